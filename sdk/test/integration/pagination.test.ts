import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@emoney/server/testing';
import { EmoneyClient } from '../../src/index.js';
import { countingFetch, startTestServer, type TestServer } from './support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('paginated lists', () => {
  it('listWebhookDeliveries follows nextCursor to the last page', async () => {
    const subscriptionId = randomUUID();
    const now = server.ctx.clock.now();
    await server.ctx.db
      .insertInto('webhook_subscriptions')
      .values({ id: subscriptionId, partner_id: server.seed.partnerId, url: 'http://127.0.0.1:1/hooks', secret: `whsec_${'a'.repeat(43)}=`, types: toJson(['iban.updated']), state: 'active', created_at: now, updated_at: now })
      .execute();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: randomUUID(),
      subscription_id: subscriptionId,
      event_id: `evt_sdkpage${i}`,
      webhook_id: `msg_sdkpage_${randomUUID()}`,
      type: 'iban.updated' as const,
      payload: '{}',
      state: 'delivered' as const,
      round_attempts: 1,
      next_attempt_at: null,
      created_at: new Date(now.getTime() + i * 1000),
      delivered_at: now,
    }));
    await server.ctx.db.insertInto('events').values(rows.map((r) => ({ id: r.event_id, type: 'iban.updated', profile_id: null, data: toJson({}), created_at: now }))).execute();
    await server.ctx.db.insertInto('webhook_deliveries').values(rows).execute();

    const counted = countingFetch();
    const client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.clientId, clientSecret: server.seed.clientSecret, fetch: counted.fetch });
    const deliveries = await client.listWebhookDeliveries(subscriptionId, { limit: 10 });
    expect(deliveries.map((d) => d.id)).toEqual([...rows].reverse().map((r) => r.id));
    // Three pages of at most 10.
    expect(counted.log.filter((l) => l.line.endsWith('/deliveries')).length).toBe(3);
  });
});
