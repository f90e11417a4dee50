import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, contractAddress, LINK_MESSAGE, linkBody, sandboxContractSignature } from './support.js';

let server: TestServer;
let api: ReturnType<typeof as>;
beforeAll(async () => {
  server = await startTestServer({ mode: 'production', rpcUrls: {} });
  api = as(server, await clientCredentialsToken(server));
});
afterAll(async () => {
  await server?.close();
});

describe('address links in production mode (no JSON-RPC endpoint configured)', () => {
  it('has no signature simulator: 404 even for a pending link', async () => {
    const safe = contractAddress();
    const pending = await api.link(linkBody(server.seed.profileId, safe, '0x'));
    expect(pending.status).toBe(202);
    const res = await api.simulate(safe, { chain: 'sepolia', outcome: 'confirmed' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect((await api.get(safe)).status).toBe(404);
  });

  it('does not trust the sandbox ERC-1271 rule: refused without a node to ask', async () => {
    const safe = contractAddress();
    const res = await api.link(linkBody(server.seed.profileId, safe, sandboxContractSignature(safe)));
    expect(res.status).toBe(400);
  });

  it('still links EOAs by recovery', async () => {
    const w = Wallet.createRandom();
    const res = await api.link(linkBody(server.seed.profileId, w.address, await w.signMessage(LINK_MESSAGE)));
    expect(res.status).toBe(201);
  });
});
