/**
 * The provider's flat query keys. Lists take their filter as the last element, so a key without
 * it (`[…, 'orders']`) is the prefix of every list.
 * @module
 */
import type { Chain, ChainId, CurrencyCode } from '@emoney/sdk/compat';

const ROOT = 'emoney-compat';

/**
 * Query keys of the compat hooks, for `queryClient.invalidateQueries({ queryKey: keys.getOrders() })`.
 * @group Keys
 */
export const keys = {
  getAll: [ROOT],
  getAuthContext: [ROOT, 'authContext'],
  getProfile: (profile: string): string[] => [ROOT, 'profile', profile],
  getProfiles: [ROOT, 'profiles'],
  getAddress: (address: string): string[] => [ROOT, 'address', address.toLowerCase()],
  getAddresses: (filter?: unknown): unknown[] => [ROOT, 'addresses', filter ?? {}],
  getBalances: (address: string, chain: Chain | ChainId, currencies?: CurrencyCode | CurrencyCode[]): unknown[] => [
    ROOT,
    'balances',
    address.toLowerCase(),
    String(chain),
    ...(currencies === undefined ? [] : [([] as string[]).concat(currencies).sort()]),
  ],
  getIban: (iban: string): string[] => [ROOT, 'iban', iban.replace(/\s+/g, '').toUpperCase()],
  getIbans: (filter?: unknown): unknown[] => [ROOT, 'ibans', filter ?? {}],
  getTokens: [ROOT, 'tokens'],
  getOrder: (orderId: string): string[] => [ROOT, 'order', orderId],
  getOrders: (filter?: unknown): unknown[] => [ROOT, 'orders', filter ?? {}],
  submitProfileDetails: [ROOT, 'submitProfileDetails'],
  moveIban: [ROOT, 'moveIban'],
  requestIban: [ROOT, 'requestIban'],
  placeOrder: [ROOT, 'placeOrder'],
  linkAddress: [ROOT, 'linkAddress'],
  getSignatures: (filter?: unknown): unknown[] => [ROOT, 'signatures', filter ?? {}],
};

/** The prefix of every list of `name` (`orders`, `ibans`, `addresses`, `signatures`) or of every balance. */
export const prefix = (name: 'orders' | 'ibans' | 'addresses' | 'signatures' | 'balances'): string[] => [ROOT, name];
