// The "Connected apps" page (/onboarding/connected-apps): the apps the signed-in person allowed,
// and withdrawing one. Someone not signed in logs in first; someone signed in can log out (the
// header, as in the flow) and go back to the page they came from.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { api, type Schemas } from '../api/client';
import { AccountBar } from '../components/AccountBar';
import { thrownProblem, toProblem, type Problem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { EmailField } from '../components/EmailField';
import { Layout } from '../components/Layout';
import { PasswordField } from '../components/PasswordField';
import { HeadingFocusContext, ScreenHeading } from '../components/ScreenHeading';
import { Skeleton } from '../components/Skeleton';
import { ResetForm } from './sign-in/ResetForm';
import { SwitchLink } from './sign-in/SwitchLink';
import { urlFor, type Mode } from './sign-in/mode';
import { checkCredentials, LOGIN_FIELDS } from '../flow/checkCredentials';
import { isSandboxDeployment } from '../flow/sandboxDeployment';
import { useAction } from '../flow/useAction';

type ConnectedApp = Schemas['HostedConnectedApps']['apps'][number];

type Loaded = { state: 'loading' } | { state: 'signedOut' } | { state: 'failed'; problem: Problem } | { state: 'ready'; email: string; apps: ConnectedApp[] };

async function fetchApps(): Promise<Loaded> {
  try {
    const { data, error, response } = await api.GET('/apps');
    if (data !== undefined) return { state: 'ready', email: data.email, apps: data.apps };
    if (response.status === 401) return { state: 'signedOut' };
    return { state: 'failed', problem: toProblem(error, response) };
  } catch (error) {
    return { state: 'failed', problem: thrownProblem(error) };
  }
}

function allowedOn(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Log in, or reset a forgotten password first (the flow's reset form); `?mode=reset` keeps the choice across reloads. */
function LogIn({ onSignedIn, sandbox }: { onSignedIn: () => Promise<void>; sandbox: boolean }) {
  const [mode, setMode] = useState<Mode>(() => (new URLSearchParams(window.location.search).get('mode') === 'reset' ? 'reset' : 'login'));
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | undefined>();
  const switchTo = (next: Mode, message?: string) => {
    window.history.replaceState(null, '', urlFor(next));
    setNotice(message);
    setMode(next);
  };
  if (mode === 'reset') return <ResetForm sandbox={sandbox} email={email} setEmail={setEmail} onSwitch={switchTo} />;
  return <LogInForm email={email} setEmail={setEmail} notice={notice} onSwitch={switchTo} onSignedIn={onSignedIn} />;
}

interface LogInFormProps {
  email: string;
  setEmail: (email: string) => void;
  notice: string | undefined;
  onSwitch: (mode: Mode) => void;
  onSignedIn: () => Promise<void>;
}

function LogInForm({ email, setEmail, notice, onSwitch, onSignedIn }: LogInFormProps) {
  const [password, setPassword] = useState('');
  const action = useAction();
  const busy = action.busy === 'login';

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run('login', async () => {
      const invalid = checkCredentials(email, password, 'Password');
      if (invalid !== undefined) return invalid;
      const { error, response } = await api.POST('/session/login', { body: { email: email.trim(), password } });
      if (error !== undefined) return toProblem(error, response);
      await onSignedIn();
      return undefined;
    });
  }

  return (
    <>
      <ScreenHeading title="Log in to see your connected apps" />
      <p className="lead">Log in to your emoney account to see which apps can reach it, and to withdraw their access.</p>
      {notice !== undefined && <p className="notice">{notice}</p>}
      <ErrorSummary problem={action.problem} fields={LOGIN_FIELDS} />
      <form onSubmit={submit} noValidate inert={busy || undefined} aria-busy={busy || undefined}>
        <EmailField email={email} setEmail={setEmail} error={action.problem?.fields.email} />
        <PasswordField id="password" label="Password" value={password} onChange={setPassword} autoComplete="current-password" error={action.problem?.fields.password} />
        <p className="forgot">
          <SwitchLink to="reset" onSwitch={onSwitch}>
            Forgot password?
          </SwitchLink>
        </p>
        <div className="actions">
          <BusyButton type="submit" busy={busy}>
            Log in
          </BusyButton>
        </div>
      </form>
    </>
  );
}

function AppList({ apps, onWithdrawn }: { apps: ConnectedApp[]; onWithdrawn: (app: ConnectedApp) => Promise<void> }) {
  const action = useAction();
  const [done, setDone] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  const withdraw = (app: ConnectedApp) =>
    void action.run(app.id, async () => {
      const { error, response } = await api.DELETE('/apps/{app}', { params: { path: { app: app.id } } });
      // 404: withdrawn already (in another tab, say): the list read afresh shows it gone.
      if (error !== undefined && response.status !== 404) return toProblem(error, response);
      setDone(`${app.name} can no longer reach your emoney account.`);
      await onWithdrawn(app);
      // The button pressed is gone: the focus goes to the sentence that says what happened.
      status.current?.focus();
      return undefined;
    });

  return (
    <>
      <ScreenHeading title="Connected apps" />
      <p className="lead">
        These apps can read your profile, linked wallets, IBANs, balances and orders, and place orders that you sign. Withdraw an app’s access and it reaches your account no
        more: its sign-ins end at once, and it needs your consent again.
      </p>
      <ErrorSummary problem={action.problem} />
      <p role="status" className="status" tabIndex={-1} ref={status}>
        {done}
      </p>
      {apps.length === 0 ? (
        <p>No app can reach your account.</p>
      ) : (
        <ul className="address-list connected-apps">
          {apps.map((app) => (
            <li key={app.id}>
              <span>
                <strong>{app.name}</strong> <span className="muted">by {app.partner}, allowed on {allowedOn(app.allowedAt)}</span>
              </span>
              <BusyButton variant="secondary" busy={action.busy === app.id} blocked={action.busy !== undefined && action.busy !== app.id} onClick={() => withdraw(app)}>
                Withdraw access<span className="visually-hidden"> of {app.name}</span>
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
      <GoBack />
    </>
  );
}

/**
 * No app sent the person here, so there is no app to return to: the way back is the page they
 * came from, when this tab has one (a page opened in a new tab has none, and shows no button).
 */
function GoBack() {
  const [canGoBack] = useState(() => window.history.length > 1);
  if (!canGoBack) return null;
  return (
    <div className="cancel-flow">
      <BusyButton variant="link" onClick={() => window.history.back()}>
        Go back
      </BusyButton>
    </div>
  );
}

export function ConnectedApps() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // The same header as the flow: the sandbox says so on every page.
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    void isSandboxDeployment().then(setSandbox);
  }, []);
  const reload = useCallback(async () => setLoaded(await fetchApps()), []);
  const logout = useAction();
  const logOut = () =>
    void logout.run('logout', async () => {
      // Whatever the answer (401: signed out already), the list read afresh shows the log-in.
      await api.POST('/session/logout').catch(() => undefined);
      await reload();
      return undefined;
    });
  // Set once the first screen is on the page: from then on a new screen (the list after logging in) takes the focus.
  const firstScreenShown = useRef(false);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (loaded.state !== 'loading') firstScreenShown.current = true;
  }, [loaded.state]);

  let content;
  if (loaded.state === 'loading') content = <Skeleton />;
  else if (loaded.state === 'signedOut') content = <LogIn onSignedIn={reload} sandbox={sandbox} />;
  else if (loaded.state === 'failed') {
    content = (
      <>
        <ScreenHeading title="Connected apps" />
        <ErrorSummary problem={loaded.problem} />
        <div className="actions">
          <BusyButton onClick={() => void reload()}>Try again</BusyButton>
        </div>
      </>
    );
  } else content = <AppList apps={loaded.apps} onWithdrawn={reload} />;
  // "Signed in as …" and Log out in the header, as on the flow's screens.
  const account = loaded.state === 'ready' ? <AccountBar email={loaded.email} busy={logout.busy !== undefined} onLogOut={logOut} /> : undefined;

  return (
    <HeadingFocusContext.Provider value={firstScreenShown}>
      <Layout sandbox={sandbox} account={account} passwordNote="The apps you allow never see your password.">
        <div className="screen">{content}</div>
      </Layout>
    </HeadingFocusContext.Provider>
  );
}
