/**
 * The query-key factory.
 * @module
 */

/** A filter as a cache key: empty values dropped, keys sorted, addresses lower-cased, arrays sorted. */
export function normaliseFilter(filter: object = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(filter).sort()) {
    let value = (filter as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') continue;
    if (name === 'address' && typeof value === 'string') value = value.toLowerCase();
    if (Array.isArray(value)) value = [...value].sort();
    out[name] = value;
  }
  return out;
}

const ROOT = 'emoney';

/** The keys of one resource: `all` ⊃ `lists` ⊃ `list(filter)`, and `all` ⊃ `details` ⊃ `detail(…)`. */
function resource<Args extends unknown[]>(name: string, id: (...args: Args) => unknown[]) {
  return {
    /** Every key of the resource. */
    all: () => [ROOT, name] as const,
    /** Every list of the resource, whatever its filter. */
    lists: () => [ROOT, name, 'list'] as const,
    /** One list; equal filters (in any key order) give equal keys. */
    list: (filter: object = {}) => [ROOT, name, 'list', normaliseFilter(filter)] as const,
    /** Every single item of the resource. */
    details: () => [ROOT, name, 'detail'] as const,
    /** One item. */
    detail: (...args: Args) => [ROOT, name, 'detail', ...id(...args)] as const,
  };
}

const lower = (address: string) => [address.toLowerCase()];

/**
 * The query-key factory: hierarchical and resource first, so invalidating a prefix refreshes
 * everything under it (`keys.all` is every query of the provider, `keys.orders.lists()` every
 * order list). Keys are deterministic: filters are normalised (`{ a, b }` and `{ b, a }` share a
 * cache entry), addresses are lower-cased and IBANs lose their spaces.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: keys.orders.list({ address, state: 'processed' }) });
 * queryClient.getQueryData(keys.orders.detail(orderId));
 * ```
 * @group Keys
 */
export const keys = {
  /** Every query of the provider. */
  all: [ROOT] as const,
  /** The authentication context (who the token speaks for). */
  authContext: () => [ROOT, 'authContext'] as const,
  /** Profiles by id. */
  profiles: resource('profiles', (profile: string) => [profile]),
  /** Linked addresses by address. */
  addresses: resource('addresses', lower),
  /** Balances of an address on a chain in some currencies: `detail(address, chain, currencies)`. */
  balances: {
    ...resource('balances', (address: string, chain: string, currency: string | string[] = 'eur') => [
      address.toLowerCase(),
      chain,
      ([] as string[]).concat(currency).sort(),
    ]),
    /** Every balance of one address, on any chain. */
    address: (address: string) => [ROOT, 'balances', 'detail', address.toLowerCase()] as const,
  },
  /** IBANs by IBAN (spaces removed, upper case). */
  ibans: resource('ibans', (iban: string) => [iban.replace(/\s+/g, '').toUpperCase()]),
  /** Orders by id. */
  orders: resource('orders', (orderId: string) => [orderId]),
  /** Signatures awaiting an onchain (multi-signature) confirmation: lists by filter. */
  signatures: resource('signatures', () => []),
  /** Tokens (one list). */
  tokens: resource('tokens', () => []),
  /** Countries and their risk tiers (one list). */
  countries: resource('countries', () => []),
  /** Swap quotes by what they were asked for: `list(request)` (the chain, tokens, wallet, amount). */
  swapQuotes: resource('swapQuotes', () => []),
};
