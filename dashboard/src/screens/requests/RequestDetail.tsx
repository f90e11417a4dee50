import { api, ok } from '../../api/client';
import { formatLatency } from '../../state/deliveries';
import { formatTime } from '../../state/format';
import { statusTone } from '../../state/requestFilters';
import { useResource } from '../../state/useResource';
import { Copyable } from '../../theme/Copyable';
import { PageHead } from '../../theme/PageHead';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

/** One logged API call and, when it failed, the error body the app was answered. */
export function RequestDetail({ id }: { id: string }) {
  const read = useResource(() => ok(api.GET('/requests/{request}', { params: { path: { request: id } } })), [id]);
  return (
    <ResourceView resource={read} head={<PageHead title="Request" back={{ to: { name: 'requests' }, label: 'Requests' }} />}>
      {(r) => (
        <>
          <PageHead title={`${r.method} ${r.path}`} back={{ to: { name: 'requests' }, label: 'Requests' }} />
          <dl className="facts">
            <dt>Status</dt>
            <dd>
              <Pill tone={statusTone(r.status)}>{r.status}</Pill>
            </dd>
            <dt>Time</dt>
            <dd>{formatTime(r.at)}</dd>
            <dt>App</dt>
            <dd>{r.appName ?? '–'}</dd>
            {r.clientId !== undefined && (
              <>
                <dt>Client id</dt>
                <dd className="mono">{r.clientId}</dd>
              </>
            )}
            <dt>Latency</dt>
            <dd>{formatLatency(r.latencyMs)}</dd>
            <dt>Request id</dt>
            <dd>
              <Copyable value={r.requestId} what="request id" />
            </dd>
          </dl>
          {r.error !== undefined ? (
            <section aria-labelledby="error-title">
              <h2 id="error-title">Error answered</h2>
              <pre className="pre" tabIndex={0} aria-label="Error body">
                {JSON.stringify(r.error, null, 2)}
              </pre>
            </section>
          ) : (
            <p className="muted">{r.status < 400 ? 'The call succeeded; bodies are never kept.' : 'No error body was recorded.'}</p>
          )}
        </>
      )}
    </ResourceView>
  );
}
