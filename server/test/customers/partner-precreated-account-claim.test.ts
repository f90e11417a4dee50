import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, personalDetails } from '../profiles/helpers.js';
import { hostedFlow } from '../support/oauth.js';
import { partnerApp } from '../support/partners.js';
import { mailbox } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// Partner B called POST /auth/signup with someone's email; the
// person later signed up in partner A's flow, claimed the account and linked a wallet, and B
// still read and wrote it (name, addresses). A partner now reaches a person only after that person
// consented to one of its apps: creating the account gives it access only until the owner claims it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a partner cannot pre-register someone else’s account', () => {
  it('a claim in another partner’s flow leaves the creating partner nothing; the claim email names it', async () => {
    const b = await partnerApp(server);
    const partnerB = api(server, b.token);
    const email = `victim-${randomUUID()}@example.org`;
    const created = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${b.token}`).send({ email });
    expect(created.status).toBe(201);
    const profile = created.body.profile as string;
    // Before anyone claims it, the account is B's own record: B works with it.
    expect((await partnerB.get(`/profiles/${profile}`)).status).toBe(200);

    // The person signs up in partner A's (the sandbox partner's) flow: claims, onboards, links a wallet, allows A.
    // In a shared sandbox only B, which created the account, reads its claim code: the test reads as B.
    const flow = await hostedFlow(server, { email, mailboxReader: { token: b.token } });

    // B reaches nothing of it any more: not the profile (name), not its addresses; writing fails.
    expect((await partnerB.get(`/profiles/${profile}`)).status).toBe(404);
    const listed = await partnerB.get('/profiles');
    expect((listed.body.profiles as { id: string }[]).map((p) => p.id)).not.toContain(profile);
    expect((await partnerB.get(`/addresses/${flow.wallet.address}`)).status).toBe(404);
    const write = await partnerB.put(`/profiles/${profile}/details`, { personal: personalDetails() });
    expect(write.status).toBe(404);
    const name = await server.ctx.db.selectFrom('profiles').select('name').where('id', '=', profile).executeTakeFirstOrThrow();
    expect(name.name).toBe('Jane Doe');

    // Partner A, whose app the person allowed, reaches it.
    const partnerA = api(server, await clientCredentialsToken(server));
    expect((await partnerA.get(`/profiles/${profile}`)).status).toBe(200);

    // Signing the email up again gives B a record of its own, never the person's account.
    const again = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${b.token}`).send({ email });
    expect(again.status).toBe(201);
    expect(again.body.profile).not.toBe(profile);
    expect((await partnerB.get(`/profiles/${profile}`)).status).toBe(404);

    // The claim email named the partner that created the account.
    const [claimMail] = (await mailbox(server, email, { token: b.token })).filter((m) => /sign-up code/.test(m.subject));
    expect(claimMail?.body).toContain('set up for you by Another partner (their app “Another app”)');
  });
});
