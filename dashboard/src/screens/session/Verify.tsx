// The code the sign-up mailed: entering it creates the member (and, for a new partner, the partner)
// and signs in.
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { ScreenHeading } from '@emoney/onboarding/components/ScreenHeading';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import type { Session } from '../../api/types';
import { attempt } from '../../state/attempt';
import { Link } from '../../theme/Link';
import { MailboxPanel } from './MailboxPanel';

const FIELDS = { code: { id: 'code', label: 'Code' } };

export function Verify({ email, onSignedIn }: { email: string; onSignedIn: (session: Session) => void }) {
  const [code, setCode] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run('verify', () => attempt(async () => onSignedIn(await ok(api.POST('/session/verify', { body: { email, code: code.trim() } })))));
  };
  if (email === '') {
    return (
      <>
        <ScreenHeading title="Check your email" />
        <p className="notice">This link names no email address.</p>
        <p>
          <Link to={{ name: 'signUp' }}>Start the sign-up again</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ScreenHeading title="Check your email" />
      <p className="lead">
        We sent a code to <strong>{email}</strong>. Enter it to finish creating your account.
      </p>
      <ErrorSummary problem={action.problem} fields={FIELDS} />
      <form onSubmit={submit} noValidate>
        <Field id="code" label="Code" error={action.problem?.fields.code}>
          {(control) => (
            <input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" spellCheck={false} required value={code} onChange={(e) => setCode(e.target.value)} />
          )}
        </Field>
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'verify'}>
            Continue
          </BusyButton>
          <Link to={{ name: 'signUp', email }}>Use another email</Link>
        </div>
      </form>
      <MailboxPanel email={email} onCode={setCode} />
    </>
  );
}
