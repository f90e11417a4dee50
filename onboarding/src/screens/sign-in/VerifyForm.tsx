import { useEffect, useState, type FormEvent } from 'react';
import { api, type HostedRequest } from '../../api/client';
import { problem, toProblem } from '../../api/problem';
import { BusyButton } from '../../components/BusyButton';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Field } from '../../components/Field';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SEVERAL_FIELDS } from '../../flow/errorSummary';
import { sandboxMailboxUrl } from '../../flow/mailbox';
import { useAction } from '../../flow/useAction';
import type { Mode } from './mode';
import { SwitchLink } from './SwitchLink';

/** At most one email a minute goes to an address (the server ignores a resend within it). */
export const RESEND_AFTER_MS = 60_000;

const CODE_FIELDS = { code: { id: 'code', label: 'Code' } };

/** Digits only, spaces and dashes a person may type or paste dropped. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, '');

/**
 * "Check your email": the code from the sign-up email proves the address and creates (or claims)
 * the account. The words are the same whether or not the address has an account: its email says.
 */
export function VerifyForm({
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
