import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asMember, signUpDashboardMember, type DashboardMember } from '@emoney/test-support/dashboard';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { signWebhook } from '../../src/features/webhooks/signature.js';
import { partnerApp } from '../support/partners.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

let server: TestServer;
let admin: DashboardMember;
let reader: DashboardMember;
let stranger: DashboardMember;
/** A customer profile the admin's partner sees (its own client-credentials app's), and that app's token. */
let partner: { token: string; profileId: string };
let receiver: Receiver;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpDashboardMember(server, { partnerName: 'Hooks Inc' });
  const email = `reader-${randomUUID()}@example.org`;
  const invited = await asMember(server, admin, 'post', '/invitations').send({ email, role: 'read_only' });
  expect(invited.status).toBe(201);
  reader = await signUpDashboardMember(server, { email });
  stranger = await signUpDashboardMember(server, { partnerName: 'Someone Else' });
  partner = await partnerApp(server, { partnerId: admin.partnerId });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  receiver = await new Receiver().start();
});
afterEach(async () => {
  await receiver.stop();
  await server.ctx.db.deleteFrom('webhook_subscriptions').where('partner_id', 'in', [admin.partnerId, stranger.partnerId]).execute();
});

const subscribe = (member: DashboardMember, body: Record<string, unknown> = {}) =>
  asMember(server, member, 'post', '/webhooks').send({ url: receiver.url, secret: SECRET, types: ['profile.updated', 'order.created'], ...body });
/** A real event about the partner's customer, recorded as the features record them (fanned out to the subscriptions). */
const profileUpdated = (note: string) =>
  server.ctx.db.transaction().execute((trx) => emitEvent(trx, { type: 'profile.updated', profileId: partner.profileId, data: { id: partner.profileId, note }, now: server.clock.now() }));
const deliveriesOf = (subscriptionId: string) => server.ctx.db.selectFrom('webhook_deliveries').selectAll().where('subscription_id', '=', subscriptionId).execute();
const attemptsOf = (subscriptionId: string) =>
  server.ctx.db
    .selectFrom('webhook_attempts')
    .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
    .selectAll('webhook_attempts')
    .where('webhook_deliveries.subscription_id', '=', subscriptionId)
    .execute();

