// One app: its client id, privileges, redirect URIs (editable), secret rotation and on/off switch.
import { api, ok } from '../../api/client';
import type { App } from '../../api/types';
import { formatTime, humanize } from '../../state/format';
import { canChange } from '../../state/permissions';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { Copyable } from '../../theme/Copyable';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';
import { AppStateSwitch } from './AppStateSwitch';
import { RedirectUrisEditor } from './RedirectUrisEditor';
import { RotateSecret } from './RotateSecret';

export function AppDetail({ id }: { id: string }) {
  const { session } = useSession();
  const app = useResource(() => ok(api.GET('/apps/{app}', { params: { path: { app: id } } })), [id]);
  const admin = canChange(session);
  return (
    <ResourceView resource={app} head={<PageHead title="App" back={{ to: { name: 'apps' }, label: 'Apps' }} />}>
      {(a: App) => (
        <>
          <PageHead title={a.name} back={{ to: { name: 'apps' }, label: 'Apps' }} />
          <dl className="facts">
            <dt>Client id</dt>
            <dd>
              <Copyable value={a.clientId} what="client id" />
            </dd>
            <dt>Kind</dt>
            <dd>{humanize(a.kind)}</dd>
            <dt>State</dt>
            <dd>
              <Pill tone={a.state === 'active' ? 'ok' : 'bad'}>{humanize(a.state)}</Pill>
            </dd>
            <dt>Created</dt>
            <dd>{formatTime(a.createdAt)}</dd>
            <dt>Privacy policy</dt>
            <dd>
              <a href={a.privacyPolicyUrl}>{a.privacyPolicyUrl}</a>
            </dd>
            <dt>Terms of service</dt>
            <dd>
              <a href={a.termsOfServiceUrl}>{a.termsOfServiceUrl}</a>
            </dd>
            {a.secret?.rotatedAt !== undefined && (
              <>
                <dt>Secret rotated</dt>
                <dd>{formatTime(a.secret.rotatedAt)}</dd>
              </>
            )}
            {a.secret?.previousValidUntil !== undefined && (
              <>
                <dt>Old secret works until</dt>
                <dd>{formatTime(a.secret.previousValidUntil)}</dd>
              </>
            )}
          </dl>
          <section aria-labelledby="privileges-title">
            <h2 id="privileges-title">Privileges</h2>
            {a.privileges.length === 0 ? (
              <p className="muted">None: the app can do what its customers grant it, nothing more.</p>
            ) : (
              <ul className="permissions">
                {a.privileges.map((p) => (
                  <li key={p}>
                    <code className="mono">{p}</code>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {a.kind === 'authorization_code' && <RedirectUrisEditor app={a} editable={admin} onSaved={() => void app.reload()} />}
          {admin && a.kind === 'client_credentials' && <RotateSecret app={a} onRotated={() => void app.reload()} />}
          {admin && <AppStateSwitch app={a} onChanged={() => void app.reload()} />}
        </>
      )}
    </ResourceView>
  );
}
