import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { EmailField } from '@emoney/onboarding/components/EmailField';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import type { Role } from '../../api/types';
import { attempt } from '../../state/attempt';
import { ROLE_LABELS } from '../../state/permissions';
import { Status } from '../../theme/Status';

const FIELDS = { email: { id: 'email', label: 'Email' }, role: { id: 'role', label: 'Role' } };

/** Invites someone by email; they get a sign-up link and join with the role chosen here. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('read_only');
  const [said, setSaid] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    void action.run('invite', () =>
      attempt(async () => {
        const invitation = await ok(api.POST('/invitations', { body: { email: email.trim(), role } }));
        setSaid(`Invitation sent to ${invitation.email}.`);
        setEmail('');
        onInvited();
      }),
    );
  };
  return (
    <section className="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a teammate</h2>
      <ErrorSummary problem={action.problem} fields={FIELDS} />
      <form onSubmit={submit} noValidate>
        <div className="field-row">
          <EmailField email={email} setEmail={setEmail} error={action.problem?.fields.email} />
          <Field id="role" label="Role" error={action.problem?.fields.role}>
            {(control) => (
              <select {...control} name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
                <option value="read_only">{ROLE_LABELS.read_only}: sees everything, changes nothing</option>
                <option value="admin">{ROLE_LABELS.admin}: changes apps, webhooks, team</option>
              </select>
            )}
          </Field>
        </div>
        <BusyButton type="submit" busy={action.busy === 'invite'}>
          Send invitation
        </BusyButton>
        <Status>{said}</Status>
      </form>
    </section>
  );
}
