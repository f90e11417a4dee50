import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hashMessage, getBytes, computeAddress, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import {
  as,
  contractAddress,
  highSTwin,
  LINK_MESSAGE,
  linkBody,
  newCustomer,
  sandboxContractSignature,
  unprivilegedToken,
  withZeroOneV,
  type Customer,
} from './support.js';
import { withoutRequestId } from '../support/error-body.js';

let server: TestServer;
let partner: ReturnType<typeof as>;
let partnerProfile: string;
beforeAll(async () => {
  server = await startTestServer({ rpcUrls: {} });
  partner = as(server, await clientCredentialsToken(server));
  partnerProfile = server.seed.profileId;
});
afterAll(async () => {
  await server?.close();
});

const wallet = () => Wallet.createRandom() as unknown as Wallet;

describe('POST /addresses with an EOA signature', () => {
  it('links the address at once: 201, state linked, address in checksum case', async () => {
    const w = wallet();
    const res = await partner.link(linkBody(partnerProfile, w.address.toLowerCase(), await w.signMessage(LINK_MESSAGE)));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ profile: partnerProfile, address: w.address, chain: 'sepolia', state: 'linked' });
    const got = await partner.get(w.address);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ profile: partnerProfile, address: w.address, chains: ['sepolia'] });
  });

  it('refuses any other message (400) and links nothing', async () => {
    const w = wallet();
    const message = 'I hereby declare that I am the address owner';
    const res = await partner.link(linkBody(partnerProfile, w.address, await w.signMessage(message), 'sepolia', message));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors.message).toBeTruthy();
    expect((await partner.get(w.address)).status).toBe(404);
  });

  it('refuses a signature of the message by another wallet (400) and links nothing', async () => {
    const owner = wallet();
    const other = wallet();
    const res = await partner.link(linkBody(partnerProfile, owner.address, await other.signMessage(LINK_MESSAGE)));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ signature: 'The signature does not match the address' });
    expect((await partner.get(owner.address)).status).toBe(404);
    expect((await partner.get(other.address)).status).toBe(404);
  });

  it('accepts v written 0/1 as well as 27/28', async () => {
    const w = wallet();
    const signature = await w.signMessage(LINK_MESSAGE);
    const zeroOne = withZeroOneV(signature);
    expect(zeroOne).not.toBe(signature);
    expect(['00', '01']).toContain(zeroOne.slice(130));
    const res = await partner.link(linkBody(partnerProfile, w.address, zeroOne));
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('linked');
  });

  it('refuses the high-s twin of a valid signature, though it is valid math', async () => {
    const w = wallet();
    const { twin, r, s, recovery } = highSTwin(await w.signMessage(LINK_MESSAGE));
    // The twin really is a signature by the wallet: plain recovery finds its key.
    const point = new secp256k1.Signature(r, s, recovery).recoverPublicKey(getBytes(hashMessage(LINK_MESSAGE)));
    expect(computeAddress(`0x${Buffer.from(point.toBytes(false)).toString('hex')}`)).toBe(w.address);
    const res = await partner.link(linkBody(partnerProfile, w.address, twin));
    expect(res.status).toBe(400);
    expect((await partner.get(w.address)).status).toBe(404);
  });

  it('refuses a mixed-case address that is not its checksum case', async () => {
    const w = wallet();
    const hex = w.address.slice(2);
    // Flip the case of the first letter: same address, broken checksum.
    const i = hex.search(/[a-fA-F]/);
    const flipped = hex[i] === hex[i]!.toUpperCase() ? hex[i]!.toLowerCase() : hex[i]!.toUpperCase();
    const bad = `0x${hex.slice(0, i)}${flipped}${hex.slice(i + 1)}`;
    const res = await partner.link(linkBody(partnerProfile, bad, await w.signMessage(LINK_MESSAGE)));
    expect(res.status).toBe(400);
    expect(res.body.errors.address).toMatch(/checksum/);
  });

  it('adds a chain when the same profile links the same address on another chain, and answers a repeat 201', async () => {
    const w = wallet();
    const signature = await w.signMessage(LINK_MESSAGE);
    expect((await partner.link(linkBody(partnerProfile, w.address, signature, 'sepolia'))).status).toBe(201);
    expect((await partner.link(linkBody(partnerProfile, w.address, signature, 'chiado'))).status).toBe(201);
    const again = await partner.link(linkBody(partnerProfile, w.address, signature, 'chiado'));
    expect(again.status).toBe(201);
    expect(again.body.state).toBe('linked');
    const got = await partner.get(w.address);
    expect(got.body.chains).toEqual(['sepolia', 'chiado']);
  });
});

