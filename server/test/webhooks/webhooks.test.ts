import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../src/features/webhooks/retry-schedule.js';
import { postWebhook } from '../../src/features/webhooks/sender.js';
import { signWebhook } from '../../src/features/webhooks/signature.js';
import { partnerApp } from '../support/partners.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { serverWithToken } from '../support/server-with-token.js';
import { clientCredentialsToken } from '../support/tokens.js';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const ALL_TYPES = ['iban.updated', 'order.created', 'order.updated', 'profile.updated'] as const;

let server: TestServer;
let token: string;
let receiver: Receiver;
beforeAll(async () => {
  ({ server, token } = await serverWithToken());
});
afterAll(() => server?.close());
beforeEach(async () => {
  receiver = await new Receiver().start();
  // Tests move the clock by hours: take a fresh token each time.
  token = await clientCredentialsToken(server);
});
afterEach(async () => {
  await receiver.stop();
  await server.ctx.db.deleteFrom('webhook_subscriptions').execute();
});

const api = () => request(server.url);
const auth = (t = token) => ({ Authorization: `Bearer ${t}` });
const subscribe = (body: Record<string, unknown>) => api().post('/webhooks').set(auth()).send({ url: receiver.url, secret: SECRET, ...body });
/**
 * Verification by an independent implementation: the standardwebhooks package. It checks the
 * timestamp against the wall clock (5 minutes), so it is shown the server's (test-moved) time.
 */
