/**
 * Prints the duration reports the last test runs wrote (test-report/*.json, see duration-report.ts):
 * `tsx scripts/test-report.ts` prints every file of every report; `--top N` only the N longest
 * files of all of them together, as CI does at the end of its run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatReport, projectTotals, REPORT_DIR, reportTitle, type DurationReportFile } from './duration-report.js';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : undefined;
if (top !== undefined && !(Number.isInteger(top) && top > 0)) {
  process.stderr.write('usage: tsx scripts/test-report.ts [--top N] (N a whole number, 1 or more)\n');
  process.exit(2);
}

const dir = join(process.cwd(), REPORT_DIR);
const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
if (names.length === 0) {
  process.stderr.write(`no test report in ${REPORT_DIR}/: run make test (or make test-report) first\n`);
  process.exit(1);
}
const reports = names.map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as DurationReportFile);

if (top === undefined) {
  for (const report of reports) process.stdout.write(`${formatReport({ ...report, title: reportTitle(report) })}\n`);
} else {
  // Every report's files together: a file run in two passes (PGlite, PostgreSQL) is two rows, by project.
  const files = reports.flatMap((r) => r.files).sort((a, b) => b.ms - a.ms);
  const title = reports.map(reportTitle).join('\n');
  process.stdout.write(formatReport({ title, files, projects: projectTotals(files) }, top));
}
