export default function TermsPage() {
  return (
    <main>
      <title>Terms &amp; Conditions · Neighbourhood Jobs</title>
      <h1>Terms &amp; Conditions</h1>
    </main>
  );
}
