import type { AppContext } from '../../app-context.js';
import type { Chain } from '../../crypto/chains.js';
import type { Database } from '../../db/database.js';
import type { TokenMove } from './local-chains.js';

/**
 * The hash of a mint or burn signed for `move` on its local chain inside `trx`, or null when the
 * chain is not local (the caller then names the move with the sandbox's stand-in hash). Sent by
 * `sendSignedMoves` once `trx` has committed.
 */
export async function signOnchainMove(ctx: AppContext, trx: Database, move: TokenMove): Promise<string | null> {
  if (!ctx.localChains?.has(move.chain)) return null;
  return ctx.localChains.signTokenMove(trx, move);
}

/** Whether money on `chain` moves onchain (a local chain runs it). */
export function movesOnchain(ctx: AppContext, chain: Chain): boolean {
  return ctx.localChains?.has(chain) ?? false;
}

/** After commit: sends what was signed (a no-op without local chains). Never throws; an unsent move is sent at the next flush or start. */
export async function sendSignedMoves(ctx: AppContext): Promise<void> {
  await ctx.localChains?.flush();
}
