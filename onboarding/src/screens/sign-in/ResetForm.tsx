import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { toProblem } from '../../api/problem';
import { BusyButton } from '../../components/BusyButton';
import { EmailField } from '../../components/EmailField';
import { ErrorSummary } from '../../components/ErrorSummary';
import { PasswordField } from '../../components/PasswordField';
import { ScreenHeading } from '../../components/ScreenHeading';
import { checkCredentials, LOGIN_FIELDS } from '../../flow/checkCredentials';
import { useAction } from '../../flow/useAction';
import type { FormProps } from './mode';
import { SwitchLink } from './SwitchLink';

const RESET_FIELDS = { email: LOGIN_FIELDS.email, password: { id: 'password', label: 'New password' } };

/** "Reset your password": in the sandbox the new password works at once. */
export function ResetForm({ sandbox, onSwitch, email, setEmail }: Pick<FormProps, 'onSwitch' | 'email' | 'setEmail'> & { sandbox: boolean }) {
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
      {sandbox ? (
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