describe('one owner per address', () => {
  it('answers 409 when another profile links an address already linked, on any chain', async () => {
    const customer = await newCustomer(server);
    const signature = await customer.wallet.signMessage(LINK_MESSAGE);
    for (const chain of ['sepolia', 'amoy']) {
      const res = await partner.link(linkBody(partnerProfile, customer.wallet.address, signature, chain));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('conflict');
    }
    const got = await as(server, customer.token).get(customer.wallet.address);
    expect(got.body).toEqual({ profile: customer.profileId, address: customer.wallet.address, chains: ['sepolia'] });
  });

  it('does not let a pending onchain claim hold an address against a verified link of another profile', async () => {
    const customer = await newCustomer(server);
    const safe = contractAddress();
    expect((await partner.link(linkBody(partnerProfile, safe, '0x'))).status).toBe(202);
    // The same pending claim from another profile waits its turn...
    expect((await as(server, customer.token).link(linkBody(customer.profileId, safe, '0x'))).status).toBe(409);
    // ...but a verified signature wins, and the first claim is gone.
    const verified = await as(server, customer.token).link(linkBody(customer.profileId, safe, sandboxContractSignature(safe)));
    expect(verified.status).toBe(201);
    expect((await partner.get(safe)).body.profile).toBe(customer.profileId);
    expect((await partner.simulate(safe, { chain: 'sepolia', outcome: 'confirmed' })).status).toBe(409);
  });
});

describe('smart-contract signatures through the sandbox chain gateway', () => {
  it('links with the documented ERC-1271 signature (201)', async () => {
    const safe = contractAddress();
    const res = await partner.link(linkBody(partnerProfile, safe, sandboxContractSignature(safe), 'gnosis'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ profile: partnerProfile, address: safe, chain: 'gnosis', state: 'linked' });
  });

  it('refuses any other offchain signature (400)', async () => {
    const safe = contractAddress();
    for (const signature of [sandboxContractSignature(contractAddress()), sandboxContractSignature(safe, 'another message'), '0x1626ba7e']) {
      const res = await partner.link(linkBody(partnerProfile, safe, signature));
      expect(res.status).toBe(400);
    }
    expect((await partner.get(safe)).status).toBe(404);
  });

  it('refuses smart-contract signatures on noble, which has no contracts', async () => {
    const safe = contractAddress();
    const res = await partner.link(linkBody(partnerProfile, safe, sandboxContractSignature(safe), 'noble'));
    expect(res.status).toBe(400);
  });
});

