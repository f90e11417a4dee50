/**
 * The "Local chain" guide's script (local-chain-guide.partner.ts, the code the guide shows) runs
 * against a sandbox with real local nodes: EURe minted and burned onchain, and a Safe linked by
 * an ERC-1271 signature and by an onchain approval. Waiting is the only thing the test supplies:
 * each wait moves the sandbox clock by its IBAN and order delays and runs what fell due.
 */
import { Contract, JsonRpcProvider } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { runLocalChainGuide, type LocalChainGuideOutcome } from './local-chain-guide.partner.js';

let server: TestServer;
let outcome: LocalChainGuideOutcome;
beforeAll(async () => {
  server = await startTestServer({ localChains: { chains: ['sepolia', 'chiado'], port: 0 } });
  outcome = await runLocalChainGuide({
    api: server.url,
    clientId: server.seed.clientId,
    clientSecret: server.seed.clientSecret,
    wait: async () => {
      server.clock.advance(Math.max(server.ctx.config.sandbox.ibanDelayMs, server.ctx.config.sandbox.orderDelayMs));
      await server.jobs.runDue();
    },
  });
}, 90_000);
afterAll(async () => {
  await server?.close();
});

describe("the local chain guide's script", () => {
  it('reads 100 EURe on the node after the payment and 60 after redeeming 40, as GET /balances says', () => {
    expect(outcome.iban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/);
    expect(outcome.onchain).toEqual({ afterPayment: '100.0', afterRedeem: '60.0' });
    expect(outcome.ledger).toBe('60.00');
  });

  it('burns with a transaction the node mined, the one the order names', async () => {
    const provider = new JsonRpcProvider(server.ctx.localChains!.rpcUrls().sepolia, undefined, { staticNetwork: true });
    try {
      const receipt = await provider.getTransactionReceipt(outcome.redeemTxHash);
      expect(receipt?.status).toBe(1);
      // A Safe made by the script is a contract on the node, not a key.
      expect(await provider.getCode(outcome.offchainSafe.address)).not.toBe('0x');
      const threshold = await new Contract(outcome.onchainSafe.address, ['function getThreshold() view returns (uint256)'], provider).getFunction('getThreshold')();
      expect(threshold).toBe(1n);
    } finally {
      provider.destroy();
    }
  });

  it('links a Safe at once with its ERC-1271 signature', () => {
    expect(outcome.offchainSafe).toMatchObject({ status: 201, state: 'linked' });
  });

  it('links a Safe with signature 0x as pending (202), then linked once its owner approved onchain', async () => {
    expect(outcome.onchainSafe.pending).toEqual({ status: 202, state: 'pending' });
    expect(outcome.onchainSafe.confirmed).toEqual({ status: 201, state: 'linked' });
    const link = await server.ctx.db.selectFrom('address_chains').selectAll().where('address', '=', outcome.onchainSafe.address.toLowerCase()).execute();
    expect(link.map((l) => [l.chain, l.state])).toEqual([['sepolia', 'linked']]);
  });
});
