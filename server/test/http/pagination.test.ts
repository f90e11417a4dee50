import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json.js';
import type { TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
});
afterAll(() => server?.close());

const get = (path: string) => request(server.url).get(path).set('Authorization', `Bearer ${token}`);

describe('cursor pagination', () => {
  it('walks 120 webhook deliveries in pages of 50, newest first, each once', async () => {
    const subscriptionId = randomUUID();
    const now = server.clock.now();
    await server.ctx.db
      .insertInto('webhook_subscriptions')
      .values({ id: subscriptionId, partner_id: server.seed.partnerId, url: 'http://127.0.0.1:1/hooks', secret: `whsec_${'a'.repeat(43)}=`, types: toJson(['iban.updated']), state: 'active', created_at: now, updated_at: now })
      .execute();
    // Pairs share a timestamp: the order must still be total.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      id: randomUUID(),
      subscription_id: subscriptionId,
      event_id: `evt_page${i}`,
      webhook_id: `msg_page_${randomUUID()}`,
      type: 'iban.updated' as const,
      payload: '{}',
      state: 'delivered' as const,
      round_attempts: 1,
      next_attempt_at: null,
      created_at: new Date(now.getTime() + Math.floor(i / 2) * 1000),
      delivered_at: now,
    }));
    await server.ctx.db.insertInto('events').values(rows.map((r) => ({ id: r.event_id, type: 'iban.updated', profile_id: null, data: toJson({}), created_at: now }))).execute();
    await server.ctx.db.insertInto('webhook_deliveries').values(rows).execute();

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(`/webhooks/${subscriptionId}/deliveries${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      sizes.push(res.body.deliveries.length);
      seen.push(...res.body.deliveries.map((d: { id: string }) => d.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    const expected = [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || a.id.localeCompare(b.id)).map((r) => r.id);
    expect(seen).toEqual(expected);
  });

  it('answers a page size over the maximum and a foreign cursor with 400', async () => {
    const big = await get('/orders?limit=201');
    expect(big.status).toBe(400);
    expect(big.body.errors.limit).toBe('Limit must be at most 200');
    const forged = await get(`/profiles?cursor=${Buffer.from(`v1:${randomUUID()}`).toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.errors.cursor).toBeDefined();
    const junk = await get('/ibans?cursor=!!!');
    expect(junk.status).toBe(400);
  });

  it('pages the profiles list with limit', async () => {
    const all = await get('/profiles');
    expect(all.status).toBe(200);
    expect(all.body.nextCursor).toBeUndefined();
    const n = all.body.profiles.length as number;
    expect(n).toBeGreaterThan(0);
    const first = await get('/profiles?limit=1');
    expect(first.body.profiles).toEqual(all.body.profiles.slice(0, 1));
    if (n > 1) expect(first.body.nextCursor).toEqual(expect.any(String));
    else expect(first.body.nextCursor).toBeUndefined();
  });
});
