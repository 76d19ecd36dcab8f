export default function Page() {
  return <h1>business</h1>;
}
