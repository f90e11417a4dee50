// The partner's apps' last 1,000 API calls, newest first, filtered by status class and path; the
// filters live in the address (?status=&path=) so a filtered view can be shared or reloaded.
import { useState, type FormEvent } from 'react';
import { Field } from '@emoney/onboarding/components/Field';
import { api, ok } from '../../api/client';
import { formatLatency } from '../../state/deliveries';
import { formatTime } from '../../state/format';
import { requestQuery, STATUS_CLASSES, statusTone } from '../../state/requestFilters';
import { navigate } from '../../state/useRoute';
import { useResource } from '../../state/useResource';
import { EmptyState } from '../../theme/EmptyState';
import { Link } from '../../theme/Link';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

export function RequestLog({ status, path }: { status: string; path: string }) {
  const [statusInput, setStatusInput] = useState(status);
  const [pathInput, setPathInput] = useState(path);
  const requests = useResource(async () => (await ok(api.GET('/requests', { params: { query: requestQuery({ status, path }) } }))).requests, [status, path]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate({ name: 'requests', status: statusInput, path: pathInput.trim() }, { replace: true });
  };
  return (
    <>
      <PageHead
        title="Requests"
        action={
          <button type="button" className="button button-secondary" onClick={() => void requests.reload()}>
            Refresh
          </button>
        }
      />
      <p className="muted">Your apps’ last 1,000 API calls, newest first. Tokens, secrets, bodies and personal data are never kept.</p>
      <form className="filters" onSubmit={apply} role="search" aria-label="Filter requests">
        <Field id="status" label="Status">
          {(control) => (
            <select {...control} name="status" value={statusInput} onChange={(e) => setStatusInput(e.target.value)}>
              {STATUS_CLASSES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="path" label="Path contains">
          {(control) => <input {...control} name="path" type="search" spellCheck={false} autoComplete="off" value={pathInput} onChange={(e) => setPathInput(e.target.value)} />}
        </Field>
        <div className="field">
          <button type="submit" className="button button-secondary">
            Filter
          </button>
        </div>
      </form>
      <ResourceView resource={requests}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{status !== '' || path !== '' ? 'No request matches these filters.' : 'No requests yet. Calls your apps make to the API appear here within seconds.'}</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Requests, newest first ({list.length})</caption>
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">App</th>
                    <th scope="col">Method</th>
                    <th scope="col">Path</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="num">
                      Latency
                    </th>
                    <th scope="col">Request id</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((r) => (
                    <tr key={r.id}>
                      <td data-label="Time">
                        <Link to={{ name: 'request', id: r.id }} aria-label={`${r.method} ${r.path} at ${formatTime(r.at)}`}>
                          {formatTime(r.at)}
                        </Link>
                      </td>
                      <td data-label="App">{r.appName ?? r.clientId ?? '–'}</td>
                      <td data-label="Method" className="mono">
                        {r.method}
                      </td>
                      <td data-label="Path" className="mono">
                        {r.path}
                      </td>
                      <td data-label="Status">
                        <Pill tone={statusTone(r.status)}>{r.status}</Pill>
                      </td>
                      <td data-label="Latency" className="num">
                        {formatLatency(r.latencyMs)}
                      </td>
                      <td data-label="Request id" className="mono id">
                        {r.requestId}
                      </td>
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
