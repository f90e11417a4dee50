import type { Order } from '../../api/types';
import { ShortAddress } from '../../theme/ShortAddress';
import { counterpartText, formatAmount, formatTime, humanize } from '../../state/format';
import { EmptyState } from '../../theme/EmptyState';
import { Pill } from '../../theme/Pill';
import { OrderTimeline } from './OrderTimeline';

/** A profile's orders, each with its timeline. */
export function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <EmptyState>No orders yet.</EmptyState>;
  return (
    <ul className="mailbox">
      {orders.map((o) => (
        <li key={o.id} className="panel">
          <h3 className="message">
            {humanize(o.kind)} of {formatAmount(o.amount, o.currency)} <Pill tone={o.state === 'processed' ? 'ok' : o.state === 'rejected' ? 'bad' : 'warning'}>{humanize(o.state)}</Pill>
          </h3>
          <dl className="facts">
            <dt>Order id</dt>
            <dd className="mono">{o.id}</dd>
            <dt>Address</dt>
            <dd>
              <ShortAddress address={o.address} /> <span className="tag">{o.chain}</span>
            </dd>
            {counterpartText(o.counterpart) !== undefined && (
              <>
                <dt>Counterpart</dt>
                <dd className="mono">{counterpartText(o.counterpart)}</dd>
              </>
            )}
            <dt>Created</dt>
            <dd>{formatTime(o.createdAt)}</dd>
          </dl>
          <OrderTimeline order={o} />
        </li>
      ))}
    </ul>
  );
}
