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
  return details.kind === 'personal'
    ? sandboxDecisionByName('personal', (details.data as PersonalDetailsData).lastName)
    : sandboxDecisionByName('corporate', (details.data as CorporateDetailsData).name);
}

/** The same rule from the one name it reads: a person's last name, or a company's name. */
export function sandboxDecisionByName(kind: 'personal' | 'corporate', name: string): Decision {
  const value = name.trim().toLowerCase();
  if (kind === 'personal' ? value === 'reject' : value.startsWith('reject')) return 'rejected';
  if (kind === 'personal' ? value === 'block' : value.startsWith('block')) return 'blocked';
  return 'approved';
}
