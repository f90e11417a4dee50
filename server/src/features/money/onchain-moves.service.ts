import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Chain } from '../../crypto/chains.js';
import type { Database } from '../../db/database.js';
import { movesOnchain, queueOnchainMoves, sendSignedMoves, signQueuedMoves } from '../chain/onchain-money.js';
import type { TokenMove } from '../chain/local-chains.js';
import { orderMoveHash } from '../chain/onchain-moves.repository.js';
import { emitEvent } from '../events/events.repository.js';
import { orderPostingId } from './ledger.repository.js';
import type { Currency } from './money.tables.js';
import { lockOrder, setOrderTxHashes, toOrder, type OrderRow } from './orders.repository.js';

// An order's onchain legs (the mint of an issue order; the burn, and for a cross-chain order the
// mint on the other chain, of a redeem order) and their hashes in `meta.txHashes`: a leg on the
// sandbox's simulated chains is named at once by its stand-in hash; a leg on a local chain is
// queued with the posting and named when the signing job has signed and sent it.

/** A stand-in transaction hash for the sandbox's simulated chain: derived from the ledger transaction, unique per leg. */
export function sandboxTxHash(ledgerTransactionId: string, leg: string): string {
  return `0x${createHash('sha256').update(`emoney-sandbox:${ledgerTransactionId}:${leg}`).digest('hex')}`;
}

type OrderShape = Pick<OrderRow, 'id' | 'kind' | 'chain' | 'address' | 'counterpart' | 'currency'>;

/** The address and chain a cross-chain redeem order mints on, if it is one. */
export function crossChainOf(order: Pick<OrderRow, 'counterpart'>): { chain: Chain; address: string } | undefined {
  const identifier = order.counterpart.identifier;
  return identifier.standard === 'chain' && 'address' in identifier ? (identifier as { chain: Chain; address: string }) : undefined;
}

/** The order's legs, in the order `meta.txHashes` lists them. */
function legsOf(order: OrderShape): { kind: 'mint' | 'burn'; chain: Chain; address: string }[] {
  if (order.kind === 'issue') return [{ kind: 'mint', chain: order.chain, address: order.address }];
  const crossChain = crossChainOf(order);
  return [{ kind: 'burn', chain: order.chain, address: order.address }, ...(crossChain ? [{ kind: 'mint' as const, ...crossChain }] : [])];
}

/**
 * Inside the transaction that posted the order's mint or burn (ledger transaction
 * `transactionId`): queues its legs on local chains for the signing job, and answers the hashes
 * known now (the stand-ins of its other legs; undefined when there is none, as the contract's
 * "absent until there is one" says).
 */
export async function queueOrderMoves(ctx: AppContext, trx: Database, order: OrderShape, cents: bigint, transactionId: string, now: Date): Promise<string[] | undefined> {
  const legs = legsOf(order);
  const moves: TokenMove[] = legs.map((leg) => ({ ...leg, currency: order.currency as Currency, cents, orderId: order.id, now }));
  await queueOnchainMoves(ctx, trx, moves);
  const known = legs.filter((leg) => !movesOnchain(ctx, leg.chain)).map((leg) => sandboxTxHash(transactionId, leg.kind));
  return known.length > 0 ? known : undefined;
}

/** Per server and chain, the signing pass running in this process, and whether a job asked for another meanwhile. */
const passes = new WeakMap<AppContext, Map<Chain, { again: boolean; done: Promise<void> }>>();

/**
 * Job: signs the queued moves of a local chain (see `signQueuedMoves`), names them in their
 * orders' `meta.txHashes` with an `order.updated` each, in the same transaction, then sends them
 * (and waits for their receipts) after commit. A rerun (a crash after the commit) signs nothing
 * again and only sends what is still unsent: every move is signed once, and its raw bytes sent
 * again never make a second transaction.
 *
 * Each payment enqueues a job, and the runner starts up to 20 at once: jobs of a chain that come
 * while its pass runs join it (the pass reads the queue once more before it ends, after their
 * moves were committed) instead of each taking a transaction of its own, which on the embedded
 * database (one transaction at a time) held the requests back for hundreds of milliseconds.
 */
export function signOnchainMoves(ctx: AppContext, payload: { chain: Chain }): Promise<void> {
  let running = passes.get(ctx);
  if (!running) passes.set(ctx, (running = new Map()));
  const current = running.get(payload.chain);
  if (current) {
    current.again = true;
    return current.done;
  }
  const pass = { again: false, done: Promise.resolve() };
  pass.done = (async () => {
    try {
      do {
        pass.again = false;
        await signAndSend(ctx, payload.chain);
      } while (pass.again);
    } finally {
      running.delete(payload.chain);
    }
  })();
  running.set(payload.chain, pass);
  return pass.done;
}

/** Signs the chain's queued moves in short transactions, one after another, then sends them. */
async function signAndSend(ctx: AppContext, chain: Chain): Promise<void> {
  // Short transactions, one after another, until the queue is empty.
  for (let more = true; more; ) {
    const now = ctx.clock.now();
    more = await ctx.db.transaction().execute(async (trx) => {
      const batch = await signQueuedMoves(ctx, trx, chain);
      // One order at a time in id order: two chains' jobs naming one cross-chain order never deadlock.
      for (const id of [...new Set(batch.signed.map((m) => m.orderId))].sort()) {
        const order = await lockOrder(trx, id);
        // Removed by a sandbox reset: its moves were still signed, and the reset's burn follows them.
        if (!order) continue;
        const legs = legsOf(order);
        const postingId = legs.some((leg) => !movesOnchain(ctx, leg.chain)) ? await orderPostingId(trx, id) : undefined;
        const hashes: string[] = [];
        for (const leg of legs) {
          const hash = movesOnchain(ctx, leg.chain)
            ? (batch.signed.find((m) => m.orderId === id && m.chain === leg.chain && m.kind === leg.kind)?.txHash ?? (await orderMoveHash(trx, id, leg.chain, leg.kind)))
            : postingId && sandboxTxHash(postingId, leg.kind);
          if (hash) hashes.push(hash);
        }
        if (hashes.join() === order.tx_hashes.join()) continue;
        const updated = await setOrderTxHashes(trx, id, hashes, now);
        await emitEvent(trx, { type: 'order.updated', profileId: updated.profile_id, data: toOrder(updated), now });
      }
      return batch.more;
    });
  }
  await sendSignedMoves(ctx);
}
