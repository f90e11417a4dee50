import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json.js';
import { insertOrder } from '../../src/features/money/orders.repository.js';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';

// Lists paged in SQL (keyset on each listing's order, LIMIT limit + 1): the same pages, in the
// same order, with the same cursor rules as the in-memory slicing they replaced.
let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
  userId = (await server.ctx.db.selectFrom('apps').select('user_id').where('client_id', '=', server.seed.clientId).executeTakeFirstOrThrow()).user_id!;
});
afterAll(() => server?.close());

const get = (path: string) => request(server.url).get(path).set('Authorization', `Bearer ${token}`);
const cursorOf = (id: string) => Buffer.from(`v1:${id}`).toString('base64url');

async function newProfile(): Promise<string> {
  const id = randomUUID();
  const now = server.clock.now();
  await server.ctx.db.insertInto('profiles').values({ id, kind: 'corporate', name: `Paged ${id.slice(0, 4)}`, state: 'approved', created_at: now, updated_at: now }).execute();
  await server.ctx.db.insertInto('user_profiles').values({ user_id: userId, profile_id: id, perms: toJson(['read', 'write']), is_default: false } as never).execute();
  return id;
}

async function walk(path: string, key: string, limit: number, from?: string): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined = from;
  do {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body[key] as { id?: string; address?: string; iban?: string }[];
    sizes.push(items.length);
    ids.push(...items.map((i) => (key === 'ibans' ? i.iban : key === 'addresses' ? i.address : i.id)!));
    cursor = res.body.nextCursor;
  } while (cursor);
  return { ids, sizes };
}

