/**
 * The docs build's time budget: at most 18 s of CPU time for a cold `make docs` (TypeDoc, both
 * Vite builds, prerendering, search index, llms files, link check). CPU time, not wall-clock time:
 * on a shared machine the wall clock also measures everyone else's work, while the build's own CPU
 * time (every thread of the process and of the processes it waited for, and the TypeDoc run it is
 * the first to read: build.ts) is the same on a busy machine as on a quiet one, so the budget is
 * never waived. On 2 idle cores the wall-clock time is below the CPU time. EMONEY_DOCS_BUILD_BUDGET_MS
 * sets another budget. The goal is 15 s: a cold build in a fresh clone (as CI builds it: no TypeDoc
 * JSON, no highlight cache) took 14.0 to 14.8 s of CPU, about 6 s of it TypeDoc's; a rebuild about
 * 8 s (bench/README.md). The budget keeps a fifth above the slower cold build, so a slower CI
 * machine does not fail a build that is as fast as it was.
 */
export const DEFAULT_BUILD_BUDGET_MS = 18_000;

/** The budget in milliseconds of CPU: EMONEY_DOCS_BUILD_BUDGET_MS when set (a positive integer), else DEFAULT_BUILD_BUDGET_MS. */
export function buildBudgetMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.EMONEY_DOCS_BUILD_BUDGET_MS;
  if (raw === undefined || raw === '') return DEFAULT_BUILD_BUDGET_MS;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) throw new Error(`EMONEY_DOCS_BUILD_BUDGET_MS must be a positive number of milliseconds, got "${raw}"`);
  return Number(raw);
}

export interface BuildTiming {
  /** Wall-clock time since the process started (reported, not judged). */
  elapsedMs: number;
  /** CPU time of the build: all threads of the process and of the child processes it waited for. */
  cpuMs: number;
  budgetMs: number;
}

/** The line the build prints, and whether its CPU time stayed within budget. */
export function judgeBuildTime({ elapsedMs, cpuMs, budgetMs }: BuildTiming): { ok: boolean; report: string } {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const report = `${s(cpuMs)} of CPU (${s(elapsedMs)} wall-clock; budget ${s(budgetMs)} of CPU)`;
  if (cpuMs <= budgetMs) return { ok: true, report };
  return { ok: false, report: `${report}: OVER BUDGET, the docs build must take at most ${s(budgetMs)} of CPU (EMONEY_DOCS_BUILD_BUDGET_MS)` };
}
