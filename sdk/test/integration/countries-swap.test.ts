// listCountries, getSwapQuote and acceptSwapQuote against the real sandbox server, over HTTP.
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, EmoneyClient } from '../../src/index.js';
import { startTestServer, type TestServer } from './support.js';

let server: TestServer;
let client: EmoneyClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.clientId, clientSecret: server.seed.clientSecret });
});
afterAll(async () => {
  await server?.close();
});

describe('countries', () => {
  it('listCountries: every country with its tiers, without a token', async () => {
    const anonymous = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.clientId });
    const { countries, total } = await anonymous.listCountries();
    expect(total).toBe(countries.length);
    expect(countries.find((c) => c.code === 'IS')).toEqual({ name: 'Iceland', code: 'IS', nationality: 'low', residency: 'low' });
  });
});

describe('swap (preview)', () => {
  it('getSwapQuote answers the quote and its token; acceptSwapQuote signs it once', async () => {
    const walletAddress = Wallet.createRandom().address;
    const { quote, quoteToken } = await client.getSwapQuote({ chain: 'arbitrumsepolia', sellToken: 'EURe', buyToken: 'USDC', walletAddress, buyAmount: '10' });
    expect(quote).toMatchObject({ walletAddress, sellToken: 'EURe', buyToken: 'USDC', buyAmount: '10.00', buyAmountBaseUnits: '10000000' });
    expect(quoteToken).toMatch(/^enc:v1:/);

    const accepted = await client.acceptSwapQuote(quoteToken);
    expect(accepted).toMatchObject({ ...quote, chainId: 421614 });
    expect(accepted.calldata.startsWith('0x')).toBe(true);

    const again = await client.acceptSwapQuote(quoteToken).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).status).toBe(409);
  });

  it('throws an ApiError naming the field for a refused quote', async () => {
    const error = await client
      .getSwapQuote({ chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress: Wallet.createRandom().address, sellAmount: '1.1234567' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(Object.keys((error as ApiError).errors ?? {})).toContain('sellAmount');
  });
});
