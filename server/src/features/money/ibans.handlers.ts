import type { Handler } from '../../http/handler-types.js';
import { Forbidden, InvalidInput } from '../../domain/errors.js';
import { keysetPage, pageWindow } from '../../http/paginate.js';
import { findAddressLinks } from '../addresses/addresses.repository.js';
import { accessibleProfiles, resolveProfile } from '../access/profile-access.js';
import { requireChainFamily } from '../addresses/chain-family.js';
import { requirePrivilege } from '../access/principal.js';
import { normalizeIban } from './iban.js';
import { findIban, ibanObject, listIbans as listIbanRows, toIbanObjects } from './ibans.repository.js';
import { moveProfileIban, requestProfileIban } from './ibans.service.js';
import { profileOfAddress, reachableProfile } from './money-access.js';

export const requestIban: Handler<'requestIban'> = async ({ body, principal }, ctx) => {
  requirePrivilege(principal, 'requestIban');
  requireChainFamily(body.address, body.chain);
  const profile = await profileOfAddress(ctx, principal, body.address, body.chain, 'write');
  if (profile.state !== 'approved') {
    throw new Forbidden(`The profile is ${profile.state}: only approved profiles can get an IBAN`);
  }
  const outcome = await requestProfileIban(ctx, { profileId: profile.id, address: body.address, chain: body.chain, emailNotifications: body.emailNotifications });
  return outcome === 'exists' ? { status: 304 } : { status: 202, body: { code: 202, status: 'Accepted' } };
};

export const listIbans: Handler<'listIbans'> = async ({ query, principal }, ctx) => {
  const profileIds = query.profile
    ? [(await resolveProfile(ctx, principal, query.profile, 'read')).id]
    : (await accessibleProfiles(ctx.db, principal)).filter((p) => p.perms.includes('read')).map((p) => p.id);
  const window = pageWindow(query);
  const page = keysetPage(await listIbanRows(ctx.db, { profileIds, chain: query.chain }, window), (r) => r.iban, window);
  return { status: 200, body: { ibans: await toIbanObjects(ctx.db, page.items), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
};

export const getIban: Handler<'getIban'> = async ({ params, principal }, ctx) => {
  const row = await findIban(ctx.db, normalizeIban(params.iban));
  await reachableProfile(ctx, principal, row?.profile_id, 'read', 'IBAN not found');
  return { status: 200, body: await ibanObject(ctx.db, row!) };
};

export const moveIban: Handler<'moveIban'> = async ({ params, body, principal }, ctx) => {
  requirePrivilege(principal, 'moveIban');
  const iban = normalizeIban(params.iban);
  const row = await findIban(ctx.db, iban);
  await reachableProfile(ctx, principal, row?.profile_id, 'write', 'IBAN not found');
  const links = await findAddressLinks(ctx.db, body.address);
  if (links?.profileId !== row!.profile_id || !links.chains.includes(body.chain)) {
    throw new InvalidInput('An IBAN moves only to another address of its own profile', { address: `The address is not linked on ${body.chain} to the IBAN's profile` });
  }
  const moved = await moveProfileIban(ctx, iban, body);
  return { status: 200, body: await ibanObject(ctx.db, moved) };
};
