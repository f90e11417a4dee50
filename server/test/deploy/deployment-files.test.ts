import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { requireProductionSecrets } from '../../src/features/secrets/secrets.config.js';

// The deployment guide's files (deploy/: the systemd units and the example environment file) may
// name only settings the server reads, and the example must be enough to start production once
// its blanks are filled: the guide cannot drift from the code.
const repo = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/** `NAME=value` lines of the example, commented-out ones (`# NAME=value`: optional settings) included. */
function exampleSettings(): { name: string; value: string; commented: boolean }[] {
  return read('deploy/emoney.env.example')
    .split('\n')
    .flatMap((line) => {
      const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      if (!match) return [];
      const raw = match[3]!.trim();
      return [{ name: match[2]!, value: /^".*"$/.test(raw) ? raw.slice(1, -1) : raw, commented: match[1] !== undefined }];
    });
}

/** `Environment=NAME=value` settings of each unit file. */
function unitSettings(): { unit: string; name: string; value: string }[] {
  return readdirSync(join(repo, 'deploy/systemd')).flatMap((unit) =>
    read(`deploy/systemd/${unit}`)
      .split('\n')
      .flatMap((line) => {
        const match = /^Environment=([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
        return match ? [{ unit, name: match[1]!, value: match[2]! }] : [];
      }),
  );
}

/** The names `loadConfig` asks its environment for, given `env` (recorded as it reads them). */
function namesRead(env: Record<string, string>): Set<string> {
  const asked = new Set<string>();
  // No own keys: pattern settings (EnvReader.matching) are checked apart, by what they change.
  const recorder = new Proxy(env, {
    get: (target, name) => {
      if (typeof name === 'string') asked.add(name);
      return target[name as string];
    },
    ownKeys: () => [],
  });
  try {
    loadConfig(recorder);
  } catch {
    // A value the example leaves blank may stop the load part way; the names read before count.
  }
  return asked;
}

/** Names the server reads from `process.env` outside the config (the log format). */
function namesReadFromProcessEnv(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]!);
    }
  };
  walk(join(repo, 'server/src'));
  return names;
}

/** The secrets the example leaves blank (generated per deployment), filled with fresh test keys. */
const key = () => randomBytes(32).toString('base64');
const BLANK_SECRETS: Record<string, () => string> = {
  EMONEY_TOKEN_SIGNING_KEYS: () => `k1:${key()}`,
  EMONEY_DATA_KEYS: () => `d1:${key()}`,
  EMONEY_SECRET_HASH_KEYS: () => `h1:${key()}`,
};

function filledExample(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { name, value, commented } of exampleSettings()) if (!commented) env[name] = value === '' && BLANK_SECRETS[name] ? BLANK_SECRETS[name]() : value;
  return env;
}

describe('deploy/: systemd units and the example environment file', () => {
  it('name only settings the server reads', () => {
    const filled = filledExample(); // once: its keys are random
    const all: Record<string, string> = { ...filled };
    for (const { name, value } of [...exampleSettings(), ...unitSettings()]) all[name] ??= value;
    const read = new Set([...namesRead(all), ...namesReadFromProcessEnv()]);
    const baseline = JSON.stringify(loadConfig(filled));
    const unread = Object.keys(all).filter((name) => {
      if (read.has(name)) return false;
      // A setting found by pattern (EMONEY_RPC_URL_<CHAIN>) counts if it changes the configuration.
      return JSON.stringify(loadConfig({ ...filled, [name]: all[name]! })) === baseline;
    });
    expect(Object.keys(all)).toContain('EMONEY_RPC_URL_ETHEREUM');
    expect(unread).toEqual([]);
    // The role settings live in the units, and only there: systemd lets the shared file override a unit's `Environment=`.
    const shared = new Set(exampleSettings().filter((s) => !s.commented).map((s) => s.name));
    expect(unitSettings().filter((s) => shared.has(s.name))).toEqual([]);
    expect(unitSettings().map((s) => `${s.unit} ${s.name}=${s.value}`).sort()).toEqual([
      'emoney-api.service EMONEY_OPS_PORT=9465',
      'emoney-api.service EMONEY_ROLE=api',
      'emoney-worker.service EMONEY_OPS_PORT=9464',
      'emoney-worker.service EMONEY_ROLE=worker',
    ]);
  });

  it('the example, its blank keys filled, starts production with a relay on PostgreSQL behind https', () => {
    const blanks = exampleSettings().filter((s) => !s.commented && s.value === '').map((s) => s.name);
    expect(blanks.sort()).toEqual(Object.keys(BLANK_SECRETS).sort());
    const config = loadConfig(filledExample());
    expect(() => requireProductionSecrets(config.mode, config.secrets)).not.toThrow();
    expect(config.mode).toBe('production');
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(config.mail.smtp).toBeDefined();
    expect(config.clientSecrets).toBeDefined();
    // Each unit's role is one the server knows, and each runs the server package's entry point.
    for (const { name, value } of unitSettings()) expect(() => loadConfig({ ...filledExample(), [name]: value })).not.toThrow();
    const main = (JSON.parse(read('server/package.json')) as { main: string }).main.replace(/^\.\//, '');
    for (const unit of readdirSync(join(repo, 'deploy/systemd'))) expect(read(`deploy/systemd/${unit}`)).toMatch(new RegExp(`^ExecStart=/usr/bin/node (?:--\\S+ )*/opt/emoney/server/${main.replace('.', '\\.')}$`, 'm'));
  });

  it('a blank key stops production from starting (the example is safe to copy unfilled)', () => {
    const env = { ...filledExample(), EMONEY_TOKEN_SIGNING_KEYS: '' };
    const config = loadConfig(env);
    expect(() => requireProductionSecrets(config.mode, config.secrets)).toThrow(/EMONEY_TOKEN_SIGNING_KEYS/);
  });
});

describe('the Node flags the server runs with', () => {
  // Flags V8 reads only at start-up (the young generation's size): every launcher passes them, and
  // the benchmarks run the server with the same ones, so what they measure is what runs.
  const makeFlags = /^SERVER_NODE_FLAGS := (.+)$/m.exec(read('Makefile'))?.[1]?.trim();

  it('are the same in make start, npm start, the systemd units and the benchmarks', () => {
    expect(makeFlags).toMatch(/^--/);
    expect(read('Makefile')).toMatch(/\bnode \$\(SERVER_NODE_FLAGS\) server\/dist\/main\.js/);
    const npmStart = (JSON.parse(read('server/package.json')) as { scripts: Record<string, string> }).scripts.start;
    expect(npmStart).toBe(`node ${makeFlags} dist/main.js`);
    const units = readdirSync(join(repo, 'deploy/systemd'));
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      const execStart = read(`deploy/systemd/${unit}`).split('\n').filter((line) => line.startsWith('ExecStart='));
      expect(execStart, unit).toEqual([`ExecStart=/usr/bin/node ${makeFlags} /opt/emoney/server/dist/main.js`]);
    }
    const benchFlags = /export const SERVER_NODE_FLAGS = \[(.*)\];/.exec(read('bench/http/child.ts'))?.[1];
    expect(benchFlags?.split(',').map((flag) => flag.trim().replace(/^'|'$/g, '')).join(' ')).toBe(makeFlags);
  });

  it('are flags this Node accepts (an unknown V8 flag stops node at start-up)', () => {
    const run = spawnSync(process.execPath, [...makeFlags!.split(' '), '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
