export default function Page() {
  return <h1>creative</h1>;
}
