export default function SkillPage() {
  return (
    <main>
      <title>Skill Development · Neighbourhood Jobs</title>
      <h1>Skill Development</h1>
    </main>
  );
}
