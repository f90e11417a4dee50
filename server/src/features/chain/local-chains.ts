import { FetchRequest, Interface, JsonRpcProvider, Network, Transaction, Wallet } from 'ethers';
import { join } from 'node:path';
import type { Clock } from '../../clock.js';
import { chainId as chainIdOf, type Chain } from '../../crypto/chains.js';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import {
  chainAccount,
  countByState,
  createChainAccount,
  firstTransaction,
  lockNextNonce,
  markTransaction,
  markUnsentFrom,
  recordSignedTransaction,
  unsentTransactions,
  type ChainTransactionRow,
} from './chain-transactions.repository.js';
import { deploymentPlan, localContracts, TOKEN_ABI, type LocalContracts } from './deployment-plan.js';
import type { LocalChainsConfig } from './local-chains.config.js';
import { startLocalNode, type LocalNode } from './local-chain-node.js';
import { PLATFORM_ACCOUNT, TEST_ACCOUNT } from './sandbox-keys.js';

/** How the node and the ledger stand: `in-sync` (every signed transaction mined), `syncing`, `unreachable`, `diverged` (reported, not repaired). */
export type LocalChainState = 'in-sync' | 'syncing' | 'unreachable' | 'diverged';

export interface LocalChainStatus {
  chain: Chain;
  chainId: number;
  rpcUrl: string;
  state: LocalChainState;
  /** Why the state is not `in-sync`, in words. */
  detail: string | undefined;
  contracts: LocalContracts;
  /** Transactions the platform signed on the chain, by state. */
  transactions: { signed: number; mined: number; reverted: number };
}

export interface TokenMove {
  chain: Chain;
  kind: 'mint' | 'burn';
  address: string;
  currency: string;
  cents: bigint;
  /** The order it carries out; none for the sandbox reset's burn of a removed address. */
  orderId: string | null;
  now: Date;
}

/** Token amounts have 18 decimals; the ledger counts cents. */
const WEI_PER_CENT = 10n ** 16n;
/** Gas for one mint or burn (about 50,000 used); fees are zero on the local nodes, the limit only caps. */
const TOKEN_MOVE_GAS = 150_000n;
const RECEIPT_WAIT_MS = 10_000;
const RESTART_DELAY_MS = 1_000;
/** How often a running node is compared with the ledger (a reset while running, a lost transaction). */
const RECONCILE_EVERY_MS = 10_000;

const TOKEN = new Interface(TOKEN_ABI);

interface RunningChain {
  chain: Chain;
  chainId: number;
  port: number;
  node: LocalNode | undefined;
  provider: JsonRpcProvider | undefined;
  rpcUrl: string;
  state: LocalChainState;
  detail: string | undefined;
  /** Sends are one at a time per chain, in nonce order. */
  queue: Promise<void>;
}

interface Dependencies {
  db: Database;
  logger: Logger;
  clock: Clock;
}

/**
 * The sandbox's local chains: one anvil per chain on loopback, the tokens and Safe contracts
 * deployed by the platform's key, and every mint and burn of the ledger carried out onchain.
 *
 * The database stays the ledger of record. A mint or burn is queued inside the database
 * transaction that posts it, then signed by a job (`onchain-money.ts`) in posting order, in the
 * transaction that names its hash in the order, and sent after that commits;
 * a chain that lost transactions (a reset, an older state file) gets the same raw bytes again, in
 * nonce order, so their hashes do not change. A chain whose history cannot be explained by the
 * ledger is reported `diverged` and left alone.
 */
