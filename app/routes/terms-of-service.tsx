export default function Page() {
  return <h1>terms-of-service</h1>;
}