describe('dashboard webhooks', () => {
  it('an admin subscribes (the URL acknowledged the signed subscription.created), a real event is delivered, and its detail shows the request sent and the receiver’s answer', async () => {
    const created = await subscribe(admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url, types: ['profile.updated', 'order.created'], state: 'active' });
    expect(created.body).not.toHaveProperty('secret');
    const [hello] = receiver.of('subscription.created');
    expect(JSON.parse(hello!.body).data).toMatchObject({ subscription: created.body.id, url: receiver.url });
    const list = await asMember(server, admin, 'get', '/webhooks');
    expect(list.status).toBe(200);
    expect(list.body.subscriptions).toEqual([created.body]);
    // The same subscription as the partner's code sees it through the public API.
    const publicList = await request(server.url).get('/webhooks').set('Authorization', `Bearer ${partner.token}`);
    expect(publicList.body.subscriptions).toEqual([created.body]);

    await profileUpdated('real');
    await server.jobs.runDue();
    const [got] = receiver.of('profile.updated');
    expect(JSON.parse(got!.body).data).toEqual({ id: partner.profileId, note: 'real' });

    const log = await asMember(server, admin, 'get', `/webhooks/${created.body.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(1);
    const [delivery] = log.body.deliveries;
    expect(delivery).toMatchObject({ type: 'profile.updated', state: 'delivered', test: false, webhookId: got!.headers['webhook-id'] });
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0].statusCode).toBe(200);
    expect(delivery.attempts[0].latencyMs).toBeGreaterThanOrEqual(0);
    expect(delivery.deliveredAt).toBeDefined();

    const detail = await asMember(server, admin, 'get', `/webhooks/${created.body.id}/deliveries/${delivery.id}`);
    expect(detail.status).toBe(200);
    // The request exactly as the receiver got it: its body and its headers, signature included.
    expect(detail.body.request.body).toBe(got!.body);
    for (const name of ['content-type', 'user-agent', 'webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(detail.body.request.headers[name], name).toBe(got!.headers[name]);
    const headers = detail.body.request.headers as Record<string, string>;
    expect(headers['webhook-signature']).toBe(signWebhook(SECRET, headers['webhook-id']!, Number(headers['webhook-timestamp']), got!.body));
    const [attempt] = detail.body.attempts;
    expect(attempt).toMatchObject({ statusCode: 200, requestHeaders: detail.body.request.headers, response: { body: 'ok' } });
    // The receiver's own headers, as it sent them.
    expect(attempt.response.headers.date).toMatch(/GMT$/);
    expect(attempt.response.headers.connection).toBe('keep-alive');
    // The signing secret is stored with no attempt and shown nowhere.
    expect(JSON.stringify(detail.body)).not.toContain(SECRET);
    expect(JSON.stringify(detail.body)).not.toContain(SECRET.slice('whsec_'.length));
    expect(JSON.stringify(await attemptsOf(created.body.id))).not.toContain(SECRET.slice('whsec_'.length));
  });

  it('a test event goes through the normal delivery path, marked as a test, and shows in the list; a resend makes a new attempt', async () => {
    const sub = (await subscribe(admin)).body;
    const sent = await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`).send({ type: 'order.created' });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ type: 'order.created', test: true, state: 'pending', attempts: [] });
    await server.jobs.runDue();
    const [got] = receiver.of('order.created');
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ type: 'order.created', test: true, data: { kind: 'redeem' } });
    expect(got!.headers['webhook-id']).toBe(sent.body.webhookId);
    // No one else gets it: it is about no customer.
    expect(receiver.of('profile.updated')).toEqual([]);
    // The default type is profile.updated, and a body is optional.
    server.clock.advance(1000);
    const byDefault = await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`);
    expect(byDefault.status).toBe(202);
    expect(byDefault.body.type).toBe('profile.updated');
    await server.jobs.runDue();

    const log = await asMember(server, admin, 'get', `/webhooks/${sub.id}/deliveries`);
    expect(log.body.deliveries.map((d: { type: string; test: boolean; state: string }) => [d.type, d.test, d.state])).toEqual([
      ['profile.updated', true, 'delivered'],
      ['order.created', true, 'delivered'],
    ]);
    // A resend of a delivered one: a new attempt, same webhook-id, here answered 500.
    receiver.respond = () => 500;
    const resent = await asMember(server, admin, 'post', `/webhooks/${sub.id}/deliveries/${sent.body.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ id: sent.body.id, state: 'pending', test: true });
    await server.jobs.runDue();
    expect(receiver.of('order.created')).toHaveLength(2);
    expect(receiver.of('order.created')[1]!.headers['webhook-id']).toBe(sent.body.webhookId);
    // Now pending (retried on its schedule): not resent by hand.
    expect((await asMember(server, admin, 'post', `/webhooks/${sub.id}/deliveries/${sent.body.id}/resend`)).status).toBe(409);
    const detail = await asMember(server, admin, 'get', `/webhooks/${sub.id}/deliveries/${sent.body.id}`);
    expect(detail.body.state).toBe('pending');
    expect(detail.body.nextAttemptAt).toBeDefined();
    expect(detail.body.attempts.map((a: { statusCode: number; response: { body: string } }) => [a.statusCode, a.response.body])).toEqual([
      [200, 'ok'],
      [500, ''],
    ]);
    expect(detail.body.attempts[1].error).toBe('Receiver answered 500');
    expect(detail.body.request.headers['webhook-timestamp']).toBe(receiver.of('order.created')[1]!.headers['webhook-timestamp']);
    // Filtered by state.
    const pending = await asMember(server, admin, 'get', `/webhooks/${sub.id}/deliveries?state=pending`);
    expect(pending.body.deliveries.map((d: { id: string }) => d.id)).toEqual([sent.body.id]);
  });

  it('keeps the receiver’s answer to its headers and the first 4 kB of its body', async () => {
    const big: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain', 'x-receiver': 'big' }).end('é'.repeat(5000)));
    });
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(big.address() as AddressInfo).port}/hooks`;
      const sub = (await subscribe(admin, { url })).body;
      expect(sub.url).toBe(url);
      const sent = await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`).send({});
      await server.jobs.runDue();
      const detail = await asMember(server, admin, 'get', `/webhooks/${sub.id}/deliveries/${sent.body.id}`);
      expect(detail.body.state).toBe('delivered');
      const { response } = detail.body.attempts[0];
      expect(response.headers).toMatchObject({ 'content-type': 'text/plain', 'x-receiver': 'big' });
      // Cut on a character boundary: 2,048 two-byte characters.
      expect(response.body).toBe('é'.repeat(2048));
      expect(Buffer.byteLength(response.body)).toBe(4096);
    } finally {
      big.closeAllConnections();
      await new Promise<void>((resolve) => big.close(() => resolve()));
    }
  });

  it('refuses a URL that does not acknowledge subscription.created with 200, and creates nothing', async () => {
    receiver.respond = () => 500;
    const refused = await subscribe(admin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('it answered HTTP 500');
    expect((await asMember(server, admin, 'get', '/webhooks')).body.subscriptions).toEqual([]);
  });

  it('applies the SSRF guard: where private addresses are refused, a loopback URL is refused before anything is sent', async () => {
    const guarded = await startTestServer({ webhooks: { ...server.ctx.config.webhooks, allowPrivateUrls: false } });
    try {
      const member = await signUpDashboardMember(guarded, { partnerName: 'Guarded' });
      for (const url of [receiver.url, 'https://169.254.169.254/latest', 'https://10.0.0.1/x']) {
        const res = await asMember(guarded, member, 'post', '/webhooks').send({ url, secret: SECRET });
        expect(res.status, url).toBe(400);
        expect(res.body.message).toMatch(/refused/);
      }
      expect(receiver.received).toEqual([]);
      expect((await asMember(guarded, member, 'get', '/webhooks')).body.subscriptions).toEqual([]);
    } finally {
      await guarded.close();
    }
  });

  it('pause stops new deliveries, resume and edit change it, and delete removes it with its deliveries, attempts and queued attempts', async () => {
    const sub = (await subscribe(admin)).body;
    const paused = await asMember(server, admin, 'patch', `/webhooks/${sub.id}`).send({ state: 'inactive' });
    expect(paused.status).toBe(200);
    expect(paused.body.state).toBe('inactive');
    await profileUpdated('while paused');
    await server.jobs.runDue();
    expect(receiver.of('profile.updated')).toEqual([]);
    expect(await deliveriesOf(sub.id)).toEqual([]);
    expect((await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`).send({})).status).toBe(409);

    const resumed = await asMember(server, admin, 'patch', `/webhooks/${sub.id}`).send({ state: 'active', types: ['profile.updated'] });
    expect(resumed.body).toMatchObject({ state: 'active', types: ['profile.updated'] });
    await profileUpdated('resumed');
    await server.jobs.runDue();
    expect(receiver.of('profile.updated')).toHaveLength(1);
    // One delivery left pending, its first attempt queued, when the subscription goes.
    const queued = await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`).send({ type: 'iban.updated' });
    expect(queued.status).toBe(202);
    expect((await deliveriesOf(sub.id)).length).toBe(2);
    expect((await attemptsOf(sub.id)).length).toBe(1);

    expect((await asMember(server, admin, 'delete', `/webhooks/${sub.id}`)).status).toBe(204);
    expect(await server.ctx.db.selectFrom('webhook_subscriptions').select('id').where('id', '=', sub.id).executeTakeFirst()).toBeUndefined();
    expect(await deliveriesOf(sub.id)).toEqual([]);
    const jobs = await server.ctx.db.selectFrom('jobs').select('payload').where('kind', '=', 'webhooks.deliver').execute();
    expect(JSON.stringify(jobs)).not.toContain(queued.body.id);
    expect(await server.ctx.db.selectFrom('webhook_attempts').select('id').where('delivery_id', '=', queued.body.id).executeTakeFirst()).toBeUndefined();
    await server.jobs.runDue();
    expect(receiver.of('iban.updated')).toEqual([]);
    expect((await asMember(server, admin, 'get', `/webhooks/${sub.id}/deliveries`)).status).toBe(404);
    expect((await asMember(server, admin, 'delete', `/webhooks/${sub.id}`)).status).toBe(404);
    expect((await asMember(server, admin, 'get', '/webhooks')).body.subscriptions).toEqual([]);
  });

  it('a read-only member reads everything and gets 403 on every change, and nothing changes', async () => {
    const sub = (await subscribe(admin)).body;
    const test = (await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`).send({})).body;
    await server.jobs.runDue();
    const before = { received: receiver.received.length, deliveries: await deliveriesOf(sub.id), attempts: (await attemptsOf(sub.id)).length };

    expect((await asMember(server, reader, 'get', '/webhooks')).body.subscriptions).toEqual([sub]);
    expect((await asMember(server, reader, 'get', `/webhooks/${sub.id}/deliveries`)).body.deliveries[0].id).toBe(test.id);
    expect((await asMember(server, reader, 'get', `/webhooks/${sub.id}/deliveries/${test.id}`)).body.request.body).toBe(receiver.received.at(-1)!.body);

    const changes: [string, () => request.Test][] = [
      ['create', () => asMember(server, reader, 'post', '/webhooks').send({ url: receiver.url, secret: SECRET })],
      ['pause', () => asMember(server, reader, 'patch', `/webhooks/${sub.id}`).send({ state: 'inactive' })],
      ['delete', () => asMember(server, reader, 'delete', `/webhooks/${sub.id}`)],
      ['resend', () => asMember(server, reader, 'post', `/webhooks/${sub.id}/deliveries/${test.id}/resend`)],
      ['test', () => asMember(server, reader, 'post', `/webhooks/${sub.id}/test`).send({})],
    ];
    for (const [name, change] of changes) {
      const res = await change();
      expect(res.status, name).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    await server.jobs.runDue();
    expect(receiver.received.length).toBe(before.received);
    expect((await asMember(server, admin, 'get', '/webhooks')).body.subscriptions).toEqual([sub]);
    expect(await deliveriesOf(sub.id)).toEqual(before.deliveries);
    expect((await attemptsOf(sub.id)).length).toBe(before.attempts);
  });

  it('another partner’s member gets 404 on every endpoint with an id, sees none of the subscriptions, and changes nothing', async () => {
    const sub = (await subscribe(admin)).body;
    const test = (await asMember(server, admin, 'post', `/webhooks/${sub.id}/test`).send({})).body;
    await server.jobs.runDue();
    const before = { received: receiver.received.length, deliveries: await deliveriesOf(sub.id) };

    expect((await asMember(server, stranger, 'get', '/webhooks')).body.subscriptions).toEqual([]);
    const calls: [string, () => request.Test][] = [
      ['pause', () => asMember(server, stranger, 'patch', `/webhooks/${sub.id}`).send({ state: 'inactive' })],
      ['delete', () => asMember(server, stranger, 'delete', `/webhooks/${sub.id}`)],
      ['deliveries', () => asMember(server, stranger, 'get', `/webhooks/${sub.id}/deliveries`)],
      ['delivery', () => asMember(server, stranger, 'get', `/webhooks/${sub.id}/deliveries/${test.id}`)],
      ['resend', () => asMember(server, stranger, 'post', `/webhooks/${sub.id}/deliveries/${test.id}/resend`)],
      ['test', () => asMember(server, stranger, 'post', `/webhooks/${sub.id}/test`).send({})],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    // A delivery of another of the partner's subscriptions is not found under this one either.
    const other = (await subscribe(stranger)).body;
    expect((await asMember(server, stranger, 'get', `/webhooks/${other.id}/deliveries/${test.id}`)).status).toBe(404);
    expect((await asMember(server, stranger, 'post', `/webhooks/${other.id}/deliveries/${test.id}/resend`)).status).toBe(404);
    expect((await asMember(server, admin, 'get', `/webhooks/${randomUUID()}/deliveries`)).status).toBe(404);

    await server.jobs.runDue();
    expect(receiver.received.length).toBe(before.received + 1); // the stranger's own subscription.created
    expect((await asMember(server, admin, 'get', '/webhooks')).body.subscriptions).toEqual([sub]);
    expect(await deliveriesOf(sub.id)).toEqual(before.deliveries);
  });
});
