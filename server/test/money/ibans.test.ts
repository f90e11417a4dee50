import { Wallet } from 'ethers';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { toJson } from '../../src/db/json.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, balance, expectSoundLedger, newCustomer, provisionedIban, runJobsAfter, type Customer } from './money-support.js';
import { forgetAuthState } from '../../src/features/access/auth-state-cache.js';

/**
 * ISO 13616 validity, written here independently of the server: move the first four characters
 * to the end, letters to numbers (A = 10 … Z = 35), and the number mod 97 must be 1.
 */
function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await expectSoundLedger(server);
});
afterAll(async () => {
  await server?.close();
});

/** Links another fresh wallet to the customer's profile on `chain` (POST /addresses). */
async function linkAnother(customer: Customer, chain: string): Promise<string> {
  const wallet = Wallet.createRandom();
  const res = await as(server, customer.token).post('/addresses', {
    profile: customer.profileId,
    address: wallet.address,
    chain,
    message: LINK_MESSAGE,
    signature: await wallet.signMessage(LINK_MESSAGE),
  });
  expect(res.status).toBe(201);
  return wallet.address;
}

describe('the check in this test', () => {
  it('knows a valid IBAN from a broken one', () => {
    expect(ibanIsValid('IS140159260076545510730339')).toBe(true);
    expect(ibanIsValid('DE89370400440532013000')).toBe(true);
    expect(ibanIsValid('DE88370400440532013000')).toBe(false);
    expect(ibanIsValid('IS140159260076545510730338')).toBe(false);
  });
});

