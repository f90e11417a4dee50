// Sign-up: email, password and the partner's name; the server mails a code (in the sandbox, the
// mailbox on the next screen shows it). An invited email needs no partner name: it joins its team.
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { EmailField } from '@emoney/onboarding/components/EmailField';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { PasswordField } from '@emoney/onboarding/components/PasswordField';
import { ScreenHeading } from '@emoney/onboarding/components/ScreenHeading';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { navigate } from '../../state/useRoute';
import { Link } from '../../theme/Link';

const FIELDS = {
  email: { id: 'email', label: 'Email' },
  password: { id: 'password', label: 'Password' },
  partnerName: { id: 'partnerName', label: 'Company or project name' },
};

export function SignUp({ invitedEmail }: { invitedEmail?: string | undefined }) {
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [partnerName, setPartnerName] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run('signup', () =>
      attempt(async () => {
        const name = partnerName.trim();
        await ok(api.POST('/session/signup', { body: { email: email.trim(), password, ...(name !== '' ? { partnerName: name } : {}) } }));
        navigate({ name: 'verify', email: email.trim() });
      }),
    );
  };
  const fields = action.problem?.fields ?? {};
  return (
    <>
      <ScreenHeading title="Create your developer account" />
      <p className="lead">Register apps, watch their API calls and webhooks, and try everything in the sandbox.</p>
      <ErrorSummary problem={action.problem} fields={FIELDS} />
      <form onSubmit={submit} noValidate>
        <EmailField email={email} setEmail={setEmail} error={fields.email} />
        <PasswordField id="password" label="Password" value={password} onChange={setPassword} autoComplete="new-password" error={fields.password} hint="At least 12 characters." />
        <Field id="partnerName" label="Company or project name" error={fields.partnerName} hint={invitedEmail !== undefined ? 'Not needed: you were invited to a team.' : 'Your team’s name, shown to your teammates.'}>
          {(control) => <input {...control} name="organization" autoComplete="organization" value={partnerName} onChange={(e) => setPartnerName(e.target.value)} />}
        </Field>
        <div className="actions">
          <BusyButton type="submit" busy={action.busy === 'signup'}>
            Create account
          </BusyButton>
        </div>
      </form>
      <p className="switch">
        Already have an account? <Link to={{ name: 'signIn' }}>Sign in</Link>
      </p>
    </>
  );
}
