export default function AboutPage() {
  return (
    <main>
      <title>About Us · Neighbourhood Jobs</title>
      <h1>About Us</h1>
    </main>
  );
}
