import { Wallet } from 'ethers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/app.js';
import { as, LINK_MESSAGE, linkBody, newCustomer, type Customer } from '../addresses/support.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The link message is fixed text, so one signature linked an address for
// anyone who had seen it, and GET /auth?address=&signature= wrote the signature into the logs.
let server: TestServer;
let victim: Customer;
let attacker: Customer;
beforeAll(async () => {
  server = await startTestServer();
  victim = await newCustomer(server);
  attacker = await newCustomer(server);
});
afterAll(async () => {
  await server?.close();
});

describe('link-proof replay', () => {
  it('a signature carried in an /auth request cannot be used by another profile meanwhile (409)', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage(LINK_MESSAGE);
    const start = await request(server.url).get('/auth').query({
      client_id: server.seed.authClientId,
      code_challenge: pkcePair().challenge,
      redirect_uri: REDIRECT_URI,
      address: wallet.address,
      signature,
      chain: 'sepolia',
    });
    expect(start.status).toBe(307);
    const replay = await as(server, attacker.token).link(linkBody(attacker.profileId, wallet.address, signature));
    expect(replay.status).toBe(409);
  });

  it('the proof counts once per address and chain: the first profile keeps it, a replay by another is 409', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage(LINK_MESSAGE);
    expect((await as(server, victim.token).link(linkBody(victim.profileId, wallet.address, signature))).status).toBe(201);
    // The same proof again by its owner stays idempotent.
    expect((await as(server, victim.token).link(linkBody(victim.profileId, wallet.address, signature))).status).toBe(201);
    expect((await as(server, attacker.token).link(linkBody(attacker.profileId, wallet.address, signature))).status).toBe(409);
  });

  it('redacts signature and message from every logged URL', () => {
    const logged = redactUrl('/auth?client_id=abc&address=0x12&signature=0xdeadbeef&chain=sepolia&message=I%20agree');
    expect(logged).not.toContain('0xdeadbeef');
    expect(logged).not.toContain('agree');
    expect(logged).toContain('client_id=abc');
  });
});
