import { api, ok } from '../../api/client';
import { formatTime } from '../../state/format';
import { canChange } from '../../state/permissions';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { EmptyState } from '../../theme/EmptyState';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

export function WebhookList() {
  const { session } = useSession();
  const subscriptions = useResource(async () => (await ok(api.GET('/webhooks'))).subscriptions, []);
  const create = canChange(session) ? (
    <Link to={{ name: 'newWebhook' }} className="button button-primary">
      Add endpoint
    </Link>
  ) : undefined;
  return (
    <>
      <PageHead title="Webhooks" action={create} />
      <p className="muted">emoney sends signed events to your endpoints and retries until they answer 2xx.</p>
      <ResourceView resource={subscriptions}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState action={create}>No webhook endpoints yet.</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Webhook subscriptions</caption>
                <thead>
                  <tr>
                    <th scope="col">Endpoint</th>
                    <th scope="col">Events</th>
                    <th scope="col">State</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.id}>
                      <td data-label="Endpoint">
                        <Link to={{ name: 'webhook', id: s.id }} className="mono">
                          {s.url}
                        </Link>
                      </td>
                      <td data-label="Events">{s.types.length === 0 ? 'All events' : s.types.join(', ')}</td>
                      <td data-label="State">
                        <Pill tone={s.state === 'active' ? 'ok' : 'warning'}>{s.state === 'active' ? 'Active' : 'Paused'}</Pill>
                      </td>
                      <td data-label="Created">{formatTime(s.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </ResourceView>
    </>
  );
}
