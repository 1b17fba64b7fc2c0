export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The same Next.js as the site, with one heading and one paragraph and nothing else.</p>
    </main>
  );
}
