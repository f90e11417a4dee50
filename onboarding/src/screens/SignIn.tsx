// Step 1: create an account (then enter the code emailed to the address), log in, or reset a
// forgotten password. The `mode` query parameter keeps the choice across reloads.
import { useEffect, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { api, type HostedRequest } from '../api/client';
import { problem, toProblem, type Problem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { Field } from '../components/Field';
import { PasswordField } from '../components/PasswordField';
import { ScreenHeading } from '../components/ScreenHeading';
import { SEVERAL_FIELDS } from '../flow/errorSummary';
import { sandboxMailboxUrl } from '../flow/mailbox';
import { useAction } from '../flow/useAction';

type Mode = 'signup' | 'login' | 'reset';

interface SignInProps {
  request: HostedRequest;
  onSignedIn: () => Promise<void>;
  /** The person was signed in a moment ago and the session ended (expired, or signed out elsewhere). */
  sessionLost?: boolean;
  /** The email of whoever was signed in before the session ended. */
  lastEmail?: string | undefined;
}

/** emoney's own terms and privacy notice (not the app's), served with these screens. */
export const EMONEY_TERMS_URL = '/onboarding/terms.html';
export const EMONEY_PRIVACY_URL = '/onboarding/privacy.html';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TERMS_REQUIRED = 'Agree to the emoney terms and privacy notice to create an account.';

/** At most one email a minute goes to an address (the server ignores a resend within it). */
export const RESEND_AFTER_MS = 60_000;

function initialMode(request: HostedRequest, sessionLost: boolean): Mode {
  if (sessionLost) return 'login';
  const fromUrl = new URLSearchParams(window.location.search).get('mode');
  if (fromUrl === 'signup' || fromUrl === 'login' || fromUrl === 'reset') return fromUrl;
  return request.skipCreateAccount ? 'login' : 'signup';
}

function urlFor(mode: Mode): string {
  const url = new URL(window.location.href);
  url.searchParams.set('mode', mode);
  return `${url.pathname}${url.search}`;
}

/** The same checks the server makes, in words for people, before anything is sent. */
function checkCredentials(email: string, password: string, passwordLabel: string, extra: Record<string, string> = {}): Problem | undefined {
  const fields: Record<string, string> = {};
  if (email.trim() === '') fields.email = 'Enter your email address.';
  else if (!EMAIL.test(email.trim())) fields.email = 'Enter a valid email address, like name@example.com.';
  if (password === '') fields.password = `Enter your ${passwordLabel.toLowerCase()}.`;
  else if (password.length < 8) fields.password = `${passwordLabel} must be at least 8 characters long.`;
  Object.assign(fields, extra);
  return Object.keys(fields).length > 0 ? problem(SEVERAL_FIELDS, fields) : undefined;
}

/** The fields each form shows, as the error summary names them. */
const LOGIN_FIELDS = { email: { id: 'email', label: 'Email' }, password: { id: 'password', label: 'Password' } };
// The server names the consent `acceptTerms`; the screen's checkbox is `terms`.
const SIGNUP_FIELDS = { ...LOGIN_FIELDS, terms: { id: 'terms', label: 'Terms' }, acceptTerms: { id: 'terms', label: 'Terms' } };
const CODE_FIELDS = { code: { id: 'code', label: 'Code' } };
const RESET_FIELDS = { email: LOGIN_FIELDS.email, password: { id: 'password', label: 'New password' } };

const SESSION_LOST = 'You were signed out, because your session ended or you logged out in another tab. Log in again to continue where you left off.';

export function SignIn({ request, onSignedIn, sessionLost = false, lastEmail }: SignInProps) {
  const [mode, setMode] = useState<Mode>(() => initialMode(request, sessionLost));
  // The email survives switching between the forms; everything else starts afresh.
  const [email, setEmail] = useState(lastEmail ?? request.email ?? '');
  const [notice, setNotice] = useState<string | undefined>(sessionLost ? SESSION_LOST : undefined);
  const switchTo = (next: Mode, message?: string) => {
    window.history.replaceState(null, '', urlFor(next));
    setNotice(message);
    setMode(next);
  };
  const shared = { request, email, setEmail, onSwitch: switchTo };
  if (mode === 'reset') return <ResetForm key={mode} {...shared} />;
  return <SignInForm key={mode} mode={mode} onSignedIn={onSignedIn} notice={notice} {...shared} />;
}

interface FormProps {
  request: HostedRequest;
  email: string;
  setEmail: (email: string) => void;
  onSwitch: (mode: Mode, notice?: string) => void;
}

function SwitchLink({ to, onSwitch, children }: { to: Mode; onSwitch: (mode: Mode) => void; children: ReactNode }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSwitch(to);
  };
  return (
    <a href={urlFor(to)} onClick={click}>
      {children}
    </a>
  );
}

function EmailField({ email, setEmail, error }: { email: string; setEmail: (email: string) => void; error: string | undefined }) {
  return (
    <Field id="email" label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
    </Field>
  );
}

function SignInForm({ mode, request, onSignedIn, onSwitch, email, setEmail, notice }: FormProps & { mode: 'signup' | 'login'; onSignedIn: () => Promise<void>; notice?: string | undefined }) {
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  // After "Create account": the address the code went to (the next step asks for the code).
  const [sentTo, setSentTo] = useState<string | undefined>();
  // Back from "Check your email" with "Change email": the email field takes the focus.
  const [changingEmail, setChangingEmail] = useState(false);
  const action = useAction();
  const signup = mode === 'signup';
  useEffect(() => {
    if (!changingEmail) return;
    const field = document.getElementById('email') as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [changingEmail]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run('submit', async () => {
      const consent: Record<string, string> = signup && !terms ? { terms: TERMS_REQUIRED } : {};
      const invalid = checkCredentials(email, password, 'Password', consent);
      if (invalid !== undefined) return invalid;
      const body = { email: email.trim(), password };
      if (signup) {
        // The request names the partner whose flow this is: in a shared sandbox it may read the email.
        const { data, error, response } = await api.POST('/session/signup', { body: { ...body, acceptTerms: terms, request: request.id } });
        if (error !== undefined) return toProblem(error, response);
        // 202: a code went to the address (the answer is the same whether or not it has an account).
        if (response.status === 202 && data !== undefined && 'verification' in data) {
          setChangingEmail(false);
          setSentTo(data.email);
          return undefined;
        }
      } else {
        const { error, response } = await api.POST('/session/login', { body });
        if (error !== undefined) return toProblem(error, response);
      }
      await onSignedIn();
      return undefined;
    });
  }

  // The server names the consent `acceptTerms`; the screen's checkbox is `terms`.
  const fieldError = (name: string) => action.problem?.fields[name] ?? (name === 'terms' ? action.problem?.fields.acceptTerms : undefined);
  const busy = action.busy === 'submit';

  if (sentTo !== undefined) {
    return (
      <VerifyForm
        request={request}
        email={sentTo}
        password={password}
        onSignedIn={onSignedIn}
        onSwitch={onSwitch}
        onChangeEmail={() => {
          setSentTo(undefined);
          setChangingEmail(true);
        }}
      />
    );
  }

  return (
    <>
      <ScreenHeading title={signup ? 'Create your account' : 'Log in'} />
      <p className="lead">
        {signup
          ? `${request.app.name} uses emoney for your e-money account. Create an account to continue.`
          : `Log in to your emoney account to continue to ${request.app.name}.`}
      </p>
      {notice !== undefined && <p className="notice">{notice}</p>}
      <ErrorSummary problem={action.problem} fields={signup ? SIGNUP_FIELDS : LOGIN_FIELDS} />
      <form onSubmit={submit} noValidate inert={busy || undefined} aria-busy={busy || undefined}>
        <EmailField email={email} setEmail={setEmail} error={fieldError('email')} />
        <PasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete={signup ? 'new-password' : 'current-password'}
          error={fieldError('password')}
          hint={signup ? 'At least 8 characters.' : undefined}
        />
        {!signup && (
          <p className="forgot">
            <SwitchLink to="reset" onSwitch={onSwitch}>
              Forgot password?
            </SwitchLink>
          </p>
        )}
        {signup && (
          <div className={fieldError('terms') === undefined ? 'field consent' : 'field consent field-invalid'}>
            {fieldError('terms') !== undefined && (
              <p className="field-error" id="terms-error">
                <span className="visually-hidden">Error: </span>
                {fieldError('terms')}
              </p>
            )}
            <label className="consent-option">
              <input
                type="checkbox"
                id="terms"
                name="terms"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                aria-invalid={fieldError('terms') === undefined ? undefined : true}
                aria-describedby={fieldError('terms') === undefined ? undefined : 'terms-error'}
              />
              <span>
                I agree to the emoney{' '}
                <a href={EMONEY_TERMS_URL} target="_blank" rel="noopener">
                  terms of service<span className="visually-hidden"> (opens in a new tab)</span>
                </a>{' '}
                and have read the emoney{' '}
                <a href={EMONEY_PRIVACY_URL} target="_blank" rel="noopener">
                  privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                .
              </span>
            </label>
          </div>
        )}
        <div className="actions">
          <BusyButton type="submit" busy={busy}>
            {signup ? 'Create account' : 'Log in'}
          </BusyButton>
        </div>
      </form>
      <p className="switch">
        {signup ? 'Already have an account? ' : 'New to emoney? '}
        <SwitchLink to={signup ? 'login' : 'signup'} onSwitch={onSwitch}>
          {signup ? 'Log in instead' : 'Create an account instead'}
        </SwitchLink>
      </p>
    </>
  );
}

/** Digits only, spaces and dashes a person may type or paste dropped. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, '');

/**
 * "Check your email": the code from the sign-up email proves the address and creates (or claims)
 * the account. The words are the same whether or not the address has an account: its email says.
 */
function VerifyForm({
  request,
  email,
  password,
  onSignedIn,
  onSwitch,
  onChangeEmail,
}: {
  request: HostedRequest;
  email: string;
  password: string;
  onSignedIn: () => Promise<void>;
  onSwitch: (mode: Mode) => void;
  onChangeEmail: () => void;
}) {
  const [code, setCode] = useState('');
  const action = useAction();
  const busy = action.busy === 'verify' || action.busy === 'resend';
  // A new code can be asked for a minute after the last email (the server sends at most one a minute).
  const [resendReady, setResendReady] = useState(false);
  const [resent, setResent] = useState(0);
  useEffect(() => {
    setResendReady(false);
    const timer = window.setTimeout(() => setResendReady(true), RESEND_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [resent]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run('verify', async () => {
      const digits = normalizeCode(code);
      if (!/^\d{8}$/.test(digits)) return problem(SEVERAL_FIELDS, { code: 'Enter the 8-digit code from the email.' });
      const { error, response } = await api.POST('/session/verify', { body: { email, code: digits, password } });
      if (error !== undefined) return toProblem(error, response);
      await onSignedIn();
      return undefined;
    });
  }

  function resend() {
    void action.run('resend', async () => {
      const { error, response } = await api.POST('/session/signup/resend', { body: { email } });
      if (error !== undefined) return toProblem(error, response);
      setCode('');
      setResent((n) => n + 1);
      return undefined;
    });
  }

  return (
    <>
      <ScreenHeading title="Check your email" />
      <p className="lead">
        We sent a code to <strong className="email">{email}</strong>. Enter it to continue. If this address already has an account, the email says so: log in
        instead.
      </p>
      {request.sandbox && (
        <p className="notice">
          This is the sandbox, so no email is really sent. Read it in the{' '}
          <a href={sandboxMailboxUrl(email)} target="_blank" rel="noopener">
            sandbox mailbox<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      )}
      <ErrorSummary problem={action.problem} fields={CODE_FIELDS} />
      <form onSubmit={submit} noValidate inert={busy || undefined} aria-busy={busy || undefined}>
        <Field id="code" label="Code" error={action.problem?.fields.code} hint="The 8 digits from the newest email. It is valid for 15 minutes.">
          {(control) => (
            <input
              {...control}
              type="text"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'verify'}>
            Continue
          </BusyButton>
        </div>
      </form>
      <div className="code-help">
        <p className="muted">No email, or the code does not work?</p>
        <div className="code-help-actions">
          <BusyButton
            variant="secondary"
            busy={action.busy === 'resend'}
            blocked={busy}
            disabled={!resendReady}
            aria-describedby="resend-hint"
            onClick={resend}
          >
            Resend code
          </BusyButton>
          <BusyButton variant="secondary" blocked={busy} onClick={onChangeEmail}>
            Change email
          </BusyButton>
        </div>
        <p className="hint" id="resend-hint">
          {resendReady ? 'A new code replaces the old one.' : 'You can ask for a new code a minute after the last email.'}
        </p>
        <p role="status" className={resent > 0 ? 'notice' : 'status'}>
          {resent > 0 ? `We sent a new code to ${email}. Codes from earlier emails no longer work.` : ''}
        </p>
      </div>
      <p className="switch">
        Already have an account?{' '}
        <SwitchLink to="login" onSwitch={onSwitch}>
          Log in instead
        </SwitchLink>
      </p>
    </>
  );
}

function ResetForm({ request, onSwitch, email, setEmail }: FormProps) {
  const [password, setPassword] = useState('');
  const action = useAction();
  const busy = action.busy === 'reset';

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run('reset', async () => {
      const invalid = checkCredentials(email, password, 'New password');
      if (invalid !== undefined) return invalid;
      const { error, response } = await api.POST('/session/password-reset', { body: { email: email.trim(), password } });
      if (error !== undefined) return toProblem(error, response);
      onSwitch('login', 'If an account has this email address, its password is now the new one. Log in with it.');
      return undefined;
    });
  }

  const fieldError = (name: string) => action.problem?.fields[name];

  return (
    <>
      <ScreenHeading title="Reset your password" />
      {request.sandbox ? (
        <p className="lead">
          This is the sandbox, so no email is sent: enter your email address and a new password, and the new password works at once. Anyone signed in
          with the old one is signed out.
        </p>
      ) : (
        <p className="lead">Enter your email address and a new password.</p>
      )}
      <ErrorSummary problem={action.problem} fields={RESET_FIELDS} />
      <form onSubmit={submit} noValidate inert={busy || undefined} aria-busy={busy || undefined}>
        <EmailField email={email} setEmail={setEmail} error={fieldError('email')} />
        <PasswordField id="password" label="New password" value={password} onChange={setPassword} autoComplete="new-password" error={fieldError('password')} hint="At least 8 characters." />
        <div className="actions">
          <BusyButton type="submit" busy={busy}>
            Set new password
          </BusyButton>
        </div>
      </form>
      <p className="switch">
        Remembered it?{' '}
        <SwitchLink to="login" onSwitch={onSwitch}>
          Log in instead
        </SwitchLink>
      </p>
    </>
  );
}
