import type { Handler } from '../../http/handler-types.js';
import { listTokens as tokensOf } from './tokens.js';

export const listTokens: Handler<'listTokens'> = (_input, ctx) => ({ status: 200, body: tokensOf(ctx.config.mode) });
