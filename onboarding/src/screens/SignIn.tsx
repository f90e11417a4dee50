// Step 1: create an account or log in. The `mode` query parameter keeps the choice across reloads.
import { useState, type FormEvent, type MouseEvent } from 'react';
import { api, type HostedRequest } from '../api/client';
import { toProblem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { Field } from '../components/Field';
import { ScreenHeading } from '../components/ScreenHeading';
import { useAction } from '../flow/useAction';

type Mode = 'signup' | 'login';

interface SignInProps {
  request: HostedRequest;
  onSignedIn: () => Promise<void>;
}

function initialMode(request: HostedRequest): Mode {
  const fromUrl = new URLSearchParams(window.location.search).get('mode');
  if (fromUrl === 'signup' || fromUrl === 'login') return fromUrl;
  return request.skipCreateAccount ? 'login' : 'signup';
}

function urlFor(mode: Mode): string {
  const url = new URL(window.location.href);
  url.searchParams.set('mode', mode);
  return `${url.pathname}${url.search}`;
}

export function SignIn({ request, onSignedIn }: SignInProps) {
  const [mode, setMode] = useState<Mode>(() => initialMode(request));
  // The email survives switching between the two forms; everything else starts afresh.
  const [email, setEmail] = useState(request.email ?? '');
  return (
    <SignInForm key={mode} mode={mode} request={request} onSignedIn={onSignedIn} onSwitch={setMode} email={email} setEmail={setEmail} />
  );
}

interface SignInFormProps extends SignInProps {
  mode: Mode;
  onSwitch: (mode: Mode) => void;
  email: string;
  setEmail: (email: string) => void;
}

function SignInForm({ mode, request, onSignedIn, onSwitch, email, setEmail }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const action = useAction();
  const signup = mode === 'signup';
  const other: Mode = signup ? 'login' : 'signup';

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run('submit', async () => {
      const body = { email: email.trim(), password };
      const { error, response } = signup
        ? await api.POST('/session/signup', { body })
        : await api.POST('/session/login', { body });
      if (error !== undefined) return toProblem(error, response);
      await onSignedIn();
      return undefined;
    });
  }

  function switchMode(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.history.replaceState(null, '', urlFor(other));
    onSwitch(other);
  }

  const fieldError = (name: string) => action.problem?.fields[name];
  const busy = action.busy === 'submit';

  return (
    <>
      <ScreenHeading title={signup ? 'Create your account' : 'Log in'} />
      <p className="lead">
        {signup
          ? `${request.app.name} uses emoney for your e-money account. Create an account to continue.`
          : `Log in to your emoney account to continue to ${request.app.name}.`}
      </p>
      <ErrorSummary problem={action.problem} fieldIds={{ email: 'email', password: 'password' }} />
      <form onSubmit={submit} noValidate>
        <Field id="email" label="Email" error={fieldError('email')}>
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
        <Field id="password" label="Password" error={fieldError('password')} hint={signup ? 'At least 8 characters.' : undefined}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete={signup ? 'new-password' : 'current-password'}
              required
              minLength={signup ? 8 : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="actions">
          <BusyButton type="submit" busy={busy}>
            {signup ? 'Create account' : 'Log in'}
          </BusyButton>
        </div>
      </form>
      <p className="switch">
        {signup ? 'Already have an account? ' : 'New to emoney? '}
        <a href={urlFor(other)} onClick={switchMode}>
          {signup ? 'Log in instead' : 'Create an account instead'}
        </a>
      </p>
    </>
  );
}
