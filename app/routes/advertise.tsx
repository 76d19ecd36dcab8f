export default function Page() {
  return <h1>advertise</h1>;
}
