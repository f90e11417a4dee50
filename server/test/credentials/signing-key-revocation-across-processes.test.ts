/**
 * `emoney admin signing-keys revoke <kid>` cuts a leaked key off everywhere at once: two api
 * processes on one PostgreSQL database, both holding a token of the key as verified, refuse it
 * within a second of the command's end, while the key reread interval is ten minutes (only the
 * notification can do it); tokens of the key made in its place work on both.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { runCli } from '../admin/run-cli.js';
import { TEST_DATABASE } from '../support/test-db.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

describe.runIf(TEST_DATABASE === 'postgres')('signing key revocation', () => {
  it('a revoked key’s token is refused by every process within a second; the new key’s tokens work', async () => {
    const database = await seededDatabase(cleanups);
    const { seed } = database;
    const env = { EMONEY_ROLE: 'api', EMONEY_SIGNING_KEYS_RELOAD_MS: '600000', EMONEY_AUTH_STATE_TTL_MS: '600000', EMONEY_RATE_LIMIT_AUTH_PER_IP: '0' };
    const [apiA, apiB] = await Promise.all([startServerProcess(database.url, env, cleanups), startServerProcess(database.url, env, cleanups)]);
    const bases = [`http://127.0.0.1:${apiA.port!}`, `http://127.0.0.1:${apiB.port!}`];
    const tokenFrom = async (base: string) => {
      const res = await fetch(`${base}/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const statusOn = async (base: string, token: string) => (await fetch(`${base}/auth/context`, { headers: { Authorization: `Bearer ${token}` } })).status;
    const leaked = await tokenFrom(bases[0]!);
    // Both processes verified it and hold it in memory.
    for (const base of bases) for (let i = 0; i < 2; i += 1) expect(await statusOn(base, leaked)).toBe(200);

    const kid = kidOf(leaked);
    const run = await runCli(database.url, ['admin', 'signing-keys', 'revoke', kid, '--json']);
    const revokedAt = Date.now();
    expect(run.code, run.stderr).toBe(0);
    const answer = run.json();
    expect(answer).toMatchObject({ revoked: kid, newKid: expect.any(String) });
    for (const base of bases) await until(async () => (await statusOn(base, leaked)) === 401, 1_000, `${base} to refuse the revoked key’s token`);
    expect(Date.now() - revokedAt).toBeLessThan(2_500);

    // The key made in its place signs, and every process verifies it.
    const fresh = await tokenFrom(bases[1]!);
    expect(kidOf(fresh)).toBe(answer.newKid);
    for (const base of bases) await until(async () => (await statusOn(base, fresh)) === 200, 5_000, `${base} to accept the new key’s token`);
  }, 180_000);

  it('refuses a kid that names no key', async () => {
    const database = await seededDatabase(cleanups);
    const run = await runCli(database.url, ['admin', 'signing-keys', 'revoke', 'no-such-kid']);
    expect(run.code).not.toBe(0);
    expect(run.stderr + run.stdout).toContain('No signing key no-such-kid');
  }, 60_000);
});
