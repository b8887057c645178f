export default function SafetyPage() {
  return (
    <main>
      <title>Safety Tips · Neighbourhood Jobs</title>
      <h1>Safety Tips</h1>
    </main>
  );
}
