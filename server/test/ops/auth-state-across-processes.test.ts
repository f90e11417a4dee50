/**
 * A revocation through one api process reaches the others at once, not after their cache's
 * trust bound: the revoking transaction NOTIFYs every process on commit. The bound is set to ten
 * minutes here, so only the notification can make api A refuse the token within the test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { TEST_DATABASE } from '../support/test-db.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Two api processes on one seeded database, each trusting its cache for ten minutes: only a notification makes it forget. */
async function twoApiProcesses() {
  const database = await seededDatabase(cleanups);
  const env = { EMONEY_ROLE: 'api', EMONEY_AUTH_STATE_TTL_MS: '600000', EMONEY_RATE_LIMIT_AUTH_PER_IP: '0' };
  const [apiA, apiB] = await Promise.all([startServerProcess(database.url, env, cleanups), startServerProcess(database.url, env, cleanups)]);
  return { seed: database.seed, apiA, apiB, a: `http://127.0.0.1:${apiA.port!}`, b: `http://127.0.0.1:${apiB.port!}` };
}

describe.runIf(TEST_DATABASE === 'postgres')('authentication state across processes', () => {
  it('a token revoked through api B is refused by api A, which had it cached, without waiting for the cache bound', async () => {
    const { seed, apiA, apiB, a, b } = await twoApiProcesses();
    const credentials = { client_id: seed.clientId, client_secret: seed.clientSecret };
    const tokenRes = await fetch(`${b}/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', ...credentials }) });
    expect(tokenRes.status).toBe(200);
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const contextOnA = () => fetch(`${a}/auth/context`, { headers: { Authorization: `Bearer ${token}` } });

    // A reads the token's state once, then answers from its cache.
    expect((await contextOnA()).status).toBe(200);
    expect((await contextOnA()).status).toBe(200);

    const revoked = await fetch(`${b}/auth/revoke`, { method: 'POST', body: new URLSearchParams({ token, client_id: seed.clientId }) });
    expect(revoked.status, await revoked.clone().text()).toBe(200);
    await until(async () => (await contextOnA()).status === 401, 15_000, 'api A to refuse the revoked token');
    const refused = await contextOnA();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBeTruthy();
    // Both processes listened for authentication-state changes.
    // (Log lines reach stdout in batches, within LOG_FLUSH_MS: waited for, not read at once.)
    for (const api of [apiA, apiB]) {
      await until(() => api.logs.some((l) => l.msg === 'event listener connected' && l.channel === 'emoney_auth_state'), 5_000, 'the auth-state listener’s log line');
    }
  }, 120_000); // two processes start from source (tsx)

  it('a profile created through api B shows in the context api A had cached, without waiting for the cache bound', async () => {
    const { seed, apiA, apiB, a, b } = await twoApiProcesses();
    // A keeps contexts only while it hears the others' writes.
    for (const api of [apiA, apiB]) {
      await until(() => api.logs.some((l) => l.msg === 'event listener connected' && l.channel === 'emoney_auth_state'), 15_000, 'the auth-state listener’s log line');
    }
    const tokenRes = await fetch(`${b}/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }) });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const profilesOnA = async () => ((await (await fetch(`${a}/auth/context`, { headers })).json()) as { profiles: { id: string }[] }).profiles.map((p) => p.id);
    const before = await profilesOnA();
    expect(await profilesOnA()).toEqual(before);

    const created = await fetch(`${b}/profiles`, { method: 'POST', headers, body: JSON.stringify({ kind: 'corporate' }) });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await until(async () => (await profilesOnA()).includes(id), 15_000, 'api A to list the new profile');
    expect(await profilesOnA()).toEqual([...before, id]);
  }, 120_000);
});
