/**
 * A vitest reporter that writes where a run's time went: every test file's duration with its
 * project and test count, longest first, and each project's total, as test-report/<name>.json and
 * a readable test-report/<name>.txt (`make test-report` prints them; CI prints the top 15).
 * Files run side by side, so the durations add up to more than the run's wall time, which the
 * report gives too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** One test file's row. */
export interface FileDuration {
  project: string;
  file: string;
  /** Import, set-up and every test and hook of the file, in ms. */
  ms: number;
  tests: number;
  skipped: number;
  failed: number;
}

/** One project's row: its files added up. */
export interface ProjectDuration {
  project: string;
  ms: number;
  files: number;
  tests: number;
  skipped: number;
}

/** What test-report/<name>.json holds. */
export interface DurationReportFile {
  name: string;
  startedAt: string;
  wallMs: number;
  workers: number;
  files: FileDuration[];
  projects: ProjectDuration[];
}

/** The wall time of a test file: from its environment's set-up to its last hook. */
function fileMs(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

function fileRow(module: TestModule, root: string): FileDuration {
  const tests = [...module.children.allTests()];
  return {
    project: module.project.name,
    file: relative(root, module.moduleId),
    ms: Math.round(fileMs(module)),
    tests: tests.length,
    skipped: tests.filter((t) => t.result().state === 'skipped').length,
    failed: tests.filter((t) => t.result().state === 'failed').length,
  };
}

/** Each project's files added up, longest first. */
export function projectTotals(files: FileDuration[]): ProjectDuration[] {
  const totals = new Map<string, ProjectDuration>();
  for (const f of files) {
    const total = totals.get(f.project) ?? { project: f.project, ms: 0, files: 0, tests: 0, skipped: 0 };
    total.ms += f.ms;
    total.files += 1;
    total.tests += f.tests;
    total.skipped += f.skipped;
    totals.set(f.project, total);
  }
  return [...totals.values()].sort((a, b) => b.ms - a.ms);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The report as text: the projects, then every file, longest first (`top` rows of files when given). */
export function formatReport(report: Pick<DurationReportFile, 'files' | 'projects'> & { title: string }, top?: number): string {
  const files = top === undefined ? report.files : report.files.slice(0, top);
  const width = Math.max(...report.files.map((f) => f.file.length), 20);
  const lines = [report.title, '', 'project                 time   files  tests (skipped)'];
  for (const p of report.projects) lines.push(`${p.project.padEnd(20)} ${seconds(p.ms).padStart(8)} ${String(p.files).padStart(7)} ${String(p.tests).padStart(6)} (${p.skipped})`);
  lines.push('', `${top === undefined ? 'every file' : `the ${files.length} longest files`}, longest first:`);
  for (const f of files) lines.push(`${seconds(f.ms).padStart(8)}  ${f.file.padEnd(width)}  ${f.project} (${f.tests} tests${f.skipped ? `, ${f.skipped} skipped` : ''}${f.failed ? `, ${f.failed} FAILED` : ''})`);
  return `${lines.join('\n')}\n`;
}

/** The report's title line: its name, wall time, workers and totals. */
export function reportTitle(report: DurationReportFile): string {
  const tests = report.files.reduce((n, f) => n + f.tests, 0);
  return `test report "${report.name}" (${report.startedAt}): ${report.files.length} files, ${tests} tests, ${seconds(report.wallMs)} wall time on ${report.workers} workers`;
}

export const REPORT_DIR = 'test-report';

/** The reporter: `name` names the report's files (by default TEST_REPORT_NAME, else "test"). */
export default class DurationReport implements Reporter {
  private vitest!: Vitest;
  private started = 0;
  private startedAt = '';
  private readonly name: string;

  constructor({ name = process.env.TEST_REPORT_NAME || 'test' }: { name?: string } = {}) {
    this.name = name;
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.started = performance.now();
    this.startedAt = new Date().toISOString();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const root = this.vitest.config.root;
    const files = modules.map((m) => fileRow(m, root)).sort((a, b) => b.ms - a.ms);
    const report: DurationReportFile = {
      name: this.name,
      startedAt: this.startedAt,
      wallMs: Math.round(performance.now() - this.started),
      workers: this.vitest.config.maxWorkers,
      files,
      projects: projectTotals(files),
    };
    const dir = join(root, REPORT_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(dir, `${this.name}.txt`), formatReport({ ...report, title: reportTitle(report) }));
    process.stdout.write(`\nDurations of every file and project: ${REPORT_DIR}/${this.name}.txt (make test-report prints them)\n`);
  }
}
