import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chain } from '../../src/features/addresses/addresses.table.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, contractAddress, DAY, HOUR, linkBody, newCustomer } from './support.js';

// Its own server: the clock moves days, past the lifetime of every token of the other tests.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rpcUrls: {} });
});
afterAll(async () => {
  await server?.close();
});

const partner = async () => as(server, await clientCredentialsToken(server));
const stateOf = async (address: string, chain: Chain) =>
  (
    await server.ctx.db
      .selectFrom('address_chains')
      .select(['state'])
      .where('address', '=', address.toLowerCase())
      .where('chain', '=', chain)
      .executeTakeFirstOrThrow()
  ).state;

describe('a pending onchain link when nothing confirms it', () => {
  it('is checked hourly for 5 days, then expires; the lapsed claim holds nothing', async () => {
    const profile = server.seed.profileId;
    const early = contractAddress();
    const late = contractAddress();
    const api = await partner();
    expect((await api.link(linkBody(profile, early, '0x', 'amoy'))).status).toBe(202);
    expect((await api.link(linkBody(profile, late, '0x', 'amoy'))).status).toBe(202);

    // The first check is due an hour later; nothing is confirmed, so it schedules the next one.
    server.clock.advance(HOUR);
    expect(await server.jobs.runDue()).toBe(2);
    expect(await stateOf(late, 'amoy')).toBe('pending');
    server.clock.advance(HOUR);
    expect(await server.jobs.runDue()).toBe(2);

    // Just before the deadline: still pending (and so it can still be confirmed).
    server.clock.advance(5 * DAY - 2 * HOUR - 60_000);
    await server.jobs.runDue();
    expect(await stateOf(late, 'amoy')).toBe('pending');
    expect((await (await partner()).simulate(early, { chain: 'amoy', outcome: 'confirmed' })).status).toBe(200);

    // Past the deadline: the last check expires it (the confirmed link's leftover check runs too, as a no-op).
    server.clock.advance(2 * 60_000);
    expect(await server.jobs.runDue()).toBe(2);
    expect(await stateOf(late, 'amoy')).toBe('expired');
    const after = await partner();
    expect((await after.simulate(late, { chain: 'amoy', outcome: 'confirmed' })).status).toBe(409);
    expect((await after.get(late)).status).toBe(404);
    expect((await after.get(early)).body).toEqual({ profile, address: early, chains: ['amoy'] });
    // No check is left behind for either.
    server.clock.advance(DAY);
    expect(await server.jobs.runDue()).toBe(0);

    // Another profile may now claim the address; the old owner may too, with a fresh 5 days.
    const customer = await newCustomer(server);
    expect((await as(server, customer.token).link(linkBody(customer.profileId, late, '0x', 'amoy'))).status).toBe(202);
    expect(await stateOf(late, 'amoy')).toBe('pending');
  });
});
