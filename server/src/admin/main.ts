import { runAdmin } from './cli.js';

/** The `emoney` bin's entry (`server/bin/emoney.js` loads it from source or from dist/). */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const code = await runAdmin(argv, { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), env: process.env });
  // Exit once stdout is flushed (a pipe reader gets the whole JSON document).
  process.stdout.write('', () => process.exit(code));
}
