import { familyMismatch, type Chain } from '../../crypto/chains.js';
import { InvalidInput } from '../../domain/errors.js';

/**
 * Refuses (400) an address whose family does not match its chain, e.g. an `0x` address on Noble,
 * naming both; `field` is the body path of the chain (`chain`, `counterpart.identifier.chain`).
 */
export function requireChainFamily(address: string, chain: Chain, field = 'chain'): void {
  const problem = familyMismatch(address, chain);
  if (problem) throw new InvalidInput(`The address does not belong on ${chain}`, { [field]: problem });
}