function verify(r: { headers: Record<string, unknown>; body: string }, secret = SECRET): unknown {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(server.clock.now());
  try {
    return new Webhook(secret.replace(/^whsec_/, '')).verify(r.body, r.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}
/** An event about the seeded partner's own profile, as the features emit them. */
const emit = (type: (typeof ALL_TYPES)[number], data: unknown = { id: randomUUID(), note: type }) =>
  server.ctx.db.transaction().execute((trx) => emitEvent(trx, { type, profileId: server.seed.profileId, data, now: server.clock.now() }));

describe('the Standard Webhooks signature', () => {
  it('reproduces the published test vector, and a payload changed by one space does not verify', () => {
    const expected = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(expected);
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test":2432232314}')).not.toBe(expected);
  });
});

describe('subscriptions', () => {
  it('creates one after a signed subscription.created test notification answered 200; default types; no secret returned', async () => {
    const res = await subscribe({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: receiver.url, types: ['iban.updated', 'profile.updated'], state: 'active' });
    expect(res.body).not.toHaveProperty('secret');
    const [test] = receiver.of('subscription.created');
    expect(test).toBeDefined();
    expect(verify(test!)).toMatchObject({ type: 'subscription.created', data: { subscription: res.body.id, url: receiver.url } });
    const list = await api().get('/webhooks').set(auth());
    expect(list.body.subscriptions).toEqual([res.body]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
  });

  it('is created when the receiver acknowledges the test notification with any 2xx, as later deliveries', async () => {
    for (const status of [204, 202, 299]) {
      receiver.respond = () => status;
      const res = await subscribe({});
      expect(res.status, `HTTP ${status}`).toBe(201);
      expect(res.body.state).toBe('active');
    }
  });

  it('is not created when the receiver does not answer a 2xx, saying whether it answered or could not be reached', async () => {
    receiver.respond = () => 302;
    const redirected = await subscribe({});
    expect(redirected.status).toBe(400);
    expect(redirected.body).toMatchObject({ code: 'validation_error', status: 400 });
    expect(redirected.body.message).toContain('it answered HTTP 302');
    receiver.respond = () => 404;
    expect((await subscribe({})).body.message).toContain('it answered HTTP 404');
    await receiver.stop();
    const down = await subscribe({});
    expect(down.status).toBe(400);
    expect(down.body.message).toContain('it could not be reached');
    expect(down.body.message).not.toContain('answered HTTP');
    expect((await api().get('/webhooks').set(auth())).body.subscriptions).toEqual([]);
  });

  it('refuses a secret that is not whsec_ + base64 of 24..64 bytes', async () => {
    for (const secret of [`whsec_${Buffer.alloc(23, 1).toString('base64')}`, `whsec_${Buffer.alloc(65, 1).toString('base64')}`, Buffer.alloc(32, 1).toString('base64')]) {
      const res = await subscribe({ secret });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('secret');
    }
    expect(receiver.received).toEqual([]);
  });

  it('updates state and types; validates a new url first; 404 for unknown and foreign ids', async () => {
    const created = (await subscribe({ types: ['order.created'] })).body;
    const patched = await api().patch(`/webhooks/${created.id}`).set(auth()).send({ state: 'inactive', types: ['order.created', 'order.updated'] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ state: 'inactive', types: ['order.created', 'order.updated'] });
    const dead = new Receiver();
    await dead.start();
    await dead.stop();
    const badUrl = await api().patch(`/webhooks/${created.id}`).set(auth()).send({ url: dead.url });
    expect(badUrl.status).toBe(400);
    expect((await api().get('/webhooks').set(auth())).body.subscriptions[0].url).toBe(receiver.url);
    const missing = await api().patch(`/webhooks/${randomUUID()}`).set(auth()).send({ state: 'active' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('subscription not found');
    // Another partner's token sees nothing of it.
    const other = await otherPartnerToken();
    const foreign = await api().patch(`/webhooks/${created.id}`).set(auth(other)).send({ state: 'active' });
    expect(foreign.status).toBe(404);
    expect((await api().get('/webhooks').set(auth(other))).body.subscriptions).toEqual([]);
    expect((await api().get(`/webhooks/${created.id}/deliveries`).set(auth(other))).status).toBe(404);
  });
});

describe('the event outbox', () => {
  const payloadOf = (j: { payload: unknown }) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload) as { deliveryId: string; attempt: number };

  it('records an event, its deliveries and their jobs in one statement (one round trip; atomic even outside a transaction)', async () => {
    const wanted = (await subscribe({ types: ['profile.updated'] })).body as { id: string };
    const otherType = (await subscribe({ types: ['order.created'] })).body as { id: string };
    const inactive = (await subscribe({ types: ['profile.updated'] })).body as { id: string };
    expect((await api().patch(`/webhooks/${inactive.id}`).set(auth()).send({ state: 'inactive' })).status).toBe(200);
    let statements = 0;
    const counting: KyselyPlugin = { transformQuery: (args) => args.node, transformResult: async (args) => ((statements += 1), args.result) };
    const db = server.ctx.db.withPlugin(counting);
    const now = server.clock.now();
    const id = await emitEvent(db, { type: 'profile.updated', profileId: server.seed.profileId, data: { note: 'outbox' }, now });
    expect(statements).toBe(1);
    const event = await server.ctx.db.selectFrom('events').select(['id', 'type']).where('id', '=', id).executeTakeFirst();
    expect(event).toEqual({ id, type: 'profile.updated' });
    // One delivery: the active subscription to the type; none for another type or an inactive one.
    const deliveries = await server.ctx.db.selectFrom('webhook_deliveries').selectAll().where('event_id', '=', id).execute();
    expect(deliveries.map((d) => d.subscription_id)).toEqual([wanted.id]);
    expect(otherType.id).not.toBe(wanted.id);
    const [delivery] = deliveries;
    expect(delivery).toMatchObject({ type: 'profile.updated', state: 'pending', round_attempts: 0, next_attempt_at: now, created_at: now });
    expect(delivery!.webhook_id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(JSON.parse(delivery!.payload)).toEqual({ type: 'profile.updated', timestamp: now.toISOString(), data: { note: 'outbox' } });
    const jobs = await server.ctx.db.selectFrom('jobs').select(['payload', 'run_at', 'partner_id']).where('kind', '=', 'webhooks.deliver').execute();
    const job = jobs.find((j) => payloadOf(j).deliveryId === delivery!.id);
    expect(job).toMatchObject({ run_at: now, partner_id: server.seed.partnerId });
    expect(payloadOf(job!)).toEqual({ deliveryId: delivery!.id, attempt: 1 });
    // The job delivers it.
    await server.jobs.runDue();
    expect(receiver.of('profile.updated').map((r) => JSON.parse(r.body).data)).toEqual([{ note: 'outbox' }]);
  });

  it('still fans out an event queued by an earlier version (a webhooks.fanout job), once', async () => {
    const sub = (await subscribe({ types: ['profile.updated'] })).body as { id: string };
    const id = `evt_legacy_${randomUUID()}`;
    const now = server.clock.now();
    await server.ctx.db.insertInto('events').values({ id, type: 'profile.updated', profile_id: server.seed.profileId, data: JSON.stringify({ note: 'legacy' }), created_at: now }).execute();
    for (let i = 0; i < 2; i += 1) {
      await server.ctx.db.insertInto('jobs').values({ id: randomUUID(), kind: 'webhooks.fanout', payload: JSON.stringify({ eventId: id }), run_at: now }).execute();
    }
    await server.jobs.runDue();
    const deliveries = await server.ctx.db.selectFrom('webhook_deliveries').select(['subscription_id', 'state']).where('event_id', '=', id).execute();
    expect(deliveries).toEqual([{ subscription_id: sub.id, state: 'delivered' }]);
    expect(receiver.of('profile.updated').map((r) => JSON.parse(r.body))).toEqual([{ type: 'profile.updated', timestamp: now.toISOString(), data: { note: 'legacy' } }]);
  });
});

describe('delivery', () => {
  it('delivers every event type, signed (verified by the standardwebhooks package), envelope {type, timestamp, data}', async () => {
    await subscribe({ types: [...ALL_TYPES] });
    for (const type of ALL_TYPES) await emit(type, { id: randomUUID(), type });
    await server.jobs.runDue();
    for (const type of ALL_TYPES) {
      const [got] = receiver.of(type);
      expect(got, type).toBeDefined();
      const body = verify(got!) as { type: string; timestamp: string; data: { type: string } };
      expect(body.type).toBe(type);
      expect(body.data.type).toBe(type);
      expect(new Date(body.timestamp).toString()).not.toBe('Invalid Date');
      expect(got!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    }
  });

  it('sends only the subscribed types, and nothing while inactive', async () => {
    const sub = (await subscribe({ types: ['profile.updated'] })).body;
    await emit('order.created');
    await emit('profile.updated');
    await server.jobs.runDue();
    expect(receiver.of('order.created')).toEqual([]);
    expect(receiver.of('profile.updated')).toHaveLength(1);
    await api().patch(`/webhooks/${sub.id}`).set(auth()).send({ state: 'inactive' });
    await emit('profile.updated');
    await server.jobs.runDue();
    expect(receiver.of('profile.updated')).toHaveLength(1);
  });

  it('retries while the receiver is down and delivers once it is up, with the same webhook-id and payload bytes', async () => {
    const sub = (await subscribe({ types: ['order.updated'] })).body;
    receiver.respond = () => 503;
    await emit('order.updated');
    await server.jobs.runDue();
    expect(receiver.of('order.updated')).toHaveLength(1);
    receiver.respond = () => 302; // a redirect is a failure too
    server.clock.advance(RETRY_DELAYS_MS[0]!);
    await server.jobs.runDue();
    receiver.respond = () => 200;
    server.clock.advance(RETRY_DELAYS_MS[1]!);
    await server.jobs.runDue();
    const attempts = receiver.of('order.updated');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    for (const a of attempts) expect(() => verify(a)).not.toThrow();
    const log = await api().get(`/webhooks/${sub.id}/deliveries`).set(auth());
    expect(log.status).toBe(200);
    const [delivery] = log.body.deliveries;
    expect(delivery.state).toBe('delivered');
    expect(delivery.webhookId).toBe(attempts[0]!.headers['webhook-id']);
    expect(delivery.attempts.map((a: { statusCode?: number }) => a.statusCode)).toEqual([503, 302, 200]);
  });

  it('gives up after exactly 11 attempts over about 12 hours, then a resend by hand delivers it', async () => {
    const sub = (await subscribe({ types: ['iban.updated'] })).body;
    await receiver.stop();
    const firstAt = server.clock.now().getTime();
    await emit('iban.updated');
    await server.jobs.runDue();
    for (const delay of RETRY_DELAYS_MS) {
      server.clock.advance(delay - 1);
      expect(await server.jobs.runDue()).toBe(0); // not a millisecond early
      server.clock.advance(1);
      await server.jobs.runDue();
    }
    const elapsedHours = (server.clock.now().getTime() - firstAt) / 3600_000;
    expect(elapsedHours).toBeGreaterThan(11.9);
    expect(elapsedHours).toBeLessThan(12.1);
    server.clock.advance(48 * 3600_000);
    await server.jobs.runDue();
    token = await clientCredentialsToken(server);
    const log = await api().get(`/webhooks/${sub.id}/deliveries?state=failed`).set(auth());
    const [failed] = log.body.deliveries;
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toHaveLength(MAX_ATTEMPTS);
    expect(failed.attempts.every((a: { statusCode?: number; error?: string }) => a.statusCode === undefined && a.error)).toBe(true);
    expect(failed).not.toHaveProperty('nextAttemptAt');

    await receiver.start();
    const resent = await api().post(`/webhooks/${sub.id}/deliveries/${failed.id}/resend`).set(auth());
    expect(resent.status).toBe(202);
    expect(resent.body.state).toBe('pending');
    await server.jobs.runDue();
    const [got] = receiver.of('iban.updated');
    expect(got!.headers['webhook-id']).toBe(failed.webhookId);
    expect(() => verify(got!)).not.toThrow();
    const after = await api().get(`/webhooks/${sub.id}/deliveries`).set(auth());
    expect(after.body.deliveries[0]).toMatchObject({ state: 'delivered', webhookId: failed.webhookId });
    expect(after.body.deliveries[0].attempts).toHaveLength(MAX_ATTEMPTS + 1);
  });

  it('gives each attempt at most 10 seconds (shown here with a shorter limit against a receiver that never answers)', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const result = await postWebhook({ url: `http://127.0.0.1:${port}/`, secret: SECRET, webhookId: 'msg_x', payload: '{}', timestamp: 1 }, 200);
    silent.closeAllConnections();
    silent.close();
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'No answer within 0.2 s' });
    expect(result.latencyMs).toBeGreaterThanOrEqual(190);
  });
});

describe('production mode', () => {
  it('refuses webhook urls on private, loopback or link-local addresses', async () => {
    const prod = await startTestServer({ mode: 'production', webhooks: { allowPrivateUrls: false } });
    try {
      const prodToken = await clientCredentialsToken(prod);
      for (const url of [receiver.url, 'http://localhost:9/hooks', 'https://169.254.169.254/latest', 'https://10.0.0.1/x', 'https://[::1]/x']) {
        const res = await request(prod.url).post('/webhooks').set(auth(prodToken)).send({ url, secret: SECRET });
        expect(res.status, url).toBe(400);
        expect(res.body.message).toMatch(/refused/);
      }
      expect(receiver.received).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});

/** A second partner with its own client-credentials app, for cross-tenant checks. */
async function otherPartnerToken(): Promise<string> {
  return (await partnerApp(server)).token;
}
