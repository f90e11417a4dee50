/**
 * The SDK reference route (packages/sdk): its own lazily loaded chunk, ready to receive the generated
 * reference (issue 14). Until then it says where the reference comes from.
 */
export default function SdkReferencePage() {
  return (
    <>
      <h1>SDK reference</h1>
      <p>The reference of @emoney/sdk (the EmoneyClient class, its enumerations, functions, interfaces, type aliases and constants) is generated from the TypeDoc output of the SDK.</p>
    </>
  );
}