function orderRow(profileId: string, placedAt: Date, state: 'pending' | 'processed' = 'processed') {
  return {
    id: randomUUID(),
    kind: 'issue' as const,
    profile_id: profileId,
    address: `0x${randomUUID().replace(/-/g, '').padEnd(40, '0')}`,
    chain: 'sepolia' as const,
    currency: 'eur' as const,
    amount: '1.00',
    counterpart: { identifier: { standard: 'iban' as const, iban: 'DE89370400440532013000' }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
    state,
    placed_at: placedAt,
    processed_at: state === 'processed' ? placedAt : null,
    updated_at: placedAt,
  };
}

describe('orders, paged in SQL', () => {
  it('walks 130 orders newest first (ties by placement order), each once, and a new order does not shift later pages', async () => {
    const profile = await newProfile();
    const base = server.clock.now().getTime() - 3_600_000;
    // Pairs share placed_at: the order must still be total (seq breaks ties, newest first).
    const rows = Array.from({ length: 130 }, (_, i) => orderRow(profile, new Date(base + Math.floor(i / 2) * 1000)));
    for (const row of rows) await insertOrder(server.ctx.db, row as never);
    const expected = rows.map((r, i) => ({ id: r.id, at: r.placed_at.getTime(), i })).sort((a, b) => b.at - a.at || b.i - a.i).map((r) => r.id);

    const first = await get(`/orders?profile=${profile}&limit=50`);
    expect(first.body.orders.map((o: { id: string }) => o.id)).toEqual(expected.slice(0, 50));
    // Placed after the first page was read: it sorts first, so it never appears on a later page.
    const newer = orderRow(profile, new Date(base + 7_200_000));
    await insertOrder(server.ctx.db, newer as never);
    const rest = await walk(`/orders?profile=${profile}`, 'orders', 50, first.body.nextCursor);
    expect(rest.sizes).toEqual([50, 30]);
    expect([...first.body.orders.map((o: { id: string }) => o.id), ...rest.ids]).toEqual(expected);

    const all = await walk(`/orders?profile=${profile}`, 'orders', 200);
    expect(all.sizes).toEqual([131]);
    expect(all.ids).toEqual([newer.id, ...expected]);
  });

  it('keeps filters across pages, and answers 400 for a cursor outside the listing', async () => {
    const profile = await newProfile();
    const base = server.clock.now().getTime() - 60_000;
    const rows = Array.from({ length: 9 }, (_, i) => orderRow(profile, new Date(base + i * 1000), i % 3 === 0 ? 'pending' : 'processed'));
    for (const row of rows) await insertOrder(server.ctx.db, row as never);
    const pending = rows.filter((r) => r.state === 'pending').map((r) => r.id).reverse();
    const paged = await walk(`/orders?profile=${profile}&state=pending`, 'orders', 2);
    expect(paged.sizes).toEqual([2, 1]);
    expect(paged.ids).toEqual(pending);

    const processedId = rows.find((r) => r.state === 'processed')!.id;
    for (const id of [processedId, randomUUID(), 'not-a-uuid']) {
      const res = await get(`/orders?profile=${profile}&state=pending&cursor=${cursorOf(id)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors.cursor).toBeDefined();
    }
    const other = await newProfile();
    const foreign = await get(`/orders?profile=${other}&cursor=${cursorOf(rows[0]!.id)}`);
    expect(foreign.status).toBe(400);
  });
});

describe('addresses and IBANs, paged in SQL', () => {
  it('walks linked addresses oldest first with every linked chain, leaving out addresses linked on none', async () => {
    const profile = await newProfile();
    const base = server.clock.now().getTime() - 60_000;
    // Pairs share created_at (the address breaks ties); random addresses never collide with another test's.
    const addresses = Array.from({ length: 7 }, (_, i) => ({ address: `0x${randomUUID().replace(/-/g, '')}${'0'.repeat(8)}`, created_at: new Date(base + Math.floor(i / 2) * 1000) }));
    for (const a of addresses) await server.ctx.db.insertInto('addresses').values({ ...a, profile_id: profile }).execute();
    for (const [i, a] of addresses.entries()) {
      await server.ctx.db.insertInto('address_chains').values({ address: a.address, chain: 'sepolia', state: i === 3 ? 'pending' : 'linked', created_at: a.created_at, updated_at: a.created_at }).execute();
      if (i === 1) await server.ctx.db.insertInto('address_chains').values({ address: a.address, chain: 'chiado', state: 'linked', created_at: a.created_at, updated_at: a.created_at } as never).execute();
    }
    const linked = addresses.filter((_, i) => i !== 3).sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.address.localeCompare(b.address)).map((a) => a.address);
    const paged = await walk(`/addresses?profile=${profile}`, 'addresses', 4);
    expect(paged.sizes).toEqual([4, 2]);
    expect(paged.ids.map((a) => a.toLowerCase())).toEqual(linked);
    const one = await get(`/addresses?profile=${profile}&limit=200`);
    const second = one.body.addresses.find((a: { address: string }) => a.address.toLowerCase() === addresses[1]!.address);
    expect(second.chains).toHaveLength(2);

    const pending = await get(`/addresses?profile=${profile}&cursor=${cursorOf(addresses[3]!.address)}`);
    expect(pending.status).toBe(400);
  });

  it('walks IBANs oldest first across profiles', async () => {
    const base = server.clock.now().getTime() - 60_000;
    const ibans: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const profile = await newProfile();
      const iban = `DE${String(10 + i)}${randomUUID().replace(/\D/g, '').padEnd(18, '7').slice(0, 18)}`;
      const at = new Date(base + i * 1000);
      await server.ctx.db.insertInto('ibans').values({ iban, bic: 'EMONDEXX', profile_id: profile, address: `0x${'a'.repeat(40)}`, chain: 'sepolia', state: 'approved', created_at: at, updated_at: at } as never).execute();
      ibans.push(iban);
    }
    const all = await walk('/ibans', 'ibans', 200);
    const ours = all.ids.filter((i) => ibans.includes(i));
    expect(ours).toEqual(ibans);
    const paged = await walk('/ibans', 'ibans', 2);
    expect(paged.ids).toEqual(all.ids);
    expect(paged.sizes.slice(0, -1).every((n) => n === 2)).toBe(true);
    const foreign = await get(`/ibans?cursor=${cursorOf('DE00000000000000000000')}`);
    expect(foreign.status).toBe(400);
  });
});

describe('profiles, paged in SQL', () => {
  it("walks the app's own profiles, then its customers' profiles oldest first, each once, with filters kept across pages", async () => {
    await newProfile();
    await newProfile();
    const customers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${token}`).send({ email: `paged-${randomUUID()}@example.org` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      customers.push(res.body.profile as string);
      server.clock.advance(1000);
    }
    const all = await walk('/profiles', 'profiles', 200);
    expect(all.sizes).toHaveLength(1);
    expect(new Set(all.ids).size).toBe(all.ids.length);
    // The customers come after every own profile, in the order they were created.
    expect(all.ids.filter((id) => customers.includes(id))).toEqual(customers);
    expect(all.ids.indexOf(customers[0]!)).toBeGreaterThan(1);
    const paged = await walk('/profiles', 'profiles', 2);
    expect(paged.ids).toEqual(all.ids);
    expect(paged.sizes.slice(0, -1).every((n) => n === 2)).toBe(true);

    const personal = await walk('/profiles?kind=personal', 'profiles', 2);
    expect(personal.ids).toEqual(customers);
    // A cursor is a position in the filtered listing: a corporate profile is none in the personal one.
    const corporate = all.ids.find((id) => !customers.includes(id))!;
    expect((await get(`/profiles?kind=personal&cursor=${cursorOf(corporate)}`)).status).toBe(400);
    expect((await get(`/profiles?cursor=${cursorOf(randomUUID())}`)).status).toBe(400);
    // Each profile keeps its permissions.
    const page = await get(`/profiles?kind=personal&limit=1&cursor=${cursorOf(customers[1]!)}`);
    expect(page.body.profiles.map((p: { id: string; perms: string[] }) => [p.id, p.perms])).toEqual([[customers[2], ['read', 'write']]]);
  });
});
