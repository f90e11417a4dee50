/**
 * A page of orders api A keeps in memory (features/money/order-answers.ts) is forgotten when
 * another process on the same PostgreSQL writes one of its orders or changes who reaches its
 * profile: the orders' and the access tables' triggers NOTIFY every process when the write commits.
 * A trusts what it keeps for ten minutes here, so only the notification can show the change within
 * the test. The other process is api B (the sandbox's decision on an order) and this test's own
 * services on the same database (a placement and a settlement, through the orders repository).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { grantProfile } from '../../src/features/customers/users.repository.js';
import { insertOrder, updateOrder } from '../../src/features/money/orders.repository.js';
import { TEST_DATABASE } from '../support/test-db.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.runIf(TEST_DATABASE === 'postgres')('order listings across processes', () => {
  it('a page api A keeps shows an order placed, settled and decided elsewhere, and a profile granted elsewhere', async () => {
    const database = await seededDatabase(cleanups);
    const { ctx, seed } = database;
    const env = { EMONEY_ROLE: 'api', EMONEY_AUTH_STATE_TTL_MS: '600000', EMONEY_RATE_LIMIT_AUTH_PER_IP: '0' };
    const [apiA, apiB] = await Promise.all([startServerProcess(database.url, env, cleanups), startServerProcess(database.url, env, cleanups)]);
    // A keeps pages only while it hears the others' writes.
    for (const api of [apiA, apiB]) {
      await until(() => api.logs.some((l) => l.msg === 'event listener connected' && l.channel === 'emoney_auth_state'), 15_000, 'the auth-state listener’s log line');
    }
    const a = `http://127.0.0.1:${apiA.port!}`;
    const b = `http://127.0.0.1:${apiB.port!}`;
    const tokenRes = await fetch(`${a}/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }) });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const appUser = (await ctx.db.selectFrom('apps').select('user_id').where('client_id', '=', seed.clientId).executeTakeFirstOrThrow()).user_id!;

    // A profile of the app's user, and one nobody reaches yet, each with an order.
    const now = new Date();
    const [mine, other] = [randomUUID(), randomUUID()];
    for (const id of [mine, other]) {
      await ctx.db.insertInto('profiles').values({ id, kind: 'corporate', name: `Listed ${id.slice(0, 4)}`, state: 'approved', created_at: now, updated_at: now }).execute();
    }
    await grantProfile(ctx.db, appUser, mine, ['read', 'write'], false);
    const order = (profile: string) => ({
      id: randomUUID(),
      kind: 'redeem' as const,
      profile_id: profile,
      address: `0x${randomUUID().replace(/-/g, '').padEnd(40, '0')}`,
      chain: 'sepolia' as const,
      currency: 'eur' as const,
      amount: '1.00',
      counterpart: { identifier: { standard: 'iban' as const, iban: 'DE89370400440532013000' }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
      state: 'placed' as const,
      placed_at: now,
      updated_at: now,
    });
    const first = order(mine);
    const elsewhere = order(other);
    await insertOrder(ctx.db, first);
    await insertOrder(ctx.db, elsewhere);

    const pages = [`/orders?profile=${mine}`, '/orders'];
    const listedOnA = async () =>
      Promise.all(
        pages.map(async (page) => {
          const res = await fetch(`${a}${page}`, { headers });
          expect(res.status).toBe(200);
          return ((await res.json()) as { orders: { id: string; state: string }[] }).orders.map((o) => `${o.id}:${o.state}`);
        }),
      );
    /** Waits until A lists `expected`, then past the settle window, so that A keeps what it lists. */
    const aLists = async (expected: string[][], what: string) => {
      await until(async () => JSON.stringify(await listedOnA()) === JSON.stringify(expected), 15_000, what);
      await sleep(1_100);
      expect(await listedOnA()).toEqual(expected);
      expect(await listedOnA()).toEqual(expected);
    };
    await aLists([[`${first.id}:placed`], [`${first.id}:placed`]], 'api A to list the first order');

    // Placed elsewhere (this process).
    const second = order(mine);
    second.placed_at = new Date(now.getTime() + 1_000);
    await insertOrder(ctx.db, second);
    await aLists(
      [
        [`${second.id}:placed`, `${first.id}:placed`],
        [`${second.id}:placed`, `${first.id}:placed`],
      ],
      'api A to list the order placed elsewhere',
    );

    // Settled elsewhere (what the settlement job writes).
    await updateOrder(ctx.db, first.id, { state: 'pending' }, new Date());
    await aLists(
      [
        [`${second.id}:placed`, `${first.id}:pending`],
        [`${second.id}:placed`, `${first.id}:pending`],
      ],
      'api A to list the order settled elsewhere',
    );

    // Decided through api B (the sandbox's tool).
    const decided = await fetch(`${b}/sandbox/orders/${second.id}`, { method: 'POST', headers, body: JSON.stringify({ state: 'rejected', reason: 'Counterpart bank unreachable' }) });
    expect(decided.status, await decided.clone().text()).toBe(200);
    await aLists(
      [
        [`${second.id}:rejected`, `${first.id}:pending`],
        [`${second.id}:rejected`, `${first.id}:pending`],
      ],
      'api A to list the order decided through api B',
    );

    // Who reaches a profile changes elsewhere: the other profile's order joins the listing of all.
    await grantProfile(ctx.db, appUser, other, ['read'], false);
    await until(async () => (await listedOnA())[1]!.includes(`${elsewhere.id}:placed`), 15_000, 'api A to list the order of the profile granted elsewhere');
  }, 120_000); // two processes start from source (tsx)
});
