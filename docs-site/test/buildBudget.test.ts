import { describe, expect, it } from 'vitest';
import { buildBudgetMs, DEFAULT_BUILD_BUDGET_MS, judgeBuildTime } from '../scripts/buildBudget.js';

describe('docs build time budget', () => {
  it('is 30 s unless EMONEY_DOCS_BUILD_BUDGET_MS says otherwise', () => {
    expect(DEFAULT_BUILD_BUDGET_MS).toBe(30_000);
    expect(buildBudgetMs({})).toBe(30_000);
    expect(buildBudgetMs({ EMONEY_DOCS_BUILD_BUDGET_MS: '' })).toBe(30_000);
    expect(buildBudgetMs({ EMONEY_DOCS_BUILD_BUDGET_MS: '45000' })).toBe(45_000);
  });

  it('refuses a budget that is not a positive number of milliseconds', () => {
    for (const bad of ['0', '-1', '30s', '1e4', 'abc']) expect(() => buildBudgetMs({ EMONEY_DOCS_BUILD_BUDGET_MS: bad }), bad).toThrow(/positive number/);
  });

  const idle = { budgetMs: 30_000, load: 0.5, cores: 2 };
  it('passes a build within budget', () => {
    expect(judgeBuildTime({ ...idle, elapsedMs: 2_400, cpuMs: 3_100 })).toEqual({ ok: true, report: '2.4 s (CPU 3.1 s; budget 30.0 s)' });
    expect(judgeBuildTime({ ...idle, elapsedMs: 30_000, cpuMs: 10 }).ok).toBe(true);
  });

  it('fails a build over budget on a machine that was not overloaded', () => {
    const over = judgeBuildTime({ ...idle, elapsedMs: 30_001, cpuMs: 12_000 });
    expect(over.ok).toBe(false);
    expect(over.report).toMatch(/OVER BUDGET/);
  });

  it('fails a build whose own CPU time is over budget, however busy the machine', () => {
    expect(judgeBuildTime({ ...idle, load: 12, elapsedMs: 70_000, cpuMs: 31_000 }).ok).toBe(false);
  });

  it('passes, saying why, a build slow only because the machine was overloaded', () => {
    const busy = judgeBuildTime({ ...idle, load: 12, elapsedMs: 40_000, cpuMs: 4_000 });
    expect(busy.ok).toBe(true);
    expect(busy.report).toMatch(/overloaded machine \(load 12\.0 on 2 cores\)/);
  });
});
