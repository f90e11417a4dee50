import type { components } from '@emoney/api-types';
import { hasValidChecksum, toChecksumAddress } from '../../crypto/address.js';
import type { Handler } from '../../http/handler-types.js';
import { InvalidInput, NotFound } from '../../domain/errors.js';
import { keysetPage, pageWindow } from '../../http/paginate.js';
import { LINK_MESSAGE } from './link-message.js';
import { requirePrivilege } from '../access/principal.js';
import { accessibleProfiles, canReachProfile, resolveProfile } from '../access/profile-access.js';
import { findLinkedAddress, pageLinkedAddresses, type LinkedAddressRow } from './addresses.repository.js';
import { linkAddressToProfile } from './addresses.service.js';
import { requireChainFamily } from './chain-family.js';

type AddressObject = components['schemas']['AddressObject'];

function toAddressObject(row: LinkedAddressRow): AddressObject {
  return { profile: row.profileId, address: toChecksumAddress(row.address), chains: row.chains };
}

export const linkAddress: Handler<'linkAddress'> = async ({ principal, body }, ctx) => {
  requirePrivilege(principal, 'linkAddress');
  requireChainFamily(body.address, body.chain);
  const profile = await resolveProfile(ctx, principal, body.profile.toLowerCase(), 'write');
  // The contract pins the message (const); checked again so a contract change cannot loosen it.
  if (body.message !== LINK_MESSAGE) throw new InvalidInput('Validation failed', { message: `Message must be "${LINK_MESSAGE}"` });
  if (!hasValidChecksum(body.address)) {
    throw new InvalidInput('Validation failed', { address: 'Address is not in its EIP-55 checksum case (use all lower case if unsure)' });
  }
  const { state } = await linkAddressToProfile(ctx, { profileId: profile.id, address: body.address, chain: body.chain, message: body.message, signature: body.signature });
  const linked = { profile: profile.id, address: toChecksumAddress(body.address), chain: body.chain, state };
  // 202 also carries the provider's `{code, status}`, which clients written for it read.
  return state === 'pending' ? { status: 202, body: { code: 202, status: 'Accepted', ...linked } } : { status: 201, body: linked };
};

export const listAddresses: Handler<'listAddresses'> = async ({ principal, query }, ctx) => {
  const profileIds = query.profile
    ? [(await resolveProfile(ctx, principal, query.profile.toLowerCase(), 'read')).id]
    : (await accessibleProfiles(ctx.db, principal)).filter((p) => p.perms.includes('read')).map((p) => p.id);
  const window = pageWindow(query);
  const page = keysetPage(await pageLinkedAddresses(ctx.db, { profileIds, chain: query.chain }, window), (r) => r.address, window);
  return { status: 200, body: { addresses: page.items.map(toAddressObject), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
};

export const getAddress: Handler<'getAddress'> = async ({ principal, params }, ctx) => {
  const found = await findLinkedAddress(ctx.db, params.address);
  // Unknown and foreign addresses answer alike: nothing tells them apart.
  if (!found || !(await canReachProfile(ctx.db, principal, found.profileId, 'read'))) throw new NotFound('Address not found');
  return { status: 200, body: toAddressObject(found) };
};
