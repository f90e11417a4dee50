// "Create your account" and "Log in": one form, two modes.
import { useEffect, useState, type FormEvent } from 'react';
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
import { VerifyForm } from './VerifyForm';

/** emoney's own terms and privacy notice (not the app's), served with these screens. */
export const EMONEY_TERMS_URL = '/onboarding/terms.html';
export const EMONEY_PRIVACY_URL = '/onboarding/privacy.html';

const TERMS_REQUIRED = 'Agree to the emoney terms and privacy notice to create an account.';

// The server names the consent `acceptTerms`; the screen's checkbox is `terms`.
const SIGNUP_FIELDS = { ...LOGIN_FIELDS, terms: { id: 'terms', label: 'Terms' }, acceptTerms: { id: 'terms', label: 'Terms' } };

export function SignInForm({ mode, request, onSignedIn, onSwitch, email, setEmail, notice }: FormProps & { mode: 'signup' | 'login'; onSignedIn: () => Promise<void>; notice?: string | undefined }) {
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
