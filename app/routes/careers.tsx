export default function Page() {
  return <h1>careers</h1>;
}
