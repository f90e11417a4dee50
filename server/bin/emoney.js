#!/usr/bin/env node
// The `emoney` command (`emoney admin …`, the operations CLI). In a development checkout (tsx
// installed, the sources present) it runs the TypeScript sources, so it never lags behind them;
// otherwise (a deployment built with `make build`, dev dependencies omitted) it runs dist/.
// EMONEY_CLI_FROM_DIST=true forces dist/.
import { existsSync } from 'node:fs';

const source = new URL('../src/admin/main.ts', import.meta.url);
const built = new URL('../dist/admin/main.js', import.meta.url);

async function tsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return undefined;
  }
}

const fromSource = process.env.EMONEY_CLI_FROM_DIST !== 'true' && existsSync(source) ? await tsx() : undefined;
if (fromSource) {
  fromSource.register();
  await (await import(source.href)).main();
} else if (existsSync(built)) {
  await (await import(built.href)).main();
} else {
  process.stderr.write('emoney: server/dist is not built (run `make build`), and tsx is not installed to run the sources\n');
  process.exit(1);
}
