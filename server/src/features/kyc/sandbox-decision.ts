import type { DetailsRow } from './kyc.repository.js';
import type { CorporateDetailsData, PersonalDetailsData } from './kyc.tables.js';

export type Decision = 'approved' | 'rejected' | 'blocked';

/**
 * The sandbox's automatic KYC decision, deterministic from the details (documented in the spec
 * of `POST /sandbox/profiles/{profile}`): a last name `Reject` or `Block`, or a company name
 * starting with either, rejects or blocks; anything else is approved. Case and surrounding
 * spaces do not matter.
 */
export function sandboxDecision(details: Pick<DetailsRow, 'kind' | 'data'> | undefined): Decision {
  if (!details) return 'approved';
  if (details.kind === 'personal') {
    const last = (details.data as PersonalDetailsData).lastName.trim().toLowerCase();
    if (last === 'reject') return 'rejected';
    if (last === 'block') return 'blocked';
    return 'approved';
  }
  const name = (details.data as CorporateDetailsData).name.trim().toLowerCase();
  if (name.startsWith('reject')) return 'rejected';
  if (name.startsWith('block')) return 'blocked';
  return 'approved';
}
