import type { Handler } from '../../http/handler-types.js';
import { constantBody } from '../../http/send.js';
import { COUNTRIES } from './country-tiers.js';

/** The table changes only with a release: one answer, serialized once. */
const answer = constantBody({ countries: [...COUNTRIES], total: COUNTRIES.length });

export const listCountries: Handler<'listCountries'> = () => ({ status: 200, body: answer });
