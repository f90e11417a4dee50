import { api, ok } from '../../api/client';
import { formatTime, humanize } from '../../state/format';
import { kycTone } from '../../state/kyc';
import { useResource } from '../../state/useResource';
import { EmptyState } from '../../theme/EmptyState';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

export function CustomerList() {
  const profiles = useResource(async () => (await ok(api.GET('/profiles'))).profiles, []);
  return (
    <>
      <PageHead title="Customers" />
      <p className="muted">The profiles your apps act for, with their KYC state.</p>
      <ResourceView resource={profiles}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No customers yet. Profiles appear once people onboard through your authorization-code apps.</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Customer profiles</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col">KYC</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id}>
                      <td data-label="Name">
                        <Link to={{ name: 'customer', id: p.id }}>{p.name === '' ? p.id : p.name}</Link>
                      </td>
                      <td data-label="Kind">{humanize(p.kind)}</td>
                      <td data-label="KYC">
                        <Pill tone={kycTone(p.state)}>{humanize(p.state)}</Pill>
                      </td>
                      <td data-label="Created">{formatTime(p.createdAt)}</td>
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
