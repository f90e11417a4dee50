/** A page whose chunk failed to load: the error's text and a Retry that asks the browser again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="load-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p className="load-error-message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
