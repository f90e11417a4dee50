// Loads the authorization request named by `?request=`, derives the step from it, and shows that screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type HostedRequest } from './api/client';
import { problem, thrownProblem, toProblem, type Problem } from './api/problem';
import { AccountBar } from './components/AccountBar';
import { Layout } from './components/Layout';
import { HeadingFocusContext } from './components/ScreenHeading';
import { StepIndicator } from './components/StepIndicator';
import { currentStep } from './flow/currentStep';
import { useAction } from './flow/useAction';
import { readWalletsConfirmed, writeWalletsConfirmed } from './flow/walletsConfirmed';
import { Authorize } from './screens/Authorize';
import { ConnectWallet } from './screens/ConnectWallet';
import { Onboard } from './screens/Onboard';
import { RequestError } from './screens/RequestError';
import { SignIn } from './screens/SignIn';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; problem: Problem; retry: boolean }
  | { state: 'ready'; request: HostedRequest };

const requestId = new URLSearchParams(window.location.search).get('request') ?? '';

async function fetchRequest(id: string): Promise<Loaded> {
  try {
    const { data, error, response } = await api.GET('/requests/{request}', { params: { path: { request: id } } });
    if (data !== undefined) return { state: 'ready', request: data };
    const failure = toProblem(error, response);
    if (response.status === 400 || response.status === 404) {
      return { state: 'failed', retry: false, problem: { ...failure, message: 'This authorization request is unknown or has expired.' } };
    }
    return { state: 'failed', retry: response.status >= 500, problem: failure };
  } catch (error) {
    return { state: 'failed', retry: true, problem: thrownProblem(error) };
  }
}

export function App() {
  const [loaded, setLoaded] = useState<Loaded>(() =>
    requestId === ''
      ? { state: 'failed', retry: false, problem: problem('The link has no authorization request in it.') }
      : { state: 'loading' },
  );
  const [walletsConfirmed, setWalletsConfirmed] = useState(() => requestId !== '' && readWalletsConfirmed(requestId));
  const logout = useAction();
  // Set once the first screen is on the page: from then on a new screen takes the focus.
  const firstScreenShown = useRef(false);

  const reload = useCallback(async () => {
    if (requestId === '') return;
    setLoaded(await fetchRequest(requestId));
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

  const logOut = () =>
    void logout.run('logout', async () => {
      // Whatever the answer (401 means already signed out), the request read afresh tells what to show.
      await api.POST('/session/logout').catch(() => undefined);
      confirmWallets(false);
      await reload();
      return undefined;
    });

  let content;
  let appName: string | undefined;
  let account;
  if (loaded.state === 'loading') {
    content = (
      <p role="status" className="status">
        Loading…
      </p>
    );
  } else if (loaded.state === 'failed') {
    content = <RequestError problem={loaded.problem} onRetry={loaded.retry ? retry : undefined} />;
  } else {
    const { request } = loaded;
    const { user } = request;
    const step = currentStep(request, { walletsConfirmed });
    appName = request.app.name;
    if (user !== undefined) account = <AccountBar email={user.email} busy={logout.busy !== undefined} onLogOut={logOut} />;
    content = (
      <>
        <StepIndicator step={step} />
        {step === 'signIn' && <SignIn request={request} onSignedIn={reload} />}
        {step === 'onboard' && user !== undefined && <Onboard user={user} onSaved={reload} />}
        {step === 'wallets' && user !== undefined && (
          <ConnectWallet request={request} user={user} onLinked={reload} onContinue={() => confirmWallets(true)} />
        )}
        {step === 'authorize' && user !== undefined && (
          <Authorize
            request={request}
            user={user}
            onChanged={reload}
            onBack={() => confirmWallets(false)}
            onDecided={(redirectTo) => {
              writeWalletsConfirmed(requestId, false);
              window.location.assign(redirectTo);
            }}
          />
        )}
      </>
    );
  }

  return (
    <HeadingFocusContext.Provider value={firstScreenShown}>
      <Layout appName={appName} account={account}>
        {content}
      </Layout>
    </HeadingFocusContext.Provider>
  );
}
