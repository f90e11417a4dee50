/** The messages of an error and of each of its causes, outermost first (a cycle stops the walk). */
export function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/** What a reader sees when a page throws while rendering. */
export function CrashPage({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  const chain = causeChain(error);
  return (
    <div className="crash-page" role="alert">
      <h1>This page crashed.</h1>
      <ol className="crash-causes" aria-label="Error and its causes">
        {chain.map((message, i) => (
          <li key={i}>
            {i > 0 && <span className="crash-cause-label">Cause: </span>}
            <code>{message}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={onTryAgain}>
        Try again
      </button>
    </div>
  );
}
