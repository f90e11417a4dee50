/**
 * The React provider reference route (packages/sdk-react-provider): its own lazily loaded chunk, ready to receive the generated
 * reference (issue 14). Until then it says where the reference comes from.
 */
export default function ReactReferencePage() {
  return (
    <>
      <h1>React provider reference</h1>
      <p>The reference of @emoney/react-provider (the provider, its hooks, interfaces, type aliases and variables) is generated from the TypeDoc output of the package.</p>
    </>
  );
}
