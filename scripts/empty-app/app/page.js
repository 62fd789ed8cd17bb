export default function EmptyPage() {
  return <h1>Empty</h1>;
}
