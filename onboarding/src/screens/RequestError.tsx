// The page for a request that cannot be used: missing from the URL, unknown, already answered,
// expired, a bad link to /auth, or the server unreachable. Links back to the app when it is known.
import type { HostedRequest } from '../api/client';
import type { Problem } from '../api/problem';
import { AppLogo } from '../components/AppIdentity';
import { BusyButton } from '../components/BusyButton';
import { ScreenHeading } from '../components/ScreenHeading';

export type RequestErrorKind = 'badLink' | 'answered' | 'expired' | 'unreachable';

interface RequestErrorProps {
  kind: RequestErrorKind;
  problem?: Problem | undefined;
  /** The app of the request, when the server still knows it. */
  app?: HostedRequest['app'] | undefined;
  /** Offered when trying again may help (network or server trouble). */
  onRetry?: (() => void) | undefined;
  /** The id the server logged the error under: the person gives it to support. */
  reference?: string | undefined;
  /** The server's own words, for the app's developers. */
  detail?: string | undefined;
}

const TITLES: Record<RequestErrorKind, string> = {
  badLink: 'This link does not work',
  answered: 'You already answered this request',
  expired: 'This request has expired',
  unreachable: 'Something went wrong',
};

export function RequestError({ kind, problem, app, onRetry, reference, detail }: RequestErrorProps) {
  const appName = app?.name ?? 'the app';
  return (
    <>
      {app !== undefined && (
        <div className="app-identity app-identity-small">
          <AppLogo app={app} size={32} />
          <p className="app-name">{app.name}</p>
        </div>
      )}
      <ScreenHeading title={TITLES[kind]} />
      <div role="alert" className="error-summary">
        <p className="error-summary-title">
          {kind === 'answered'
            ? `You already allowed or declined ${appName}'s request, so there is nothing left to do here.`
            : kind === 'expired'
              ? `${appName}'s request was open for 30 minutes and has now expired.`
              : (problem?.message ?? 'This link does not work.')}
        </p>
      </div>
      {kind === 'unreachable' ? (
        <>
          <p>emoney could not load this step just now. Nothing you entered is lost: try again in a moment.</p>
          <div className="actions">
            <BusyButton onClick={onRetry}>Try again</BusyButton>
          </div>
        </>
      ) : (
        <p>
          {kind === 'answered'
            ? `If you went back by mistake, return to ${appName}: it already has your answer.`
            : kind === 'expired'
              ? `Nothing was shared with ${appName}. Go back to ${appName} and start again.`
              : `Go back to ${app === undefined ? 'the app you came from' : appName} and start again. If this keeps happening, tell that app’s support team${reference === undefined ? '.' : ', and give them this reference:'}`}
        </p>
      )}
      {reference !== undefined && (
        <p className="reference">
          <span className="reference-label">Reference</span> <code className="reference-id">{reference}</code>
        </p>
      )}
      {detail !== undefined && (
        <details className="fallback">
          <summary>Details for the app’s developers</summary>
          <p className="muted">
            emoney answered: <q>{detail}</q>. Check the <code>client_id</code> and <code>redirect_uri</code> of the link against the app’s registration.
          </p>
        </details>
      )}
      {app !== undefined && (
        <p>
          <a className="button button-secondary" href={app.homeUrl}>
            Return to {app.name}
          </a>
        </p>
      )}
    </>
  );
}
