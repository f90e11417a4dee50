import type { Handler } from '../../http/handler-types.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { describeLocalChains } from './local-chain-answers.js';

/** The sandbox's local chains, with their contracts, test account and standing against the ledger. */
export const listSandboxChains: Handler<'listSandboxChains'> = async (_input, ctx) => {
  requireSandbox(ctx);
  return { status: 200, body: { chains: await describeLocalChains(ctx) } };
};
