import { Writable } from 'node:stream';

/** A log destination that keeps each line written to it, for a test to read back (as text, or parsed). */
export function logSink(): { sink: Writable; lines: string[]; json: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
      done();
    },
  });
  return { sink, lines, json: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
