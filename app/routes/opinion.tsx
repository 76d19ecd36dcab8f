export default function Page() {
  return <h1>opinion</h1>;
}
