import type { DeliverySummary } from '../../api/types';
import { answerOf, lastAttempt, latencyOf } from '../../state/deliveries';
import { formatTime, humanize } from '../../state/format';
import { statusTone } from '../../state/requestFilters';
import type { Resource } from '../../state/useResource';
import { EmptyState } from '../../theme/EmptyState';
import { Link } from '../../theme/Link';
import { Pill } from '../../theme/Pill';
import { ResourceView } from '../../theme/ResourceView';

/** The subscription's deliveries, newest first: event, state, last answer and its latency. */
export function DeliveryList({ subscription, deliveries }: { subscription: string; deliveries: Resource<DeliverySummary[]> }) {
  return (
    <section aria-labelledby="deliveries-title">
      <div className="page-head">
        <h2 id="deliveries-title">Deliveries</h2>
        <button type="button" className="button button-secondary button-small" onClick={() => void deliveries.reload()} aria-busy={deliveries.state === 'ready' && deliveries.reloading ? true : undefined}>
          Refresh deliveries
        </button>
      </div>
      <ResourceView resource={deliveries}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No deliveries yet. Events appear here as they are sent.</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Deliveries</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">State</th>
                    <th scope="col">Answer</th>
                    <th scope="col" className="num">
                      Latency
                    </th>
                    <th scope="col" className="num">
                      Attempts
                    </th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => {
                    const last = lastAttempt(d);
                    return (
                      <tr key={d.id}>
                        <td data-label="Event">
                          <Link to={{ name: 'delivery', id: subscription, delivery: d.id }} className="mono" aria-label={`${d.type}${d.test ? ' test' : ''} delivery of ${formatTime(d.createdAt)}`}>
                            {d.type}
                          </Link>
                          {d.test && <span className="tag"> test</span>}
                        </td>
                        <td data-label="State">
                          <Pill tone={d.state === 'delivered' ? 'ok' : d.state === 'failed' ? 'bad' : 'warning'}>{humanize(d.state)}</Pill>
                        </td>
                        <td data-label="Answer">{last?.statusCode !== undefined ? <Pill tone={statusTone(last.statusCode)}>{last.statusCode}</Pill> : answerOf(last)}</td>
                        <td data-label="Latency" className="num">
                          {latencyOf(last)}
                        </td>
                        <td data-label="Attempts" className="num">
                          {d.attempts.length}
                        </td>
                        <td data-label="Created">{formatTime(d.createdAt)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </ResourceView>
    </section>
  );
}
