// Loads the authorization request named by `?request=`, derives the step from it, and shows that screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type HostedRequest } from './api/client';
import { problem, thrownProblem, toProblem, type Problem } from './api/problem';
import { AccountBar } from './components/AccountBar';
import { CancelFlow } from './components/CancelFlow';
import { ExpiryWarning } from './components/ExpiryWarning';
import { Layout } from './components/Layout';
import { HeadingFocusContext } from './components/ScreenHeading';
import { Skeleton } from './components/Skeleton';
import { StepIndicator } from './components/StepIndicator';
import { currentStep } from './flow/currentStep';
import { pageError } from './flow/errorPage';
import { useAction } from './flow/useAction';
import { clearWalletsChoice, hasWalletsChoice, readPendingAccepted, readWalletsConfirmed, writePendingAccepted, writeWalletsConfirmed } from './flow/walletsConfirmed';
import { Authorize } from './screens/Authorize';
import { ConnectWallet } from './screens/ConnectWallet';
import { Onboard } from './screens/Onboard';
import { RequestError, type RequestErrorKind } from './screens/RequestError';
import { SignIn } from './screens/SignIn';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; kind: RequestErrorKind; problem?: Problem; app?: HostedRequest['app']; sandbox?: boolean; reference?: string; detail?: string }
  | { state: 'ready'; request: HostedRequest };

const requestId = new URLSearchParams(window.location.search).get('request') ?? '';
/** Set when the server answered a bad /auth link with this page. */
const badLinkFromServer = pageError();

async function fetchRequest(id: string): Promise<Loaded> {
  try {
    const { data, error, response } = await api.GET('/requests/{request}', { params: { path: { request: id } } });
    if (data !== undefined) {
      if (data.status !== 'open') return { state: 'failed', kind: data.status, app: data.app, sandbox: data.sandbox };
      return { state: 'ready', request: data };
    }
    const failure = toProblem(error, response);
    if (response.status === 400 || response.status === 404) {
      return { state: 'failed', kind: 'badLink', problem: { ...failure, message: 'emoney does not know this authorization request. The link may be incomplete.' } };
    }
    return { state: 'failed', kind: response.status >= 500 ? 'unreachable' : 'badLink', problem: failure };
  } catch (error) {
    return { state: 'failed', kind: 'unreachable', problem: thrownProblem(error) };
  }
}

function initialLoaded(): Loaded {
  if (badLinkFromServer !== undefined) {
    return {
      state: 'failed',
      kind: 'badLink',
      problem: problem('The app that sent you here gave emoney a sign-in link it cannot use, so emoney cannot go on or send you back to the app. Nothing was shared with the app.'),
      sandbox: badLinkFromServer.sandbox,
      ...(badLinkFromServer.reference === undefined ? {} : { reference: badLinkFromServer.reference }),
      ...(badLinkFromServer.message === '' ? {} : { detail: badLinkFromServer.message }),
    };
  }
  if (requestId === '') return { state: 'failed', kind: 'badLink', problem: problem('The link has no authorization request in it.') };
  return { state: 'loading' };
}

/** Sends the browser to the app; the request is over, so this tab forgets its choices. */
function leaveTo(redirectTo: string) {
  writeWalletsConfirmed(requestId, false);
  window.location.assign(redirectTo);
}

