export default function CareerPage() {
  return (
    <main>
      <title>Career Resources · Neighbourhood Jobs</title>
      <h1>Career Resources</h1>
    </main>
  );
}
