import { readFile } from 'node:fs/promises';

/**
 * CPU time (user + system, µs) a process on this machine has used, from /proc (10 ms ticks);
 * undefined once it is gone. For processes the benchmark cannot ask over IPC: PostgreSQL's
 * backends, Prism.
 */
export async function procCpuMicros(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
