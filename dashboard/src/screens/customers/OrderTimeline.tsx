import type { Order } from '../../api/types';
import { formatTime, humanize } from '../../state/format';
import { timelineSteps } from '../../state/timeline';

/** Placed → pending → processed (or rejected), each reached step with its time. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className="timeline" aria-label={`Timeline of order ${order.id}`}>
      {timelineSteps(order).map((step) => (
        <li key={step.state} className={[step.state, step.reached ? 'reached' : '', step.current ? 'current' : ''].filter(Boolean).join(' ')} aria-current={step.current ? 'step' : undefined}>
          {humanize(step.state)}
          <br />
          <span className="muted">{step.at !== undefined ? formatTime(step.at) : step.reached ? 'time not kept' : 'not yet'}</span>
        </li>
      ))}
    </ol>
  );
}
