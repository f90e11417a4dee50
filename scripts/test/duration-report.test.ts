import { describe, expect, it } from 'vitest';
import { formatReport, projectTotals, type FileDuration } from '../duration-report.js';

const files: FileDuration[] = [
  { project: 'server', file: 'server/test/a.test.ts', ms: 4000, tests: 3, skipped: 1, failed: 0 },
  { project: 'docs-site', file: 'docs-site/test/b.test.ts', ms: 9000, tests: 2, skipped: 0, failed: 1 },
  { project: 'server', file: 'server/test/c.test.ts', ms: 6000, tests: 5, skipped: 0, failed: 0 },
];

describe('the duration report', () => {
  it('adds up each project, longest first', () => {
    expect(projectTotals(files)).toEqual([
      { project: 'server', ms: 10000, files: 2, tests: 8, skipped: 1 },
      { project: 'docs-site', ms: 9000, files: 1, tests: 2, skipped: 0 },
    ]);
  });

  it('lists files in the order given, cut to the top N, naming failures and skips', () => {
    const sorted = [...files].sort((a, b) => b.ms - a.ms);
    const text = formatReport({ title: 'a run', files: sorted, projects: projectTotals(sorted) }, 2);
    const rows = text.split('\n').filter((line) => line.includes('.test.ts'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\s+9\.0 s\s+docs-site\/test\/b\.test\.ts\s+docs-site \(2 tests, 1 FAILED\)$/);
    expect(rows[1]).toMatch(/^\s+6\.0 s\s+server\/test\/c\.test\.ts\s+server \(5 tests\)$/);
    expect(text).toContain('the 2 longest files');
    expect(text).toMatch(/server\s+10\.0 s\s+2\s+8 \(1\)/);
  });
});
