import { Wallet } from 'ethers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, LINK_MESSAGE, linkBody, newCustomer, type Customer } from '../addresses/support.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// The fixed link text names no chain, yet a proof counted once per
// address and chain. A signature seen once (carried in a `GET /auth`) linked the address on
// another chain for anyone; and on the same chain once the 30-minute reservation ended on a
// partner's moved sandbox clock. A proof now counts once per address across all chains, and
// reservations lapse on the deployment's clock only.
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

/** A wallet's link signature carried in an authorization request (which reserves it), as a victim's app would send it. */
async function reservedInAuthRequest(chain = 'sepolia'): Promise<{ wallet: { address: string }; signature: string }> {
  const wallet = Wallet.createRandom();
  const signature = await wallet.signMessage(LINK_MESSAGE);
  const start = await request(server.url)
    .get('/auth')
    .query({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, address: wallet.address, signature, chain });
  expect(start.status).toBe(307);
  return { wallet, signature };
}

describe('a link proof counts once per address, across all chains', () => {
  it('a signature reserved by an authorization request on sepolia cannot link the address on basesepolia for another profile', async () => {
    const { wallet, signature } = await reservedInAuthRequest('sepolia');
    const replay = await as(server, attacker.token).link(linkBody(attacker.profileId, wallet.address, signature, 'basesepolia'));
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ code: 'conflict', status: 409 });
    // Nothing was linked nor spent for the attacker.
    const proof = await server.ctx.db.selectFrom('link_proofs').selectAll().where('address', '=', wallet.address.toLowerCase()).execute();
    expect(proof.map((p) => p.profile_id)).toEqual([null]);
    expect((await as(server, attacker.token).get(wallet.address)).status).toBe(404);
  });

  it('a proof spent by one profile links the address on another chain for that profile only', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage(LINK_MESSAGE);
    expect((await as(server, victim.token).link(linkBody(victim.profileId, wallet.address, signature, 'sepolia'))).status).toBe(201);
    expect((await as(server, attacker.token).link(linkBody(attacker.profileId, wallet.address, signature, 'basesepolia'))).status).toBe(409);
    expect((await as(server, victim.token).link(linkBody(victim.profileId, wallet.address, signature, 'basesepolia'))).status).toBe(201);
  });

  it("a partner moving its sandbox clock past 30 minutes does not end another request's reservation", async () => {
    const { wallet, signature } = await reservedInAuthRequest('sepolia');
    const partner = await clientCredentialsToken(server);
    const moved = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${partner}`).send({ seconds: 31 * 60 });
    expect(moved.status).toBe(200);
    const replay = await as(server, attacker.token).link(linkBody(attacker.profileId, wallet.address, signature, 'sepolia'));
    expect(replay.status).toBe(409);
  });
});
