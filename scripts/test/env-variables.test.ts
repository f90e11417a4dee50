import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, isDeclaredEnvVariable } from '@emoney/server/env-variables';
import { loadConfig } from '@emoney/server/testing';
import { CONFIGURATION_PAGE, ENVIRONMENTS_PAGE, withEnvTable } from '../env-table.js';

// The server's environment variables: declared once (server/src/env-variables.ts), with the
// Environments page's table generated from that list.
const serverSrc = fileURLToPath(new URL('../../server/src', import.meta.url));
const NAME = /['"`](EMONEY_[A-Z0-9_]*[A-Z0-9]|PORT|HOST|DATABASE_URL|LOG_LEVEL|LOG_FORMAT)['"`]|process\.env\.([A-Z_][A-Z0-9_]*)/g;

/** The variable names the server's sources quote (reads, and messages naming them) or read from process.env. */
function namesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !path.endsWith('env-variables.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(NAME)) found.set(m[1] ?? m[2]!, path.slice(serverSrc.length + 1));
      }
    }
  };
  walk(serverSrc);
  return found;
}

describe('the environment variables', () => {
  it('declares every variable the server reads', () => {
    const undeclared = [...namesInSources()].filter(([name]) => !isDeclaredEnvVariable(name)).map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it('declares only variables the server reads, each once', () => {
    const read = new Set(namesInSources().keys());
    const names = ENV_VARIABLES.map((v) => v.name);
    expect(names.filter((name) => !name.includes('<') && !read.has(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses to read a variable that is not declared', () => {
    expect(() => loadConfig({ EMONEY_MODE: 'sandbox', EMONEY_RPC_URL_SEPOLIA: 'http://127.0.0.1:8545' })).not.toThrow();
    expect(isDeclaredEnvVariable('EMONEY_RPC_URL_SEPOLIA')).toBe(true);
    expect(isDeclaredEnvVariable('EMONEY_NOT_A_SETTING')).toBe(false);
  });

  it('lists every declared variable on the Environments page (make docs-env)', () => {
    const page = readFileSync(ENVIRONMENTS_PAGE.path, 'utf8');
    for (const name of ['EMONEY_SECRET_HASH_KEYS', 'EMONEY_SANDBOX_OPEN_MAILBOX', 'EMONEY_SIWE_SIGNIN_URLS', 'EMONEY_SANDBOX_ORDER_DELAY_MS', 'EMONEY_LOCAL_CHAIN_PORT']) expect(page).toContain(`\`${name}\``);
    expect(withEnvTable(page, ENVIRONMENTS_PAGE) === page, 'the table differs from server/src/env-variables.ts: run `make docs-env`').toBe(true);
  });

  it('lists every declared variable on the configuration page, docs/configuration.md (make docs-env)', () => {
    const page = readFileSync(CONFIGURATION_PAGE.path, 'utf8');
    for (const { name } of ENV_VARIABLES) expect(page).toContain(`| \`${name}\` |`);
    expect(withEnvTable(page, CONFIGURATION_PAGE) === page, 'the table differs from server/src/env-variables.ts: run `make docs-env`').toBe(true);
  });
});
