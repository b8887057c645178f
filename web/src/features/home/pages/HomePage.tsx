export default function HomePage() {
  return (
    <main>
      <title>Neighbourhood Jobs · Local jobs for students</title>
      <h1>Neighbourhood Jobs</h1>
    </main>
  );
}