export function App() {
  const [loaded, setLoaded] = useState<Loaded>(initialLoaded);
  const [walletsConfirmed, setWalletsConfirmed] = useState(() => requestId !== '' && readWalletsConfirmed(requestId));
  const [pendingAccepted, setPendingAccepted] = useState(() => requestId !== '' && readPendingAccepted(requestId));
  const [leaving, setLeaving] = useState(false);
  const logout = useAction();
  // Set once the first screen is on the page: from then on a new screen takes the focus.
  const firstScreenShown = useRef(false);
  // Whether the last read of the request had someone signed in.
  const userSeen = useRef(false);
  const loggingOut = useRef(false);
  // Who was signed in last, to prefill the log-in form after a lost session.
  const lastEmail = useRef<string | undefined>(undefined);
  const [sessionLost, setSessionLost] = useState(false);

  const reload = useCallback(async () => {
    if (requestId === '' || badLinkFromServer !== undefined) return;
    const next = await fetchRequest(requestId);
    const user = next.state === 'ready' ? next.request.user : undefined;
    // A returning person (signed in already, or just logged in) who has linked wallets goes
    // straight to the consent screen; wallets linked on this page wait for Continue.
    if (user !== undefined && !userSeen.current && user.addresses.length > 0 && !hasWalletsChoice(requestId)) {
      writeWalletsConfirmed(requestId, true);
      setWalletsConfirmed(true);
    }
    // Someone was signed in and no longer is, without pressing Log out: the session ended.
    if (next.state === 'ready') {
      if (userSeen.current && user === undefined && !loggingOut.current) setSessionLost(true);
      if (user !== undefined) setSessionLost(false);
    }
    userSeen.current = user !== undefined;
    if (user !== undefined) lastEmail.current = user.email;
    setLoaded(next);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (loaded.state !== 'loading') firstScreenShown.current = true;
  }, [loaded.state]);

  const retry = () => {
    setLoaded({ state: 'loading' });
    void reload();
  };

  const confirmWallets = (confirmed: boolean) => {
    writeWalletsConfirmed(requestId, confirmed);
    setWalletsConfirmed(confirmed);
  };

  const acceptPending = () => {
    writePendingAccepted(requestId);
    setPendingAccepted(true);
  };

  const leave = (redirectTo: string) => {
    setLeaving(true);
    leaveTo(redirectTo);
  };

  const logOut = () =>
    void logout.run('logout', async () => {
      // Whatever the answer (401 means already signed out), the request read afresh tells what to show.
      loggingOut.current = true;
      await api.POST('/session/logout').catch(() => undefined);
      clearWalletsChoice(requestId);
      setWalletsConfirmed(false);
      await reload();
      loggingOut.current = false;
      return undefined;
    });

  let content;
  let appName: string | undefined;
  let account;
  let sandbox = false;
  if (loaded.state === 'loading') {
    content = <Skeleton />;
  } else if (loaded.state === 'failed') {
    appName = loaded.app?.name;
    sandbox = loaded.sandbox ?? false;
    content = <RequestError kind={loaded.kind} problem={loaded.problem} app={loaded.app} onRetry={retry} reference={loaded.reference} detail={loaded.detail} />;
  } else {
    const { request } = loaded;
    const { user } = request;
    const step = currentStep(request, { walletsConfirmed, pendingAccepted });
    appName = request.app.name;
    sandbox = request.sandbox;
    if (user !== undefined) account = <AccountBar email={user.email} busy={logout.busy !== undefined} onLogOut={logOut} />;
    content = (
      <div inert={leaving || undefined} className="screen">
        <StepIndicator step={step} />
        <ExpiryWarning expiresAt={request.expiresAt} />
        {step === 'signIn' && <SignIn request={request} onSignedIn={reload} sessionLost={sessionLost} lastEmail={sessionLost ? lastEmail.current : undefined} />}
        {step === 'onboard' && user !== undefined && <Onboard request={request} user={user} onSaved={reload} onContinuePending={acceptPending} />}
        {step === 'wallets' && user !== undefined && (
          <ConnectWallet request={request} user={user} onLinked={reload} onContinue={() => confirmWallets(true)} />
        )}
        {step === 'authorize' && user !== undefined && (
          <Authorize request={request} user={user} onChanged={reload} onBack={() => confirmWallets(false)} onDecided={leave} />
        )}
        {/* One way out per screen: the consent screen's own is Deny. */}
        {step !== 'authorize' && <CancelFlow requestId={request.id} appName={request.app.name} blocked={leaving} onLeave={leave} />}
        <p role="status" className="status">
          {leaving ? `Taking you back to ${request.app.name}…` : ''}
        </p>
      </div>
    );
  }

  return (
    <HeadingFocusContext.Provider value={firstScreenShown}>
      <Layout appName={appName} account={account} sandbox={sandbox}>
        {content}
      </Layout>
    </HeadingFocusContext.Provider>
  );
}
