export default function Terms() {
  return (
    <section className="card">
      <h1>Terms</h1>
      <p>A sandbox reference app: the money here is not real.</p>
    </section>
  );
}
