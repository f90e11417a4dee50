import { useContext } from 'react';
import type { ApiError } from '../api/ApiError';
import { SessionContext } from '../state/SessionContext';

/** A read that failed: the server's sentence and a way to try again (or to sign in again after a 401). */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const session = useContext(SessionContext);
  const ended = error.status === 401 && session !== undefined;
  // Another team's ids answer 404 as unknown ones do: say both, in a sentence (the server's words follow).
  const missing = error.status === 404;
  return (
    <div role="alert" className="error-summary">
      <p className="error-summary-title">{ended ? 'Your session ended. Sign in again to go on.' : missing ? 'There is nothing here: it does not exist, or it is not your team’s.' : error.message}</p>
      {missing && <p className="muted">The server said: {error.message}</p>}
      <div className="actions">
        <button type="button" className="button button-secondary button-small" onClick={ended ? () => void session.refresh() : onRetry}>
          {ended ? 'Sign in again' : 'Try again'}
        </button>
      </div>
    </div>
  );
}
