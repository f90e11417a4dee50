// The page for a request that cannot be used: missing from the URL, unknown, expired, or unreachable.
import type { Problem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ScreenHeading } from '../components/ScreenHeading';

interface RequestErrorProps {
  problem: Problem;
  /** Offered when trying again may help (network or server trouble). */
  onRetry?: (() => void) | undefined;
}

export function RequestError({ problem, onRetry }: RequestErrorProps) {
  const linkProblem = onRetry === undefined;
  return (
    <>
      <ScreenHeading title={linkProblem ? 'This link does not work' : 'Something went wrong'} />
      <div role="alert" className="error-summary">
        <p className="error-summary-title">{problem.message}</p>
      </div>
      {linkProblem ? (
        <p>
          Authorization requests expire after 30 minutes and end once you allow or deny the app. Go back to the app you came from and start again.
        </p>
      ) : (
        <div className="actions">
          <BusyButton onClick={onRetry}>Try again</BusyButton>
        </div>
      )}
    </>
  );
}