describe('requesting an IBAN', () => {
  it('issues a unique Icelandic IBAN (26 characters, valid mod-97 check digits) with a BIC, pending then approved', async () => {
    const customers = await Promise.all([newCustomer(server), newCustomer(server), newCustomer(server)]);
    const ibans = [];
    for (const customer of customers) ibans.push(await provisionedIban(server, customer));
    expect(new Set(ibans).size).toBe(3);
    for (const iban of ibans) {
      expect(iban).toMatch(/^IS[0-9]{24}$/);
      expect(iban).toHaveLength(26);
      expect(ibanIsValid(iban)).toBe(true);
    }
    const one = await as(server, customers[0]!.token).get(`/ibans/${ibans[0]}`);
    const holder = await as(server, customers[0]!.token).get(`/profiles/${customers[0]!.profileId}`);
    expect(holder.body.name).toEqual(expect.any(String));
    expect(one.body).toEqual({
      iban: ibans[0],
      bic: 'EMNYISRRXXX',
      profile: customers[0]!.profileId,
      address: customers[0]!.address,
      chain: 'sepolia',
      state: 'approved',
      name: holder.body.name,
      emailNotifications: true,
    });
    const events = await server.ctx.db.selectFrom('events').select(['type', 'data']).where('profile_id', '=', customers[0]!.profileId).where('type', '!=', 'profile.updated').execute();
    expect(events).toEqual([{ type: 'iban.updated', data: one.body }]);
  });

  it('keeps emailNotifications as requested (the published client sends it), true when left out', async () => {
    const quiet = await newCustomer(server);
    const res = await as(server, quiet.token).post('/ibans', { address: quiet.address, chain: 'sepolia', emailNotifications: false });
    expect(res.status).toBe(202);
    const [row] = (await as(server, quiet.token).get(`/ibans?profile=${quiet.profileId}`)).body.ibans;
    expect(row).toMatchObject({ emailNotifications: false, address: quiet.address });
    const loud = await newCustomer(server);
    const iban = await provisionedIban(server, loud);
    expect((await as(server, loud.token).get(`/ibans/${iban}`)).body.emailNotifications).toBe(true);
    expect((await as(server, loud.token).post('/ibans', { address: loud.address, chain: 'sepolia', emailNotifications: 'yes' })).status).toBe(400);
  });

  it('answers 304 when the profile already has one, whichever of its addresses asks', async () => {
    const customer = await newCustomer(server);
    const iban = await provisionedIban(server, customer);
    const again = await as(server, customer.token).post('/ibans', { address: customer.address, chain: 'sepolia' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await linkAnother(customer, 'chiado');
    expect((await as(server, customer.token).post('/ibans', { address: other, chain: 'chiado' })).status).toBe(304);
    const list = await as(server, customer.token).get(`/ibans?profile=${customer.profileId}`);
    expect(list.body.ibans.map((i: { iban: string }) => i.iban)).toEqual([iban]);
  });

  it('two requests at once make one IBAN', async () => {
    const customer = await newCustomer(server);
    const answers = await Promise.all([1, 2, 3].map(() => as(server, customer.token).post('/ibans', { address: customer.address, chain: 'sepolia' })));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 304, 304]);
    expect((await as(server, customer.token).get('/ibans')).body.ibans).toHaveLength(1);
  });

  it('needs the address linked on that chain to the caller’s profile', async () => {
    const customer = await newCustomer(server);
    expect((await as(server, customer.token).post('/ibans', { address: customer.address, chain: 'chiado' })).status).toBe(404);
    expect((await as(server, customer.token).post('/ibans', { address: Wallet.createRandom().address, chain: 'sepolia' })).status).toBe(404);
  });

  it('needs an approved profile: 403', async () => {
    const partner = await clientCredentialsToken(server);
    const signup = await as(server, partner).post('/auth/signup', { email: `created-${Date.now()}@example.org` });
    expect(signup.status).toBe(201);
    const wallet = Wallet.createRandom();
    const link = await as(server, partner).post('/addresses', {
      profile: signup.body.profile,
      address: wallet.address,
      chain: 'sepolia',
      message: LINK_MESSAGE,
      signature: await wallet.signMessage(LINK_MESSAGE),
    });
    expect(link.status).toBe(201);
    const res = await as(server, partner).post('/ibans', { address: wallet.address, chain: 'sepolia' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/only approved profiles/);
    expect((await as(server, partner).get(`/ibans?profile=${signup.body.profile}`)).body.ibans).toEqual([]);
  });

  it('needs the privileges: an app without requestIban and moveIban gets 403', async () => {
    const customer = await newCustomer(server);
    const iban = await provisionedIban(server, customer);
    const app = await server.ctx.db.selectFrom('apps').select(['id', 'privileges']).where('client_id', '=', server.seed.authClientId).executeTakeFirstOrThrow();
    await server.ctx.db.updateTable('apps').set({ privileges: toJson(app.privileges.filter((p) => p !== 'requestIban' && p !== 'moveIban')) }).where('id', '=', app.id).execute();
    // Written behind the server's back: tell it, as it would notice within AUTH_STATE_TTL_MS anyway.
    forgetAuthState();
    try {
      const other = await newCustomer(server);
      const res = await as(server, other.token).post('/ibans', { address: other.address, chain: 'sepolia' });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/extra privileges/);
      expect((await as(server, customer.token).patch(`/ibans/${iban}`, { address: customer.address, chain: 'sepolia' })).status).toBe(403);
    } finally {
      await server.ctx.db.updateTable('apps').set({ privileges: toJson(app.privileges) }).where('id', '=', app.id).execute();
      forgetAuthState();
    }
  });
});

describe('reading IBANs', () => {
  it('finds an IBAN written with spaces and in lower case', async () => {
    const customer = await newCustomer(server);
    const iban = await provisionedIban(server, customer);
    const spaced = iban.replace(/(.{4})/g, '$1 ').trim().toLowerCase();
    const res = await request(server.url).get(`/ibans/${encodeURIComponent(spaced)}`).set('Authorization', `Bearer ${customer.token}`);
    expect(res.status).toBe(200);
    expect(res.body.iban).toBe(iban);
    // A payment can name it that way too.
    expect((await as(server, customer.token).post('/sandbox/payments', { iban: spaced, amount: '1.50' })).status).toBe(201);
    expect(await balance(server, customer)).toBe('1.50');
  });

  it('filters the list by chain', async () => {
    const customer = await newCustomer(server);
    await provisionedIban(server, customer);
    expect((await as(server, customer.token).get('/ibans?chain=sepolia')).body.ibans).toHaveLength(1);
    expect((await as(server, customer.token).get('/ibans?chain=chiado')).body.ibans).toHaveLength(0);
  });
});

