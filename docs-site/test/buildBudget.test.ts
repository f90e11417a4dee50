import { describe, expect, it } from 'vitest';
import { buildBudgetMs, DEFAULT_BUILD_BUDGET_MS, judgeBuildTime } from '../scripts/buildBudget.js';

describe('docs build time budget', () => {
  it('is 18 s of CPU unless EMONEY_DOCS_BUILD_BUDGET_MS says otherwise', () => {
    expect(DEFAULT_BUILD_BUDGET_MS).toBe(18_000);
    expect(buildBudgetMs({})).toBe(18_000);
    expect(buildBudgetMs({ EMONEY_DOCS_BUILD_BUDGET_MS: '' })).toBe(18_000);
    expect(buildBudgetMs({ EMONEY_DOCS_BUILD_BUDGET_MS: '45000' })).toBe(45_000);
  });

  it('refuses a budget that is not a positive number of milliseconds', () => {
    for (const bad of ['0', '-1', '30s', '1e4', 'abc']) expect(() => buildBudgetMs({ EMONEY_DOCS_BUILD_BUDGET_MS: bad }), bad).toThrow(/positive number/);
  });

  const budget = { budgetMs: 30_000 };
  it('passes a build within its CPU budget, whatever its wall-clock time', () => {
    expect(judgeBuildTime({ ...budget, elapsedMs: 2_400, cpuMs: 3_100 })).toEqual({ ok: true, report: '3.1 s of CPU (2.4 s wall-clock; budget 30.0 s of CPU)' });
    expect(judgeBuildTime({ ...budget, elapsedMs: 90_000, cpuMs: 30_000 }).ok).toBe(true);
  });

  it('fails a build over its CPU budget, however busy the machine and however short its wall-clock time', () => {
    for (const elapsedMs of [8_000, 70_000]) {
      const over = judgeBuildTime({ ...budget, elapsedMs, cpuMs: 30_001 });
      expect(over.ok).toBe(false);
      expect(over.report).toMatch(/OVER BUDGET/);
    }
  });
});
