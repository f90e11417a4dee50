// Step 4: allow or deny the app; the answer says where to send the browser.
import { useState } from 'react';
import { api, type HostedRequest, type HostedUser } from '../api/client';
import { toProblem } from '../api/problem';
import { AddressList } from '../components/AddressList';
import { AppIdentity } from '../components/AppIdentity';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { ScreenHeading } from '../components/ScreenHeading';
import { useAction } from '../flow/useAction';

interface AuthorizeProps {
  request: HostedRequest;
  user: HostedUser;
  /** Re-reads the request (after the session turned out to be gone). */
  onChanged: () => Promise<void>;
  /** Back to the wallets screen. */
  onBack: () => void;
  /** Called with the app's redirect URI once the decision is recorded. */
  onDecided: (redirectTo: string) => void;
}

export function Authorize({ request, user, onChanged, onBack, onDecided }: AuthorizeProps) {
  const action = useAction();
  const [leaving, setLeaving] = useState(false);
  const app = request.app.name;

  function decide(allow: boolean) {
    void action.run(allow ? 'allow' : 'deny', async () => {
      const { data, error, response } = await api.POST('/requests/{request}/decision', {
        params: { path: { request: request.id } },
        body: { allow },
      });
      if (error !== undefined) {
        if (response.status === 401) await onChanged();
        return toProblem(error, response);
      }
      setLeaving(true);
      onDecided(data.redirectTo);
      return undefined;
    });
  }

  const blocked = action.busy !== undefined || leaving;

  return (
    <>
      <AppIdentity app={request.app} />
      <ScreenHeading title={`Authorize ${app}`} />
      <p className="lead">
        {app} asks for access to your emoney account{user.profile.name === '' ? '' : ` (${user.profile.name})`}.
      </p>
      <ErrorSummary problem={action.problem} />

      <h2>{app} will be able to:</h2>
      <ul className="permissions">
        {request.permissions.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>

      {user.addresses.length > 0 && (
        <>
          <h2>Linked wallets</h2>
          <AddressList addresses={user.addresses} />
          <p>
            <BusyButton variant="link" blocked={blocked} onClick={onBack}>
              Change wallets
            </BusyButton>
          </p>
        </>
      )}

      <p className="muted">
        Before you decide, read {app}’s{' '}
        <a href={request.app.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          Privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and{' '}
        <a href={request.app.termsOfServiceUrl} target="_blank" rel="noopener noreferrer">
          Terms of service<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>

      <div className="actions decision">
        <BusyButton busy={action.busy === 'allow'} blocked={blocked} onClick={() => decide(true)}>
          Allow
        </BusyButton>
        <BusyButton variant="secondary" busy={action.busy === 'deny'} blocked={blocked} onClick={() => decide(false)}>
          Deny
        </BusyButton>
      </div>
    </>
  );
}
