import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Contract, JsonRpcProvider, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { LocalChains } from '../../src/features/chain/local-chains.js';
import { startLocalNode } from '../../src/features/chain/local-chain-node.js';
import { createServer } from 'node:net';
import { createLogger } from '../../src/logger.js';
import { openTestDatabase } from '../support/test-db.js';

// A restart of the platform keeps the chain's state (anvil's state file in the data folder): the
// balances are there at once and nothing is sent again. A lost state file is rebuilt from the
// ledger, with the very same transaction hashes.
const ERC20 = ['function balanceOf(address) view returns (uint256)'];
const logger = createLogger('silent', 'json');
const clock = new ManualClock();
const holder = Wallet.createRandom().address;
let dataDir: string;
let firstMint: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

async function start(): Promise<LocalChains> {
  return LocalChains.start({ chains: ['sepolia'], port: 0 }, dataDir, { db: database.db, logger, clock });
}

async function mint(chains: LocalChains, cents: bigint): Promise<string> {
  const hash = await database.db.transaction().execute((trx) =>
    chains.signTokenMove(trx, { chain: 'sepolia', kind: 'mint', address: holder, currency: 'eur', cents, orderId: null, now: clock.now() }),
  );
  await chains.flush();
  return hash;
}

async function onchain(chains: LocalChains): Promise<{ balance: bigint; ether: bigint; blocks: number }> {
  const provider = new JsonRpcProvider(chains.rpcUrls().sepolia, undefined, { staticNetwork: true });
  try {
    const eure = chains.contracts().tokens[0]!.address;
    const balance = (await new Contract(eure, ERC20, provider).getFunction('balanceOf')(holder)) as bigint;
    return { balance, ether: await provider.getBalance(holder), blocks: Number(await provider.send('eth_blockNumber', [])) };
  } finally {
    provider.destroy();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'emoney-chain-'));
  database = await openTestDatabase(logger);
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a local chain across restarts', () => {
  it('keeps its balances in the data folder: after a restart nothing is sent again', async () => {
    const first = await start();
    firstMint = await mint(first, 2_500n);
    // Something only the chain knows (the ledger cannot replay it): survives only through the state file.
    const provider = new JsonRpcProvider(first.rpcUrls().sepolia, undefined, { staticNetwork: true });
    await (await new Wallet(first.testAccount.privateKey, provider).sendTransaction({ to: holder, value: 7n })).wait();
    provider.destroy();
    const before = await onchain(first);
    expect(before.balance).toBe(parseUnits('25', 18));
    expect(before.ether).toBe(7n);
    await first.stop();
    expect(statSync(join(dataDir, 'chains', 'sepolia.json')).size).toBeGreaterThan(0);

    const second = await start();
    const after = await onchain(second);
    expect(after).toEqual(before);
    const [status] = await second.status();
    expect(status!.state).toBe('in-sync');
    // Deployment (8) and the mint, each mined once.
    expect(status!.transactions).toEqual({ signed: 0, mined: 9, reverted: 0 });
    await second.stop();
  }, 60_000);

  it('rebuilds a chain whose state file is gone from the ledger, with the same transaction hashes', async () => {
    rmSync(join(dataDir, 'chains'), { recursive: true, force: true });
    const chains = await start();
    try {
      const { balance } = await onchain(chains);
      expect(balance).toBe(parseUnits('25', 18));
      const provider = new JsonRpcProvider(chains.rpcUrls().sepolia, undefined, { staticNetwork: true });
      const receipt = (await provider.send('eth_getTransactionReceipt', [firstMint])) as { status: string } | null;
      provider.destroy();
      expect(receipt?.status).toBe('0x1');
      // And it goes on from there.
      await mint(chains, 1n);
      expect((await onchain(chains)).balance).toBe(parseUnits('25.01', 18));
    } finally {
      await chains.stop();
    }
  }, 60_000);

  it('stops a node an earlier start left running on its port (its server was killed outright), then starts', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const stateFile = join(dataDir, 'leftover', 'sepolia.json');
    const leftover = await startLocalNode({ chainId: 11155111, port, stateFile });
    const next = await startLocalNode({ chainId: 11155111, port, stateFile });
    try {
      expect(next.pid).not.toBe(leftover.pid);
      expect(() => process.kill(leftover.pid!, 0)).toThrow();
      const provider = new JsonRpcProvider(next.rpcUrl, undefined, { staticNetwork: true });
      expect(Number(await provider.send('eth_chainId', []))).toBe(11155111);
      provider.destroy();
    } finally {
      await next.stop();
      await leftover.stop();
    }
  }, 60_000);
});

