// Members and pending invitations; admins invite, revoke invitations and remove members (never
// themselves; the server keeps the last admin).
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { formatTime } from '../../state/format';
import { canChange, ROLE_LABELS } from '../../state/permissions';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { ConfirmButton } from '../../theme/ConfirmButton';
import { EmptyState } from '../../theme/EmptyState';
import { PageHead } from '../../theme/PageHead';
import { ResourceView } from '../../theme/ResourceView';
import { InviteForm } from './InviteForm';

export function Team() {
  const { session } = useSession();
  const team = useResource(() => ok(api.GET('/members')), []);
  const action = useAction();
  const admin = canChange(session);
  const removeMember = (id: string) =>
    void action.run(`member-${id}`, () =>
      attempt(async () => {
        await ok(api.DELETE('/members/{member}', { params: { path: { member: id } } }));
        await team.reload();
      }),
    );
  const revoke = (id: string) =>
    void action.run(`invitation-${id}`, () =>
      attempt(async () => {
        await ok(api.DELETE('/invitations/{invitation}', { params: { path: { invitation: id } } }));
        await team.reload();
      }),
    );
  return (
    <>
      <PageHead title="Team" />
      <ErrorSummary problem={action.problem} />
      <ResourceView resource={team}>
        {({ members, invitations }) => (
          <>
            <h2>Members</h2>
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Members</caption>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Since</th>
                    {admin && <th scope="col">Actions</th>}
                  </tr>
                </thead>
                <tbody>
                  {members.map((m) => (
                    <tr key={m.id}>
                      <td data-label="Email">
                        {m.email}
                        {m.id === session.member.id && (
                          <>
                            {' '}
                            <span className="tag">you</span>
                          </>
                        )}
                      </td>
                      <td data-label="Role">{ROLE_LABELS[m.role]}</td>
                      <td data-label="Since">{formatTime(m.createdAt)}</td>
                      {admin && (
                        <td data-label="Actions">
                          {m.id !== session.member.id && (
                            <ConfirmButton label={`Remove ${m.email}`} title={`Remove ${m.email} from the team?`} busy={action.busy === `member-${m.id}`} blocked={action.busy !== undefined} onConfirm={() => removeMember(m.id)}>
                              <p>They are signed out and can no longer see or change anything of your team.</p>
                            </ConfirmButton>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2>Invitations</h2>
            {invitations.length === 0 ? (
              <EmptyState>No pending invitations.</EmptyState>
            ) : (
              <div className="table-wrap">
                <table className="data">
                  <caption className="visually-hidden">Pending invitations</caption>
                  <thead>
                    <tr>
                      <th scope="col">Email</th>
                      <th scope="col">Role</th>
                      <th scope="col">Sent</th>
                      {admin && <th scope="col">Actions</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {invitations.map((i) => (
                      <tr key={i.id}>
                        <td data-label="Email">{i.email}</td>
                        <td data-label="Role">{ROLE_LABELS[i.role]}</td>
                        <td data-label="Sent">{formatTime(i.createdAt)}</td>
                        {admin && (
                          <td data-label="Actions">
                            <ConfirmButton label={`Revoke invitation of ${i.email}`} title={`Revoke the invitation of ${i.email}?`} busy={action.busy === `invitation-${i.id}`} blocked={action.busy !== undefined} onConfirm={() => revoke(i.id)}>
                              <p>The link in their email stops working.</p>
                            </ConfirmButton>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {admin && <InviteForm onInvited={() => void team.reload()} />}
          </>
        )}
      </ResourceView>
    </>
  );
}