export class LocalChains {
  private readonly chains = new Map<Chain, RunningChain>();
  private readonly wallet = new Wallet(PLATFORM_ACCOUNT.privateKey);
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly deps: Dependencies,
    private readonly dataDir: string | undefined,
  ) {}

  /** Starts a node per configured chain, deploys or reconciles, and resolves once each answers. */
  static async start(config: LocalChainsConfig, dataDir: string | undefined, deps: Dependencies): Promise<LocalChains> {
    const set = new LocalChains(deps, dataDir);
    let port = config.port;
    for (const chain of config.chains) {
      set.chains.set(chain, { chain, chainId: chainIdOf(chain)!, port, node: undefined, provider: undefined, rpcUrl: '', state: 'syncing', detail: undefined, queue: Promise.resolve() });
      if (port !== 0) port += 1;
    }
    try {
      for (const running of set.chains.values()) await set.launch(running);
    } catch (err) {
      await set.stop();
      throw err;
    }
    set.timer = setInterval(() => void set.reconcile(), RECONCILE_EVERY_MS);
    set.timer.unref();
    return set;
  }

  /** Compares every running node with the ledger and repairs what it can (as at start); every few seconds too. */
  async reconcile(): Promise<void> {
    await Promise.all([...this.chains.values()].filter((c) => c.provider).map((c) => this.enqueue(c, () => this.reconcileChain(c))));
  }

  /** The operating-system process of a chain's node (for operators, and for tests that stop it). */
  nodePid(chain: Chain): number | undefined {
    return this.chains.get(chain)?.node?.pid;
  }

  /** Whether `chain` runs locally (its money moves onchain). */
  has(chain: Chain): boolean {
    return this.chains.has(chain);
  }

  /** JSON-RPC URL per local chain, for the chain gateway (ERC-1271 and onchain approvals). */
  rpcUrls(): Record<string, string> {
    return Object.fromEntries([...this.chains.values()].map((c) => [c.chain, c.rpcUrl]));
  }

  /** The account offered to partners (funded with test ether on every local chain). */
  get testAccount(): { address: string; privateKey: string } {
    return TEST_ACCOUNT;
  }

  get platformAddress(): string {
    return PLATFORM_ACCOUNT.address;
  }

  contracts(): LocalContracts {
    return localContracts(PLATFORM_ACCOUNT.address);
  }

  async status(): Promise<LocalChainStatus[]> {
    const contracts = this.contracts();
    return Promise.all(
      [...this.chains.values()].map(async (c) => ({
        chain: c.chain,
        chainId: c.chainId,
        rpcUrl: c.rpcUrl,
        state: c.state,
        detail: c.detail,
        contracts,
        transactions: await countByState(this.deps.db, c.chain),
      })),
    );
  }

  /**
   * Signs a mint or burn of `move.cents` on `move.chain` inside `trx` and records it: returns its
   * transaction hash, sent once `flush()` runs after commit. The nonce row stays locked until
   * `trx` ends, so every process signs the chain's nonces in one order.
   */
  async signTokenMove(trx: Database, move: TokenMove): Promise<string> {
    const running = this.chains.get(move.chain);
    if (!running) throw new Error(`${move.chain} is not a local chain`);
    const nonce = await lockNextNonce(trx, move.chain);
    if (nonce === null) throw new Error(`the local ${move.chain} chain has no deployment yet`);
    const token = this.contracts().tokens.find((t) => t.currency === move.currency);
    if (!token) throw new Error(`no local token for ${move.currency}`);
    const data = TOKEN.encodeFunctionData(move.kind, [move.address, move.cents * WEI_PER_CENT]);
    const raw = await this.sign(running.chainId, nonce, token.address, data, TOKEN_MOVE_GAS);
    const txHash = Transaction.from(raw).hash!;
    await recordSignedTransaction(trx, { chain: move.chain, nonce, txHash, raw, purpose: move.kind, orderId: move.orderId, address: move.address, currency: move.currency, cents: move.cents, now: move.now });
    return txHash.toLowerCase();
  }

  /** Sends what was signed and not yet mined, on every local chain; never throws (a failure is logged and retried at the next flush). */
  async flush(): Promise<void> {
    await Promise.all([...this.chains.values()].map((c) => this.enqueue(c, () => this.send(c))));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([...this.chains.values()].map(async (c) => {
      await c.queue.catch(() => undefined);
      c.provider?.destroy();
      await c.node?.stop();
    }));
  }

  private enqueue(running: RunningChain, work: () => Promise<void>): Promise<void> {
    const next = running.queue.then(work).catch((err: unknown) => {
      running.state = 'unreachable';
      running.detail = err instanceof Error ? err.message : String(err);
      this.deps.logger.warn({ err, chain: running.chain }, `local ${running.chain} chain: sending failed, retried at the next payment or restart`);
    });
    running.queue = next;
    return next;
  }

  private async launch(running: RunningChain): Promise<void> {
    const stateFile = this.dataDir ? join(this.dataDir, 'chains', `${running.chain}.json`) : undefined;
    const node = await startLocalNode({ chainId: running.chainId, port: running.port, stateFile, logger: this.deps.logger });
    running.node = node;
    // A restart keeps the port it first got, so the URL partners copied keeps working.
    running.port = node.port;
    running.rpcUrl = node.rpcUrl;
    const request = new FetchRequest(node.rpcUrl);
    request.timeout = RECEIPT_WAIT_MS;
    const network = Network.from(running.chainId);
    running.provider?.destroy();
    running.provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1, pollingInterval: 50 });
    void node.exited.then((code) => this.restartAfterCrash(running, code));
    await this.enqueue(running, () => this.reconcileChain(running));
  }

  private restartAfterCrash(running: RunningChain, code: number | null): void {
    if (this.stopped) return;
    running.state = 'unreachable';
    running.detail = `the node exited (${code ?? 'signal'}); restarting`;
    this.deps.logger.error({ chain: running.chain, code }, `local ${running.chain} chain exited: restarting it`);
    setTimeout(() => {
      if (this.stopped) return;
      this.launch(running).catch((err: unknown) => this.deps.logger.error({ err, chain: running.chain }, `local ${running.chain} chain could not be restarted`));
    }, RESTART_DELAY_MS);
  }

  /**
   * Brings the node in line with the ledger: a fresh ledger deploys the contracts (resetting a
   * node that holds another ledger's history); a node behind the ledger gets the transactions it
   * lacks; a node whose first transaction is not ours was reset and gets them all again.
   */
  private async reconcileChain(running: RunningChain): Promise<void> {
    const { db, logger, clock } = this.deps;
    const provider = running.provider!;
    const chain = running.chain;
    // Raw calls: ethers would answer a repeated call from its 250 ms cache, and a reset node must be read as it is now.
    let nodeNonce = Number(await provider.send('eth_getTransactionCount', [PLATFORM_ACCOUNT.address, 'latest']));
    const account = await chainAccount(db, chain);
    if (!account) {
      if (nodeNonce > 0) {
        logger.warn({ chain, nodeNonce }, `local ${chain} chain holds the history of another database: resetting it`);
        await provider.send('anvil_reset', []);
      }
      await zeroFees(provider);
      await this.deploy(running);
      await this.send(running);
      return;
    }
    if (nodeNonce > account.next_nonce) {
      // Said once, not at every periodic look.
      const known = running.state === 'diverged';
      running.state = 'diverged';
      running.detail = `the node has ${nodeNonce} transactions from the platform's key, the ledger knows ${account.next_nonce}: remove ${chain}.json from the data folder to start the chain again from the ledger`;
      if (!known) logger.error({ chain, nodeNonce, ledgerNonce: account.next_nonce }, `local ${chain} chain diverged from the ledger; nothing is sent to it`);
      return;
    }
    if (nodeNonce > 0) {
      const first = await firstTransaction(db, chain);
      if (!first || !(await provider.send('eth_getTransactionReceipt', [first.tx_hash]))) {
        logger.warn({ chain }, `local ${chain} chain has another history: resetting it`);
        await provider.send('anvil_reset', []);
        nodeNonce = 0;
      }
    }
    if (nodeNonce === 0) await zeroFees(provider);
    if (nodeNonce < account.next_nonce) {
      const resent = await markUnsentFrom(db, chain, nodeNonce, clock.now());
      logger.warn(
        { chain, resent, nodeNonce },
        nodeNonce === 0 ? `local ${chain} chain was reset: applying its ${resent} transactions again` : `local ${chain} chain is behind the ledger: sending its last ${resent} transactions again`,
      );
    }
    await this.send(running);
  }

  /** Signs the deployment plan at nonces 0…n-1 in one database transaction (the chain's first). */
  private async deploy(running: RunningChain): Promise<void> {
    const now = this.deps.clock.now();
    const plan = deploymentPlan(PLATFORM_ACCOUNT.address);
    await this.deps.db.transaction().execute(async (trx) => {
      await createChainAccount(trx, { chain: running.chain, address: PLATFORM_ACCOUNT.address, now });
      for (const step of plan) {
        const raw = await this.sign(running.chainId, step.nonce, null, step.data, step.gasLimit);
        await recordSignedTransaction(trx, { chain: running.chain, nonce: step.nonce, txHash: Transaction.from(raw).hash!, raw, purpose: 'deploy', now });
      }
    });
    this.deps.logger.info({ chain: running.chain, contracts: plan.map((p) => `${p.name} ${p.address}`) }, `local ${running.chain} chain: contracts deployed`);
  }

  private sign(chainId: number, nonce: number, to: string | null, data: string, gasLimit: bigint): Promise<string> {
    return this.wallet.signTransaction({ type: 2, chainId, nonce, to, data, gasLimit, value: 0n, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n });
  }

  /** Sends every unsent transaction in nonce order, then records each outcome. */
  private async send(running: RunningChain): Promise<void> {
    const { db, logger } = this.deps;
    const provider = running.provider!;
    const rows = await unsentTransactions(db, running.chain);
    for (const row of rows) {
      try {
        await provider.send('eth_sendRawTransaction', [row.raw]);
      } catch (err) {
        // Already in the pool or in a block (an earlier send got through): the receipt tells.
        if (!/already known|nonce too low|already imported/i.test(err instanceof Error ? err.message : String(err))) throw err;
      }
    }
    for (const row of rows) await this.settle(running, row);
    const { reverted } = await countByState(db, running.chain);
    // A reverted move is a difference between ledger and chain: reported, never hidden.
    running.state = reverted > 0 ? 'diverged' : 'in-sync';
    running.detail = reverted > 0 ? `${reverted} of the platform's transactions reverted onchain (the ledger moved money the chain did not)` : undefined;
    if (rows.length > 0) logger.debug({ chain: running.chain, sent: rows.length }, 'local chain transactions mined');
  }

  private async settle(running: RunningChain, row: ChainTransactionRow): Promise<void> {
    const { db, logger, clock } = this.deps;
    const receipt = await receiptOf(running.provider!, row.tx_hash);
    if (!receipt) throw new Error(`transaction ${row.tx_hash} (nonce ${row.nonce}) was not mined within ${RECEIPT_WAIT_MS / 1000} s`);
    if (receipt.status === 1) {
      await markTransaction(db, running.chain, row.nonce, { state: 'mined', blockNumber: receipt.blockNumber, error: null, now: clock.now() });
      return;
    }
    const error =
      row.purpose === 'burn'
        ? `the burn of order ${row.order_id} reverted: ${row.address} holds less ${row.currency} onchain than the ledger (moved onchain since it was minted?)`
        : `the ${row.purpose} ${row.order_id ? `of order ${row.order_id} ` : ''}reverted`;
    await markTransaction(db, running.chain, row.nonce, { state: 'reverted', blockNumber: receipt.blockNumber, error, now: clock.now() });
    logger.error({ chain: running.chain, txHash: row.tx_hash, order: row.order_id }, `local ${running.chain} chain: ${error}`);
  }
}

/**
 * A node reset (`anvil_reset`) forgets the zero base fee it was started with, and the platform's
 * signed transactions carry a zero fee: set it again before anything is sent to a fresh chain.
 */
async function zeroFees(provider: JsonRpcProvider): Promise<void> {
  await provider.send('anvil_setNextBlockBaseFeePerGas', ['0x0']);
}

/**
 * The receipt of a sent transaction, polled: blocks are mined as transactions arrive, so it is
 * there at once or within a few polls. Raw JSON-RPC: ethers' own wait never settled on a reverted one.
 */
async function receiptOf(provider: JsonRpcProvider, txHash: string): Promise<{ status: number; blockNumber: number } | null> {
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  for (;;) {
    const receipt = (await provider.send('eth_getTransactionReceipt', [txHash])) as { status: string; blockNumber: string } | null;
    if (receipt) return { status: Number(receipt.status), blockNumber: Number(receipt.blockNumber) };
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
