import type { CorporateDetailsData, PersonalDetailsData, VerificationDocumentData } from './kyc.tables.js';

/**
 * The rules of KYC submissions that JSON Schema cannot say (the schema already checked every
 * field). Each returns field path → message, in the style of the validation errors
 * (`corporate.finalBeneficiaries`: `Ownership percentages add up to more than 100`).
 */
export type FieldErrors = Record<string, string>;

/** `YYYY-MM-DD` of a moment, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function notInFuture(errors: FieldErrors, field: string, value: string | undefined, label: string, today: string): void {
  if (value !== undefined && value > today) errors[field] = `${label} must not be in the future`;
}

/** Partial details (a `PATCH` may store some fields only) are checked on the fields they hold. */
export function personalDetailsErrors(details: Partial<PersonalDetailsData>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  notInFuture(errors, 'personal.birthday', details.birthday, 'Birthday', today);
  return errors;
}

/**
 * Shares in hundredths of a percent: the schema allows two decimals, so the sum is exact in
 * integers. A share may come as a decimal string (the provider's 2026-08 wire form); the schema
 * checked its digits.
 */
function hundredths(percent: number | string): number {
  return Math.round(Number(percent) * 100);
}

export function corporateDetailsErrors(details: Partial<CorporateDetailsData>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  notInFuture(errors, 'corporate.registrationDate', details.registrationDate, 'Registration date', today);
  for (const group of ['representatives', 'finalBeneficiaries', 'directors'] as const) {
    (details[group] ?? []).forEach((person, i) => notInFuture(errors, `corporate.${group}.${i}.birthday`, person.birthday, 'Birthday', today));
  }
  const total = (details.finalBeneficiaries ?? []).reduce((sum, b) => sum + hundredths(b.ownershipPercentage), 0);
  if (total > 100_00) errors['corporate.finalBeneficiaries'] = 'Ownership percentages add up to more than 100';
  return errors;
}

/**
 * Each verification kind at most once, and every document a file uploaded for this profile
 * (`ownFiles`: the ids, lower-case, of the referenced files that belong to it).
 */
export function verificationErrors(
  key: 'personal' | 'corporate',
  items: readonly { kind: string; documents: readonly VerificationDocumentData[] }[],
  ownFiles: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.kind)) errors[`${key}.${i}.kind`] = 'Duplicate verification kind';
    seen.add(item.kind);
    item.documents.forEach((doc, j) => {
      if (!ownFiles.has(doc.fileId.toLowerCase())) errors[`${key}.${i}.documents.${j}.fileId`] = 'File not found';
    });
  });
  return errors;
}
