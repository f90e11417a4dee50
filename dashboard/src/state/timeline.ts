// An order's timeline as steps to draw: placed, pending, then processed or rejected; each reached
// step has its time, the last reached one is current.
import type { Order } from '../api/types';

export interface TimelineStep {
  state: string;
  at?: string;
  reached: boolean;
  current: boolean;
}

export function timelineSteps(order: Pick<Order, 'timeline'>): TimelineStep[] {
  // An order without a timeline (an older answer) shows every step as not reached.
  const at = new Map<string, string>((order.timeline ?? []).map((t) => [t.state, t.at]));
  const end = at.has('rejected') ? 'rejected' : 'processed';
  const states = ['placed', 'pending', end];
  const lastReached = [...states].reverse().find((s) => at.has(s));
  return states.map((state) => ({ state, ...(at.has(state) ? { at: at.get(state)! } : {}), reached: at.has(state), current: state === lastReached }));
}
