export default function Privacy() {
  return (
    <section className="card">
      <h1>Privacy</h1>
      <p>This reference app keeps your emoney session in a sealed cookie on this device and nothing else.</p>
    </section>
  );
}
