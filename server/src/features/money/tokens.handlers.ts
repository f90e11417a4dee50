import type { Handler } from '../../http/handler-types.js';
import { constantBody } from '../../http/send.js';
import type { Mode } from '../../config.js';
import { listTokens as tokensOf, type Token } from './tokens.js';

/** The list never changes while the process runs: one frozen answer per mode, serialized once. */
const answers = new Map<Mode, Token[]>();

export const listTokens: Handler<'listTokens'> = (_input, { config }) => {
  let body = answers.get(config.mode);
  if (!body) answers.set(config.mode, (body = constantBody(tokensOf(config.mode))));
  return { status: 200, body };
};
