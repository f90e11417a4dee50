import { describe, expect, it } from 'vitest';
import { keys, normaliseFilter } from './keys.js';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => expect(key.slice(0, prefix.length)).toEqual(prefix);

describe('keys', () => {
  it('nests every key under its resource and the root, so invalidating a prefix cascades', () => {
    expect(keys.profiles.detail('p1')).toEqual(['emoney', 'profiles', 'detail', 'p1']);
    startsWith(keys.profiles.detail('p1'), keys.profiles.details());
    startsWith(keys.profiles.details(), keys.profiles.all());
    startsWith(keys.orders.list({ state: 'placed' }), keys.orders.lists());
    startsWith(keys.orders.lists(), keys.orders.all());
    startsWith(keys.balances.detail('0xAB', 'sepolia', ['usd', 'eur']), keys.balances.address('0xab'));
    for (const key of [keys.authContext(), keys.tokens.list(), keys.ibans.detail('x'), keys.addresses.list()]) startsWith(key, keys.all);
  });

  it('is deterministic: filters in any key order, with empty values, share one key', () => {
    expect(keys.orders.list({ address: '0xAbC', state: 'placed' })).toEqual(keys.orders.list({ state: 'placed', address: '0xabc', memo: undefined }));
    expect(JSON.stringify(keys.orders.list({ b: 1, a: 2 }))).toBe(JSON.stringify(keys.orders.list({ a: 2, b: 1 })));
    expect(keys.orders.list()).toEqual(keys.orders.list({}));
    expect(normaliseFilter({ currency: ['usd', 'eur'], profile: '' })).toEqual({ currency: ['eur', 'usd'] });
  });

  it('normalises identifiers: addresses lower-cased, IBANs without spaces, currencies sorted with eur by default', () => {
    expect(keys.addresses.detail('0xABCDEF')).toEqual(keys.addresses.detail('0xabcdef'));
    expect(keys.ibans.detail('is14 0159 2600')).toEqual(keys.ibans.detail('IS1401592600'));
    expect(keys.balances.detail('0xA', 'sepolia')).toEqual(keys.balances.detail('0xa', 'sepolia', ['eur']));
    expect(keys.balances.detail('0xA', 'sepolia', ['usd', 'eur'])).toEqual(keys.balances.detail('0xa', 'sepolia', ['eur', 'usd']));
  });

  it('keeps different ids and filters apart', () => {
    expect(keys.orders.detail('o1')).not.toEqual(keys.orders.detail('o2'));
    expect(keys.orders.list({ state: 'placed' })).not.toEqual(keys.orders.list({ state: 'processed' }));
    expect(keys.balances.detail('0xa', 'sepolia')).not.toEqual(keys.balances.detail('0xa', 'chiado'));
  });
});
