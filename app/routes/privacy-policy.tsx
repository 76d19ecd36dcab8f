export default function Page() {
  return <h1>privacy-policy</h1>;
}
