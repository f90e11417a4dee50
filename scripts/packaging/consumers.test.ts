/**
 * The published packages as their users get them: `npm pack` the publishable workspaces, install
 * the tarballs into a project in the temp folder (outside the workspace, so nothing private can
 * be found), compile the consumer projects in ./consumers with strict `tsc` and no `skipLibCheck`
 * (Node ESM and CommonJS under `NodeNext`, a React app under `Bundler`), then run the Node ones
 * against a real sandbox server on loopback. Needs the packages built (`make test` builds them);
 * the packing and the install are the project's global setup (./global-setup.ts), shared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '@emoney/test-support/test-app';
import { run, tsc as tscIn } from './packed-project.js';

// Packed and installed once for the packaging project, consumers included (./global-setup.ts).
const { project, packed } = inject('packedProject');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Strict `tsc` of one consumer project with the TypeScript installed in the consumer project. */
const tsc = (consumer: string, config = 'tsconfig.json') => tscIn(project, join(consumer, config));

/** Runs a compiled Node consumer against the sandbox; answers what it printed. */
async function runAgainstSandbox(consumer: string): Promise<Record<string, unknown>> {
  const env = { EMONEY_URL: server.url, EMONEY_CLIENT_ID: server.seed.clientId, EMONEY_CLIENT_SECRET: server.seed.clientSecret! };
  // A consumer that does not exit by itself (a timer left running) fails here.
  const result = await run(process.execPath, [join(project, consumer, 'dist/index.js')], project, env, 30_000);
  expect(result.code, result.output).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

/** `GET /tokens` as the seeded app, without the SDK: what the consumers must have got. */
async function listTokens(): Promise<{ symbol: string }[]> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret! });
  const { access_token } = (await (await fetch(`${server.url}/auth/token`, { method: 'POST', body: form })).json()) as { access_token: string };
  const answer = await fetch(`${server.url}/tokens`, { headers: { Accept: 'application/vnd.emoney.api-v2+json', Authorization: `Bearer ${access_token}` } });
  return (await answer.json()) as { symbol: string }[];
}

describe('the packed packages in a project outside the workspace', () => {
  it('packs every publishable package, and none refers to a private one', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(['@emoney/react-provider', '@emoney/sdk']);
    for (const name of ['sdk', 'react-provider']) {
      const dist = join(project, 'node_modules/@emoney', name, 'dist');
      for (const file of readdirSync(dist)) {
        if (file.endsWith('.map')) continue;
        expect(readFileSync(join(dist, file), 'utf8'), `@emoney/${name}/dist/${file}`).not.toContain('@emoney/api-types');
      }
      // Nor does its manifest: no development-only dependency on a workspace package (@emoney/server…).
      const manifest = JSON.parse(readFileSync(join(project, 'node_modules/@emoney', name, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest.devDependencies, `@emoney/${name}`).toBeUndefined();
      expect(JSON.stringify(manifest), `@emoney/${name}`).not.toMatch(/"@emoney\/(server|test-support|api-types)"/);
    }
  });

  it('ships the licence its package.json names with every package', () => {
    for (const name of ['sdk', 'react-provider']) {
      const installed = join(project, 'node_modules/@emoney', name);
      const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { license: string };
      expect(manifest.license).toBe('Apache-2.0');
      expect(readFileSync(join(installed, 'LICENSE'), 'utf8'), `@emoney/${name}/LICENSE`).toMatch(/Apache License\s+Version 2\.0/);
    }
  });

  for (const format of ['esm', 'cjs'] as const) {
    it(`Node ${format === 'esm' ? 'ESM' : 'CommonJS'}: compiles with strict tsc under NodeNext and runs against a sandbox`, async () => {
      const compiled = await tsc(format);
      expect(compiled.code, compiled.output).toBe(0);
      const got = await runAgainstSandbox(format);
      const listed = await listTokens();
      expect(got).toEqual({
        format,
        defaultProfile: server.seed.profileId,
        tokens: listed.map((t) => t.symbol),
        cached: listed.length,
        sepolia: 11155111,
        unused: 2,
      });
    });
  }

  it('a React app (Bundler): compiles with strict tsc, with and without skipLibCheck, and bundles for the browser', async () => {
    const strict = await tsc('bundler');
    expect(strict.code, strict.output).toBe(0);
    // Vite's template skips library checks: the contract's types must still be there, not `any`.
    const skipping = await tsc('bundler', 'tsconfig.vite.json');
    expect(skipping.code, skipping.output).toBe(0);
    const bundle = await build({
      entryPoints: [join(project, 'bundler/main.tsx')],
      absWorkingDir: join(project, 'bundler'),
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      jsx: 'automatic',
      logLevel: 'silent',
    });
    const text = bundle.outputFiles[0]!.text;
    expect(text).toContain('Unknown chain:'); // the SDK's code is in
    expect(text).toContain('<EmoneyProvider>'); // and the provider's (its hook-outside-provider error)
  });
});
