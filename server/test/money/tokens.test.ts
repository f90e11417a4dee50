import { keccak256, toUtf8Bytes, getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as } from './money-support.js';

let sandbox: TestServer;
let production: TestServer;
beforeAll(async () => {
  [sandbox, production] = await Promise.all([startTestServer(), startTestServer({ mode: 'production' })]);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
});

/** The documented rule, computed here with ethers: the last 20 bytes of keccak256("emoney-token:{chain}:{symbol}"). */
const expectedAddress = (chain: string, symbol: string) => getAddress(`0x${keccak256(toUtf8Bytes(`emoney-token:${chain}:${symbol}`)).slice(-40)}`);

describe('GET /tokens', () => {
  it('lists EURe, GBPe, USDe and ISKe on every EVM testnet in the sandbox', async () => {
    const res = await as(sandbox, await clientCredentialsToken(sandbox)).get('/tokens');
    expect(res.status).toBe(200);
    const chains = [...new Set(res.body.map((t: { chain: string }) => t.chain))];
    expect(chains).toEqual(['sepolia', 'chiado', 'amoy', 'arbitrumsepolia', 'lineasepolia', 'basesepolia']);
    expect(res.body).toHaveLength(24);
    expect(res.body.slice(0, 4)).toEqual(
      ['EUR', 'GBP', 'USD', 'ISK'].map((ticker) => ({
        currency: ticker.toLowerCase(),
        ticker,
        symbol: `${ticker}e`,
        chain: 'sepolia',
        address: expectedAddress('sepolia', `${ticker}e`),
        decimals: 18,
      })),
    );
    for (const token of res.body) expect(token.address).toBe(expectedAddress(token.chain, token.symbol));
    expect(new Set(res.body.map((t: { address: string }) => t.address)).size).toBe(24);
  });

  it('lists the mainnets in production, the same every time', async () => {
    const token = await productionToken();
    const first = await as(production, token).get('/tokens');
    expect(first.status).toBe(200);
    expect([...new Set(first.body.map((t: { chain: string }) => t.chain))]).toEqual(['ethereum', 'gnosis', 'polygon', 'arbitrum', 'linea', 'base']);
    expect(first.body.find((t: { chain: string; symbol: string }) => t.chain === 'ethereum' && t.symbol === 'EURe').address).toBe(
      expectedAddress('ethereum', 'EURe'),
    );
    expect((await as(production, token).get('/tokens')).body).toEqual(first.body);
  });

  it('needs a token', async () => {
    expect((await as(sandbox, 'nope').get('/tokens')).status).toBe(401);
  });
});

describe('the simulator in production', () => {
  it('does not exist: 404', async () => {
    const token = await productionToken();
    const payment = await as(production, token).post('/sandbox/payments', { iban: 'IS140159260076545510730339', amount: '10' });
    expect(payment.status).toBe(404);
    const decision = await as(production, token).post('/sandbox/orders/391a4ef7-2c12-46b6-86c3-9210b78087d5', { state: 'processed' });
    expect(decision.status).toBe(404);
  });
});

/** The test server seeds its partner in every mode, so production has a client-credentials app too. */
function productionToken(): Promise<string> {
  return clientCredentialsToken(production);
}