describe('moving an IBAN', () => {
  it('moves it to another address of the same profile: 200, iban.updated, and money then mints there', async () => {
    const customer = await newCustomer(server);
    const iban = await provisionedIban(server, customer);
    const other = await linkAnother(customer, 'chiado');
    const moved = await as(server, customer.token).patch(`/ibans/${iban}`, { address: other, chain: 'chiado' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ iban, profile: customer.profileId, address: other, chain: 'chiado', state: 'approved' });
    const events = await server.ctx.db.selectFrom('events').select(['type', 'data']).where('profile_id', '=', customer.profileId).where('type', '!=', 'profile.updated').orderBy('seq').execute();
    expect(events.map((e) => e.type)).toEqual(['iban.updated', 'iban.updated']);
    expect(events[1]!.data).toEqual(moved.body);

    await as(server, customer.token).post('/sandbox/payments', { iban, amount: '20' });
    expect(await balance(server, customer)).toBe('0.00');
    expect(await balance(server, { ...customer, address: other, chain: 'chiado' })).toBe('20.00');
  });

  it('refuses an address of another profile (400), and one not linked on that chain (400)', async () => {
    const customer = await newCustomer(server);
    const iban = await provisionedIban(server, customer);
    const stranger = await newCustomer(server);
    const res = await as(server, customer.token).patch(`/ibans/${iban}`, { address: stranger.address, chain: 'sepolia' });
    expect(res.status).toBe(400);
    expect(res.body.errors.address).toMatch(/not linked on sepolia to the IBAN's profile/);
    expect((await as(server, customer.token).patch(`/ibans/${iban}`, { address: customer.address, chain: 'amoy' })).status).toBe(400);
    expect((await as(server, customer.token).get(`/ibans/${iban}`)).body.address).toBe(customer.address);
  });
});

describe('simulated payments', () => {
  it('answer 409 while the IBAN is pending, 404 for an unknown IBAN', async () => {
    const customer = await newCustomer(server);
    expect((await as(server, customer.token).post('/ibans', { address: customer.address, chain: 'sepolia' })).status).toBe(202);
    const iban = (await as(server, customer.token).get('/ibans')).body.ibans[0].iban as string;
    const early = await as(server, customer.token).post('/sandbox/payments', { iban, amount: '10' });
    expect(early.status).toBe(409);
    expect(await balance(server, customer)).toBe('0.00');
    expect((await as(server, customer.token).post('/sandbox/payments', { iban: 'IS140159260076545510730339', amount: '10' })).status).toBe(404);
    await runJobsAfter(server, server.ctx.config.sandbox.ibanDelayMs);
    expect((await as(server, customer.token).post('/sandbox/payments', { iban, amount: '0' })).status).toBe(400);
    expect((await as(server, customer.token).post('/sandbox/payments', { iban, amount: '10', currency: 'gbp' })).status).toBe(201);
    expect(await balance(server, customer, 'gbp')).toBe('10.00');
    expect(await balance(server, customer, 'eur')).toBe('0.00');
  });
});

describe('another IBAN country', () => {
  it('issues valid German IBANs (22 characters) when configured', async () => {
    const german = await startTestServer({ ibanCountry: 'DE' });
    try {
      const customer = await newCustomer(german);
      const iban = await provisionedIban(german, customer);
      expect(iban).toMatch(/^DE[0-9]{20}$/);
      expect(ibanIsValid(iban)).toBe(true);
      expect((await as(german, customer.token).get(`/ibans/${iban}`)).body.bic).toBe('EMNYDERRXXX');
    } finally {
      await german.close();
    }
  });
});
