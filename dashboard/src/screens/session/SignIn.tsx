import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { EmailField } from '@emoney/onboarding/components/EmailField';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { PasswordField } from '@emoney/onboarding/components/PasswordField';
import { ScreenHeading } from '@emoney/onboarding/components/ScreenHeading';
import { useAction } from '@emoney/onboarding/flow/useAction';
import type { ApiError } from '../../api/ApiError';
import { api, ok } from '../../api/client';
import type { Session } from '../../api/types';
import { attempt } from '../../state/attempt';
import { Link } from '../../theme/Link';

const FIELDS = { email: { id: 'email', label: 'Email' }, password: { id: 'password', label: 'Password' } };

/** Sign-in; `error` is a problem reading the session at start (other than "nobody signed in"). */
export function SignIn({ onSignedIn, error }: { onSignedIn: (session: Session) => void; error?: ApiError | undefined }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run('login', () => attempt(async () => onSignedIn(await ok(api.POST('/session/login', { body: { email: email.trim(), password } })))));
  };
  const fields = action.problem?.fields ?? {};
  return (
    <>
      <ScreenHeading title="Sign in to the developer dashboard" />
      <ErrorSummary problem={action.problem ?? error} fields={FIELDS} />
      <form onSubmit={submit} noValidate>
        <EmailField email={email} setEmail={setEmail} error={fields.email} />
        <PasswordField id="password" label="Password" value={password} onChange={setPassword} autoComplete="current-password" error={fields.password} />
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'login'}>
            Sign in
          </BusyButton>
        </div>
      </form>
      <p className="switch">
        New here? <Link to={{ name: 'signUp' }}>Create a developer account</Link>
      </p>
    </>
  );
}
