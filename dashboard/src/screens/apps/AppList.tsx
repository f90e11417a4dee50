import { api, ok } from '../../api/client';
import { humanize, formatTime } from '../../state/format';
import { canChange } from '../../state/permissions';
import { useResource } from '../../state/useResource';
import { useSession } from '../../state/SessionContext';
import { EmptyState } from '../../theme/EmptyState';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

export function AppList() {
  const { session } = useSession();
  const apps = useResource(async () => (await ok(api.GET('/apps'))).apps, []);
  const create = canChange(session) ? (
    <Link to={{ name: 'newApp' }} className="button button-primary">
      Create app
    </Link>
  ) : undefined;
  return (
    <>
      <PageHead title="Apps" action={create} />
      <p className="muted">Each app has its own client id. Client-credentials apps act for your company; authorization-code apps act for the customers who sign in through them.</p>
      <ResourceView resource={apps}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState action={create}>No apps yet. Create one to get a client id and secret.</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Your apps</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Client id</th>
                    <th scope="col">State</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((app) => (
                    <tr key={app.id}>
                      <td data-label="Name">
                        <Link to={{ name: 'app', id: app.id }}>{app.name}</Link>
                      </td>
                      <td data-label="Kind">{humanize(app.kind)}</td>
                      <td data-label="Client id" className="mono id">
                        {app.clientId}
                      </td>
                      <td data-label="State">
                        <Pill tone={app.state === 'active' ? 'ok' : 'bad'}>{humanize(app.state)}</Pill>
                      </td>
                      <td data-label="Created">{formatTime(app.createdAt)}</td>
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
