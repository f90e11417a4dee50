// An order's timeline as steps to draw. A redeem order goes placed → pending → processed (or
// rejected); an issue order (a payment received) starts pending. The server keeps some times only
// (a redeem order's pending time is gone once it is final), so a step passed without a time still
// shows as reached; the last reached step is current.
import type { Order } from '../api/types';

export interface TimelineStep {
  state: string;
  at?: string;
  reached: boolean;
  current: boolean;
}

/** Whether each kind of order is placed first; a record, so a new kind fails the typecheck here. */
const PLACED_KINDS: Record<Order['kind'], boolean> = { issue: false, redeem: true };

export function timelineSteps(order: Pick<Order, 'timeline' | 'kind'>): TimelineStep[] {
  // An order without a timeline (an older answer) shows every step as not reached.
  const at = new Map<string, string>((order.timeline ?? []).map((t) => [t.state, t.at]));
  const end = at.has('rejected') ? 'rejected' : 'processed';
  const states = PLACED_KINDS[order.kind] ? ['placed', 'pending', end] : ['pending', end];
  const last = states.reduce((found, state, i) => (at.has(state) ? i : found), -1);
  return states.map((state, i) => ({ state, ...(at.has(state) ? { at: at.get(state)! } : {}), reached: i <= last, current: i === last }));
}
