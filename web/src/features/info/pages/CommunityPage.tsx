export default function CommunityPage() {
  return (
    <main>
      <title>Community Connection · Neighbourhood Jobs</title>
      <h1>Community Connection</h1>
    </main>
  );
}
