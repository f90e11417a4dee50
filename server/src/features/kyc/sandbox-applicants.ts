import type { PersonalDetailsData } from './kyc.tables.js';

/** What a KYC provider shares of an applicant: the details, and the fields it sent that our rules refused. */
export interface SharedApplicant {
  details: Partial<PersonalDetailsData>;
  skipped: { field: string; reason: string }[];
}

const JANE: PersonalDetailsData = {
  firstName: 'Jane',
  lastName: 'Doe',
  address: 'Pennylane 123',
  postalCode: '7890',
  city: 'Liverpool',
  country: 'GB',
  nationality: 'GB',
  birthday: '1990-05-15',
  phone: '+3548888888',
  email: 'jane.doe@example.com',
  idDocument: { number: 'A1234567', kind: 'passport' },
};

// The address limit of `PersonalDetails.address` (the contract's `maxLength`).
const ADDRESS_LIMIT = 200;

/**
 * The sandbox's documented share tokens (spec: `POST /profiles/{profile}/share`): the sandbox
 * calls no KYC provider, so each token stands for an applicant whose data decides the outcome
 * through the usual rules (a last name `Reject` is rejected by the sandbox's decision).
 */
export const SANDBOX_SHARE_TOKENS: Record<string, SharedApplicant> = {
  'sandbox-approved': { details: JANE, skipped: [] },
  'sandbox-rejected': { details: { ...JANE, lastName: 'Reject' }, skipped: [] },
  'sandbox-invalid-address': (() => {
    const { address: _tooLong, ...rest } = JANE;
    return { details: rest, skipped: [{ field: 'address', reason: `address exceeds ${ADDRESS_LIMIT} characters` }] };
  })(),
};

/** The verifications a share brings along: the identity checks the KYC provider made. */
export const SHARED_VERIFICATIONS = ['idDocument', 'facialSimilarity', 'proofOfResidency'] as const;
