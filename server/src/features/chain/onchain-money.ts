import type { AppContext } from '../../app-context.js';
import type { Chain } from '../../crypto/chains.js';
import type { Database } from '../../db/database.js';
import { enqueueJobs } from '../../jobs/jobs.js';
import { lockNextNonce } from './chain-transactions.repository.js';
import type { TokenMove } from './local-chains.js';
import { deleteQueuedMoves, insertOnchainMoves, queuedMoves } from './onchain-moves.repository.js';

// The ledger's mints and burns on the sandbox's local chains. A request posts a move and queues it
// in its own transaction; a job signs the queued moves of a chain, in the order they were posted,
// and sends them. No request waits for a node.

/** The job that signs and sends a chain's queued moves (payload `{ chain }`; registered by the money feature, which also names the orders' hashes). */
export const SIGN_ONCHAIN_MOVES_JOB = 'chain.moves.sign';

/** Whether money on `chain` moves onchain (a local chain runs it). */
export function movesOnchain(ctx: AppContext, chain: Chain): boolean {
  return ctx.localChains?.has(chain) ?? false;
}

/**
 * Queues the moves on local chains inside `trx` (the transaction that posts them) with a signing
 * job per chain, so they exist exactly when the posting does. Moves on other chains are left out
 * (the caller names them with the sandbox's stand-in hash).
 */
export async function queueOnchainMoves(ctx: AppContext, trx: Database, moves: readonly TokenMove[]): Promise<void> {
  const local = moves.filter((m) => movesOnchain(ctx, m.chain));
  if (local.length === 0) return;
  await insertOnchainMoves(trx, local);
  const chains = [...new Set(local.map((m) => m.chain))];
  await enqueueJobs(trx, chains.map((chain) => ({ kind: SIGN_ONCHAIN_MOVES_JOB, payload: { chain }, runAt: ctx.clock.now() })));
}

/**
 * Moves signed per database transaction: the embedded database runs one transaction at a time, so
 * a job's transaction holds every request back while it lasts; a burst of payments is signed in
 * several short ones instead of one long one.
 */
export const MOVES_PER_TRANSACTION = 8;

export interface SignedMove {
  orderId: string;
  chain: Chain;
  kind: 'mint' | 'burn';
  txHash: string;
}

/**
 * Signs the first queued moves of `chain` (at most MOVES_PER_TRANSACTION) inside `trx`, in the
 * order they were posted, and records each (`chain_transactions`) as it drops it from the queue: a
 * rerun of the job finds them gone and signs nothing twice. The chain's nonce row is locked first,
 * so two runs never sign the same moves. Answers the moves of orders it signed and whether the
 * queue may hold more. Throws when this process does not run the chain: the moves stay queued and
 * the job is retried.
 */
export async function signQueuedMoves(ctx: AppContext, trx: Database, chain: Chain): Promise<{ signed: SignedMove[]; more: boolean }> {
  const chains = ctx.localChains;
  if (!chains?.has(chain)) throw new Error(`${chain} is not a local chain of this process: its queued moves wait`);
  if ((await lockNextNonce(trx, chain)) === null) throw new Error(`the local ${chain} chain has no deployment yet`);
  const moves = await queuedMoves(trx, chain, MOVES_PER_TRANSACTION);
  const now = ctx.clock.now();
  const signed: SignedMove[] = [];
  for (const move of moves) {
    const txHash = await chains.signTokenMove(trx, { chain, kind: move.kind, address: move.address, currency: move.currency, cents: BigInt(move.amount), orderId: move.order_id, now });
    if (move.order_id) signed.push({ orderId: move.order_id, chain, kind: move.kind, txHash });
  }
  await deleteQueuedMoves(trx, moves.map((m) => m.id));
  return { signed, more: moves.length === MOVES_PER_TRANSACTION };
}

/** After commit: sends what was signed (a no-op without local chains). Never throws; an unsent move is sent at the next flush or start. */
export async function sendSignedMoves(ctx: AppContext): Promise<void> {
  await ctx.localChains?.flush();
}
