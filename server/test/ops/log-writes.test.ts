/**
 * The JSON log on standard output is written in batches (logger.ts), yet no line waits long: a
 * line logged by an idle process shows within LOG_FLUSH_MS (without it, a line would wait for 4 KB more), and a process that dies of an
 * uncaught exception still writes the lines it logged just before.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const logger = join(import.meta.dirname, '../../src/logger.ts');

/** Runs `script` (with `createLogger` in scope) in a child process, collecting its stdout lines. */
function runLogging(script: string, until: (lines: string[]) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { createLogger } from ${JSON.stringify(logger)};\n${script}`], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: { line: string }[] = [];
  let rest = '';
  return new Promise<{ lines: typeof lines; code: number | null; stillRunning: boolean }>((resolve, reject) => {
    const done = (stillRunning: boolean) => resolve({ lines, code: child.exitCode, stillRunning });
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) lines.push({ line });
      if (until(lines.map((l) => l.line))) {
        done(child.exitCode === null);
        child.kill();
      }
    });
    child.once('error', reject);
    child.once('close', () => done(false));
  });
}

describe('log writes', () => {
  it('a line logged by an idle process shows within the flush interval, while it runs', async () => {
    // The second line is logged once the first has had time to be written; the process then idles.
    const script = `const log = createLogger('info'); log.info('ready'); setTimeout(() => log.info('idle line'), 500); setInterval(() => {}, 1000);`;
    const run = await runLogging(script, (lines) => lines.some((l) => l.includes('idle line')));
    expect(run.stillRunning).toBe(true);
    // Arrived while the process idles: only the periodic flush can have written it.
    expect(run.lines.map((l) => JSON.parse(l.line).msg)).toEqual(['ready', 'idle line']);
  }, 30_000);

  it('lines logged just before an uncaught exception are written', async () => {
    const script = `const log = createLogger('info'); setTimeout(() => { for (let i = 0; i < 3; i++) log.info({ i }, 'last words'); throw new Error('boom'); }, 200);`;
    const run = await runLogging(script, () => false);
    expect(run.code).not.toBe(0);
    expect(run.lines.map((l) => JSON.parse(l.line).i)).toEqual([0, 1, 2]);
  }, 30_000);

});
