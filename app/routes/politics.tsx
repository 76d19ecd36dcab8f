export default function Page() {
  return <h1>politics</h1>;
}