describe('onchain signatures (0x): pending, then confirmed or expired', () => {
  it('answers 202 pending, lists nothing, and links once the simulator confirms', async () => {
    const safe = contractAddress();
    const res = await partner.link(linkBody(partnerProfile, safe, '0x'));
    expect(res.status).toBe(202);
    // The provider's {code, status} with the pending link.
    expect(res.body).toEqual({ code: 202, status: 'Accepted', profile: partnerProfile, address: safe, chain: 'sepolia', state: 'pending' });
    expect((await partner.get(safe)).status).toBe(404);
    expect((await partner.list()).body.addresses.map((a: { address: string }) => a.address)).not.toContain(safe);
    // Asking again while pending is still pending.
    expect((await partner.link(linkBody(partnerProfile, safe, '0x'))).status).toBe(202);

    const settled = await partner.simulate(safe.toLowerCase(), { chain: 'sepolia', outcome: 'confirmed' });
    expect(settled.status).toBe(200);
    expect(settled.body).toEqual({ profile: partnerProfile, address: safe, chain: 'sepolia', state: 'linked' });
    expect((await partner.get(safe)).body).toEqual({ profile: partnerProfile, address: safe, chains: ['sepolia'] });
    // Nothing is pending any more; a new 0x request for the linked chain answers the link.
    expect((await partner.simulate(safe, { chain: 'sepolia', outcome: 'confirmed' })).status).toBe(409);
    const again = await partner.link(linkBody(partnerProfile, safe, '0x'));
    expect(again.status).toBe(201);
    expect(again.body.state).toBe('linked');
  });

  it('expires a pending link at once through the simulator', async () => {
    const safe = contractAddress();
    expect((await partner.link(linkBody(partnerProfile, safe, '0x', 'chiado'))).status).toBe(202);
    const res = await partner.simulate(safe, { chain: 'chiado', outcome: 'expired' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: partnerProfile, address: safe, chain: 'chiado', state: 'expired' });
    expect((await partner.simulate(safe, { chain: 'chiado', outcome: 'expired' })).status).toBe(409);
    expect((await partner.get(safe)).status).toBe(404);
  });

  it('answers the simulator 409 for a chain with nothing pending and 404 for an unknown address', async () => {
    const safe = contractAddress();
    expect((await partner.link(linkBody(partnerProfile, safe, '0x', 'sepolia'))).status).toBe(202);
    expect((await partner.simulate(safe, { chain: 'chiado', outcome: 'confirmed' })).status).toBe(409);
    const unknown = await partner.simulate(contractAddress(), { chain: 'sepolia', outcome: 'confirmed' });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /addresses and GET /addresses/{address}', () => {
  let alice: Customer;
  let bob: Customer;
  let extra: Wallet;
  beforeAll(async () => {
    alice = await newCustomer(server);
    bob = await newCustomer(server);
    extra = wallet();
    const res = await as(server, alice.token).link(linkBody(alice.profileId, extra.address, await extra.signMessage(LINK_MESSAGE), 'chiado'));
    expect(res.status).toBe(201);
  });

  it("lists the caller's own addresses, filtered by profile and chain", async () => {
    const mine = await as(server, alice.token).list();
    expect(mine.status).toBe(200);
    // Both were linked at the same instant of the test clock: oldest first, then by address.
    const expected = [
      { profile: alice.profileId, address: alice.wallet.address, chains: ['sepolia'] },
      { profile: alice.profileId, address: extra.address, chains: ['chiado'] },
    ].sort((a, b) => a.address.toLowerCase().localeCompare(b.address.toLowerCase()));
    expect(mine.body.addresses).toEqual(expected);
    const onChiado = await as(server, alice.token).list({ chain: 'chiado' });
    expect(onChiado.body.addresses).toEqual([{ profile: alice.profileId, address: extra.address, chains: ['chiado'] }]);
    const byProfile = await as(server, alice.token).list({ profile: alice.profileId, chain: 'sepolia' });
    expect(byProfile.body.addresses).toEqual([{ profile: alice.profileId, address: alice.wallet.address, chains: ['sepolia'] }]);
    expect((await as(server, alice.token).list({ chain: 'polygon' })).body).toEqual({ addresses: [] });
  });

  it("lets the partner list every customer's addresses, and one customer's by profile", async () => {
    const all = await partner.list();
    expect(all.status).toBe(200);
    const profiles = new Set(all.body.addresses.map((a: { profile: string }) => a.profile));
    for (const profile of [partnerProfile, alice.profileId, bob.profileId]) expect(profiles.has(profile)).toBe(true);
    const entry = all.body.addresses.find((a: { address: string }) => a.address === alice.wallet.address);
    expect(entry).toEqual({ profile: alice.profileId, address: alice.wallet.address, chains: ['sepolia'] });
    const bobs = await partner.list({ profile: bob.profileId });
    expect(bobs.body.addresses).toEqual([{ profile: bob.profileId, address: bob.wallet.address, chains: ['sepolia'] }]);
  });

  it('finds an address in any case', async () => {
    const address = alice.wallet.address;
    for (const form of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
      const res = await as(server, alice.token).get(form);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ profile: alice.profileId, address, chains: ['sepolia'] });
    }
  });

  it("answers 404 with no data for another customer's address, profile and link", async () => {
    const asAlice = as(server, alice.token);
    const unknown = await asAlice.get(wallet().address);
    const foreign = await asAlice.get(bob.wallet.address);
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId(unknown.body));
    expect(JSON.stringify(foreign.body)).not.toContain(bob.profileId);

    const list = await asAlice.list({ profile: bob.profileId });
    expect(list.status).toBe(404);
    expect(JSON.stringify(list.body)).not.toContain(bob.wallet.address.slice(2).toLowerCase());
    expect(JSON.stringify((await asAlice.list()).body).toLowerCase()).not.toContain(bob.wallet.address.toLowerCase());

    const w = wallet();
    const link = await asAlice.link(linkBody(bob.profileId, w.address, await w.signMessage(LINK_MESSAGE)));
    expect(link.status).toBe(404);
    expect((await as(server, bob.token).get(w.address)).status).toBe(404);

    const simulate = await asAlice.simulate(bob.wallet.address, { chain: 'sepolia', outcome: 'expired' });
    expect(simulate.status).toBe(404);
    expect((await as(server, bob.token).get(bob.wallet.address)).status).toBe(200);
  });

  it('rejects an address that breaks the pattern (400)', async () => {
    expect((await partner.get('0x1234')).status).toBe(400);
  });
});

describe('privileges', () => {
  it('refuses POST /addresses (403, the partner message) to an app without the linkAddress privilege', async () => {
    const token = await unprivilegedToken(server);
    const w = wallet();
    const res = await as(server, token).link(linkBody(partnerProfile, w.address, await w.signMessage(LINK_MESSAGE)));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not allowed .* Contact emoney for access/);
    expect((await partner.get(w.address)).status).toBe(404);
    // Reading needs no privilege.
    expect((await as(server, token).list()).status).toBe(200);
  });
});
