import { describe, expect, it } from 'vitest';
import { keys } from './keys.js';

describe('keys', () => {
  it('nests every key under its parent so invalidation cascades', () => {
    expect(keys.profile('p1')).toEqual(['emoney', 'profiles', 'p1']);
    expect(keys.profile('p1').slice(0, keys.profiles().length)).toEqual(keys.profiles());
    expect(keys.order('o1').slice(0, keys.all.length)).toEqual(keys.all);
  });

  it('keeps different ids apart', () => {
    expect(keys.order('o1')).not.toEqual(keys.order('o2'));
  });
});
