/**
 * Garbage collection of a benchmark's server process, from V8's own GC entries: pause time (µs)
 * and count, young generation (scavenges) apart from the old (mark-compact and its incremental
 * steps). `serve-ours.ts` keeps the running totals; the drivers subtract two readings, and add up
 * the windows of one target.
 */
export interface GcStats {
  youngUs: number;
  young: number;
  oldUs: number;
  old: number;
}

/** What was collected between two readings of {@link GcStats}. */
export function gcBetween(before: GcStats, after: GcStats): GcStats {
  return { youngUs: after.youngUs - before.youngUs, young: after.young - before.young, oldUs: after.oldUs - before.oldUs, old: after.old - before.old };
}

/** Two windows' collections together. */
export function gcPlus(a: GcStats, b: GcStats): GcStats {
  return { youngUs: a.youngUs + b.youngUs, young: a.young + b.young, oldUs: a.oldUs + b.oldUs, old: a.old + b.old };
}
