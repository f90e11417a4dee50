import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { runInPartnerTime } from '../../src/features/access/partner-time.js';
import { api, signUpCustomer, submitAll } from '../profiles/helpers.js';
import { partnerApp } from '../support/partners.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// The sandbox clock was one for the whole deployment, so one partner moving
// it expired every other tenant's tokens and order messages. Each partner now has its own clock.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY_S = 86_400;
const clockOf = (token: string) => request(server.url).get('/sandbox/clock').set('Authorization', `Bearer ${token}`);

describe('a sandbox clock per partner', () => {
  it("moving partner A's clock by days expires A's tokens and leaves partner B's working", async () => {
    const tokenA = await clientCredentialsToken(server);
    const partnerB = await partnerApp(server);
    const realBefore = server.clock.now().getTime();

    const moved = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${tokenA}`).send({ seconds: 3 * DAY_S });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.now).getTime()).toBeGreaterThanOrEqual(realBefore + 3 * DAY_S * 1000);

    // B: its token (one hour) still works and its clock has not moved.
    const atB = await clockOf(partnerB.token);
    expect(atB.status).toBe(200);
    expect(new Date(atB.body.now).getTime()).toBeLessThan(realBefore + 60_000);
    expect((await request(server.url).get('/profiles').set('Authorization', `Bearer ${partnerB.token}`)).status).toBe(200);

    // A: the token issued before the move expired on A's clock.
    expect((await clockOf(tokenA)).status).toBe(401);
    // A fresh token of A lives in A's time: valid now, and A's clock stays three days ahead.
    const freshA = await clientCredentialsToken(server);
    const atA = await clockOf(freshA);
    expect(atA.status).toBe(200);
    expect(new Date(atA.body.now).getTime()).toBeGreaterThanOrEqual(realBefore + 3 * DAY_S * 1000);
    // The deployment's own clock did not move.
    expect(server.clock.now().getTime()).toBe(realBefore);
  });

  it("B's tokens issued after A's move are unaffected too, and B's own move is B's alone", async () => {
    const partnerB = await partnerApp(server);
    const tokenA = await clientCredentialsToken(server);
    const beforeA = new Date((await clockOf(tokenA)).body.now).getTime();
    const movedB = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${partnerB.token}`).send({ seconds: 2 * 3600 });
    expect(movedB.status).toBe(200);
    const afterA = await clockOf(tokenA);
    expect(afterA.status).toBe(200);
    expect(new Date(afterA.body.now).getTime() - beforeA).toBeLessThan(60_000);
  });

  it("runs each partner's delayed work on its own clock: A's move decides A's KYC, not B's", async () => {
    const a = api(server, (await partnerApp(server, { kycModel: 'sharing' })).token);
    const bApp = await partnerApp(server, { kycModel: 'sharing' });
    const b = api(server, bApp.token);
    const profileA = await signUpCustomer(a);
    const profileB = await signUpCustomer(b);
    await submitAll(a, profileA, 'personal');
    await submitAll(b, profileB, 'personal');

    const delayS = Math.ceil(server.ctx.config.sandbox.kycDelayMs / 1000);
    expect((await a.post('/sandbox/clock', { seconds: delayS })).status).toBe(200);
    await server.jobs.runDue();
    expect((await a.get(`/profiles/${profileA}`)).body.state).toBe('approved');
    expect((await b.get(`/profiles/${profileB}`)).body.state).toBe('pending');

    // B's decision comes when B's own time reaches it.
    expect((await b.post('/sandbox/clock', { seconds: delayS })).status).toBe(200);
    await server.jobs.runDue();
    expect((await b.get(`/profiles/${profileB}`)).body.state).toBe('approved');
  });

  it("dates a webhook for partner B on B's clock, even when partner A's moved time caused the event", async () => {
    const a = await partnerApp(server);
    const b = await partnerApp(server);
    const db = server.ctx.db;
    const appOf = (clientId: string) => db.selectFrom('apps').select(['id', 'partner_id']).where('client_id', '=', clientId).executeTakeFirstOrThrow();
    const [appA, appB] = [await appOf(a.clientId), await appOf(b.clientId)];
    // A's customer (the owner of A's profile) also authorized B's app: both partners see the profile.
    const owner = await db.selectFrom('user_profiles').select('user_id').where('profile_id', '=', a.profileId).executeTakeFirstOrThrow();
    await db.insertInto('app_authorizations').values({ app_id: appB.id, user_id: owner.user_id }).execute();
    const receiver = await new Receiver().start();
    try {
      const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
      const subscribed = await request(server.url).post('/webhooks').set('Authorization', `Bearer ${b.token}`).send({ url: receiver.url, secret, types: ['profile.updated'] });
      expect(subscribed.status).toBe(201);
      const moved = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${a.token}`).send({ seconds: 3 * DAY_S });
      expect(moved.status).toBe(200);
      const offsetA = new Date(moved.body.now).getTime() - server.clock.now().getTime();

      // The event happens during one of A's requests, on A's time.
      await runInPartnerTime(
        () => db.transaction().execute((trx) => emitEvent(trx, { type: 'profile.updated', profileId: a.profileId, data: { id: a.profileId }, now: server.ctx.clock.now() })),
        { partnerId: appA.partner_id, offsetMs: offsetA },
      );
      await server.jobs.runDue();
      await server.jobs.runDue();
      const [hook] = receiver.of('profile.updated');
      expect(hook).toBeDefined();
      const stamped = Number(hook!.headers['webhook-timestamp']) * 1000;
      // B's clock never moved: its receiver gets B's (real) time, not three days ahead.
      expect(Math.abs(stamped - server.clock.now().getTime())).toBeLessThan(60_000);
      const job = await db.selectFrom('webhook_deliveries').select(['created_at']).where('subscription_id', '=', subscribed.body.id).where('type', '=', 'profile.updated').executeTakeFirstOrThrow();
      expect(Math.abs(job.created_at.getTime() - server.clock.now().getTime())).toBeLessThan(60_000);
    } finally {
      await receiver.stop();
    }
  });

  it('looks partners up safely: a malformed client_id or token claim is a 4xx, never a 500', async () => {
    const badClient = await request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: 'not-a-uuid', client_secret: 'x' });
    expect(badClient.status).toBe(400);
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${part({ alg: 'HS256', typ: 'at+jwt' })}.${part({ cid: "x' or 1=1", sub: 'u', fam: 'f' })}.c2ln`;
    expect((await clockOf(forged)).status).toBe(401);
  });
});
