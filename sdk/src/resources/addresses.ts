/**
 * Addresses: link, read, list, and the signatures still awaiting onchain confirmation.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { LINK_MESSAGE } from '../constants.js';
import { all, call } from '../transport/transport.js';
import type { Address, Chain, LinkAddress, LinkedAddress, PendingSignatureFilter, PendingSignatureList } from '../types.js';
import { ProfilesResource } from './profiles.js';

/** @internal */
export abstract class AddressesResource extends ProfilesResource {
  /**
   * Links an address to a profile on a chain, proven by the wallet's signature of
   * {@link LINK_MESSAGE} (`message` may be left out). `state` is `linked`, or `pending` while a
   * Safe's onchain signature (`0x`) is awaited.
   *
   * @param body The address to link, with its chain(s) and the wallet's signature of `message` (the default message when left out).
   * @example
   * ```ts
   * const signature = await wallet.signMessage(LINK_MESSAGE);
   * await client.linkAddress({ profile, address: wallet.address, chain: 'sepolia', signature });
   * ```
   * @group Addresses
   */
  linkAddress(body: Omit<LinkAddress, 'message'> & { message?: LinkAddress['message'] }): Promise<LinkedAddress> {
    return call(this.raw.POST('/addresses', { body: { message: LINK_MESSAGE, ...body } }));
  }

  /**
   * One linked address, with the chains it is linked on.
   *
   * @param address The blockchain address (0x…).
   * @example
   * ```ts
   * const { profile, chains } = await client.getAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
   * ```
   * @group Addresses
   */
  getAddress(address: string): Promise<Address> {
    return call(this.raw.GET('/addresses/{address}', { params: { path: { address } } }));
  }

  /**
   * The linked addresses, optionally of one profile or chain.
   *
   * @param filter Which addresses to list (all the token may read when empty).
   * @param filter.profile Only the addresses of this profile (its id).
   * @param filter.chain Only the addresses linked on this chain.
   * @param filter.limit Items per page the API returns (default 50, at most 200); every page is followed.
   * @param filter.cursor Start after this page cursor (a `nextCursor`).
   * @example
   * ```ts
   * const addresses = await client.listAddresses({ profile: profileId });
   * ```
   * @group Addresses
   */
  listAddresses(filter: { profile?: string; chain?: Chain; limit?: number; cursor?: string } = {}): Promise<Address[]> {
    return all(filter, (query) => this.raw.GET('/addresses', { params: { query } }), 'addresses');
  }

  /**
   * The caller's signatures that still wait for an onchain (multi-signature wallet) confirmation:
   * address links and orders answered `202`, oldest first, with their `total`. Of the caller's
   * default profile unless `profile` is given.
   *
   * @param filter Which pending signatures to list (all the token may read when empty).
   * @example
   * ```ts
   * const { pending, total } = await client.listPendingSignatures({ kind: 'order' });
   * ```
   * @group Addresses
   */
  listPendingSignatures(filter: PendingSignatureFilter = {}): Promise<PendingSignatureList> {
    return call(this.raw.GET('/signatures', { params: { query: filter } }));
  }
}
