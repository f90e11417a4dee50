/**
 * Order listings reuse each order's answer for as long as its row is the same version (its xmin):
 * a change to an order shows on the next listing, a filter judges the row as it is now, and a
 * change that lands between the listing's two statements never mixes two snapshots in one page.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { toJson } from '../../src/db/json.js';
import { listOrderAnswers, OrderAnswerCache } from '../../src/features/money/order-answers.js';
import { insertOrder, updateOrder, type VersionedOrderRow } from '../../src/features/money/orders.repository.js';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';

let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
  userId = (await server.ctx.db.selectFrom('apps').select('user_id').where('client_id', '=', server.seed.clientId).executeTakeFirstOrThrow()).user_id!;
});
afterAll(() => server?.close());

const list = (query: string) => request(server.url).get(`/orders?${query}`).set('Authorization', `Bearer ${token}`);

async function profileWithOrders(count: number): Promise<{ profile: string; ids: string[] }> {
  const profile = randomUUID();
  const now = server.clock.now();
  await server.ctx.db.insertInto('profiles').values({ id: profile, kind: 'corporate', name: `Cached ${profile.slice(0, 4)}`, state: 'approved', created_at: now, updated_at: now }).execute();
  await server.ctx.db.insertInto('user_profiles').values({ user_id: userId, profile_id: profile, perms: toJson(['read', 'write']), is_default: false } as never).execute();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const placedAt = new Date(now.getTime() - (count - i) * 1000);
    // Through the repository, as every write to orders goes: a kept page of the listing is forgotten.
    await insertOrder(server.ctx.db, {
        id,
        kind: 'redeem',
        profile_id: profile,
        address: `0x${id.replace(/-/g, '').padEnd(40, '0')}`,
        chain: 'sepolia',
        currency: 'eur',
        amount: `${i + 1}.00`,
        counterpart: { identifier: { standard: 'iban', iban: 'DE89370400440532013000' }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
        state: 'pending',
        placed_at: placedAt,
        updated_at: placedAt,
      } as never);
    ids.push(id);
  }
  return { profile, ids: ids.reverse() };
}

const markProcessed = (id: string) => updateOrder(server.ctx.db, id, { state: 'processed', processedAt: server.clock.now(), txHashes: [`0x${'ab'.repeat(32)}`] }, server.clock.now());

describe('order listings, each answer written once per row version', () => {
  it('shows a change to an order on the next listing, and filters by the row as it is now', async () => {
    const { profile, ids } = await profileWithOrders(3);
    const before = await list(`profile=${profile}`);
    expect(before.status).toBe(200);
    expect(before.body.orders.map((o: { id: string; state: string }) => [o.id, o.state])).toEqual(ids.map((id) => [id, 'pending']));
    // Listed twice: the second answer comes from the written answers, byte for byte the same.
    expect((await list(`profile=${profile}`)).text).toBe(before.text);

    await markProcessed(ids[1]!);
    const after = await list(`profile=${profile}`);
    expect(after.body.orders.map((o: { state: string }) => o.state)).toEqual(['pending', 'processed', 'pending']);
    expect(after.body.orders[1].meta).toMatchObject({ processedAt: expect.any(String), txHashes: [`0x${'ab'.repeat(32)}`] });
    expect((await list(`profile=${profile}&state=pending`)).body.orders.map((o: { id: string }) => o.id)).toEqual([ids[0], ids[2]]);
    expect((await list(`profile=${profile}&state=processed`)).body.orders.map((o: { id: string }) => o.id)).toEqual([ids[1]]);
  });

  it('filters on every order state, placed included (the state an order is answered in)', async () => {
    const { profile, ids } = await profileWithOrders(2);
    await updateOrder(server.ctx.db, ids[0]!, { state: 'placed' }, server.clock.now());
    const placed = await list(`profile=${profile}&state=placed`);
    expect(placed.status).toBe(200);
    expect(placed.body.orders.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    const unknown = await list(`profile=${profile}&state=done`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'validation_error', status: 400 });
  });

  it('reads a page again in one statement when an order changes between its version and its full read', async () => {
    const { profile, ids } = await profileWithOrders(3);
    const reader = { userId, partnerId: server.seed.partnerId, authMethod: 'jwt' as const };
    // A database that processes the middle order just before the listing's second statement runs.
    let interfered = false;
    const db = new Proxy(server.ctx.db, {
      get(target, prop) {
        if (prop === 'executeQuery') {
          return async (query: { sql: string }) => {
            if (!interfered && query.sql.includes('= any(')) {
              interfered = true;
              await markProcessed(ids[1]!);
            }
            return target.executeQuery(query as never);
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    const page = await listOrderAnswers(db, { reader, profileId: profile, state: 'pending' }, { take: 10 });
    expect(interfered).toBe(true);
    // The page is the listing as it is after the change: the processed order is not "pending" any more.
    expect(page?.map((o) => [o.id, JSON.parse(o.json).state])).toEqual([
      [ids[0], 'pending'],
      [ids[2], 'pending'],
    ]);
  });
});

describe('OrderAnswerCache', () => {
  const row = (id: string, version: string, amount = '1.00'): VersionedOrderRow => ({
    id,
    version,
    kind: 'redeem',
    profile_id: randomUUID(),
    address: `0x${'1'.repeat(40)}`,
    chain: 'sepolia',
    currency: 'eur',
    amount,
    counterpart: { identifier: { standard: 'iban', iban: 'DE89370400440532013000' } } as never,
    memo: null,
    reference_number: null,
    state: 'placed',
    placed_at: new Date('2026-11-28T10:00:00Z'),
    processed_at: null,
    rejected_reason: null,
    supporting_document_id: null,
    tx_hashes: [],
  });

  it('answers only the version it wrote, for at most its lifetime, and holds at most max orders', () => {
    const cache = new OrderAnswerCache(2, 1000);
    const json = cache.put(row('a', '10', '5.00'), 0);
    expect(JSON.parse(json)).toMatchObject({ id: 'a', amount: '5.00', state: 'placed' });
    expect(cache.get('a', '10', 1000)).toBe(json);
    expect(cache.get('a', '11', 1000)).toBeUndefined();
    expect(cache.get('a', '10', 1001)).toBeUndefined();
    cache.put(row('b', '1'), 0);
    cache.put(row('c', '1'), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', '10', 0)).toBeUndefined();
    expect(cache.get('c', '1', 0)).toBeDefined();
  });
});
