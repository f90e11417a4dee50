/**
 * The API reference route (docs/api): its own lazily loaded chunk, ready to receive the generated
 * reference (issue 14). Until then it says where the reference comes from.
 */
export default function ApiReferencePage() {
  return (
    <>
      <h1>API reference</h1>
      <p>The reference of every operation of the HTTP API v2, grouped by tag, is generated from the OpenAPI contract in generated/.</p>
    </>
  );
}
