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
 * Signs every queued move of `chain` inside `trx`, in the order they were posted, and records each
 * (`chain_transactions`) as it drops it from the queue: a rerun of the job finds them gone and
 * signs nothing twice. The chain's nonce row is locked first, so two runs never sign the same
 * moves. Answers the orders whose moves were signed. Throws when this process does not run the
 * chain: the moves stay queued and the job is retried.
 */
export async function signQueuedMoves(ctx: AppContext, trx: Database, chain: Chain): Promise<string[]> {
  const chains = ctx.localChains;
  if (!chains?.has(chain)) throw new Error(`${chain} is not a local chain of this process: its queued moves wait`);
  if ((await lockNextNonce(trx, chain)) === null) throw new Error(`the local ${chain} chain has no deployment yet`);
  const moves = await queuedMoves(trx, chain);
  const now = ctx.clock.now();
  const orders = new Set<string>();
  for (const move of moves) {
    await chains.signTokenMove(trx, { chain, kind: move.kind, address: move.address, currency: move.currency, cents: BigInt(move.amount), orderId: move.order_id, now });
    if (move.order_id) orders.add(move.order_id);
  }
  await deleteQueuedMoves(trx, moves.map((m) => m.id));
  return [...orders];
}

/** After commit: sends what was signed (a no-op without local chains). Never throws; an unsent move is sent at the next flush or start. */
export async function sendSignedMoves(ctx: AppContext): Promise<void> {
  await ctx.localChains?.flush();
}
