export default function FaqPage() {
  return (
    <main>
      <title>FAQ · Neighbourhood Jobs</title>
      <h1>FAQ</h1>
    </main>
  );
}
