/**
 * The provider's enumerations, under its names (compat entry).
 * @module
 */
import { Currency as OurCurrency, OrderState as OurOrderState, type Currency as CurrencyValue } from '../enums.js';
import type * as T from '../types.js';

/**
 * The provider's enumerations, as objects with its member names. Values are emoney's wire values;
 * members the emoney API does not know (marked) are kept so code naming them compiles.
 */
export const Currency = OurCurrency;
/** A currency: `eur`, `usd`, `gbp`, `isk`. */
export type Currency = CurrencyValue;
/** A currency code (lower case). */
export type CurrencyCode = CurrencyValue;
/** The state of an order: `placed`, `pending`, `processed`, `rejected`. */
export const OrderState = OurOrderState;
/** The state of an order. */
export type OrderState = T.Order['state'];
/** The kind of an order. */
export const OrderKind = { redeem: 'redeem', issue: 'issue' } as const;
/** The kind of an order. */
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];
/** The state of an IBAN account. `requested` is never answered by emoney (`pending` instead). */
export const AccountState = { requested: 'requested', approved: 'approved', pending: 'pending', rejected: 'rejected', closed: 'closed' } as const;
/** The state of an IBAN account. */
export type AccountState = (typeof AccountState)[keyof typeof AccountState];
/** The state of a profile. */
export const ProfileState = { created: 'created', pending: 'pending', approved: 'approved', rejected: 'rejected', blocked: 'blocked' } as const;
/** The state of a profile. */
export type ProfileState = (typeof ProfileState)[keyof typeof ProfileState];
/** The kind of a profile. */
export const ProfileType = { corporate: 'corporate', personal: 'personal' } as const;
/** The kind of a profile. */
export type ProfileType = (typeof ProfileType)[keyof typeof ProfileType];
/** A permission on a profile. */
export const Permission = { read: 'read', write: 'write' } as const;
/** A permission on a profile. */
export type Permission = (typeof Permission)[keyof typeof Permission];
/** An authentication method. emoney's wire value of `apiKey` is `apikey`. */
export const Method = { password: 'password', resource: 'resource', jwt: 'jwt', apiKey: 'apikey', bearer: 'bearer' } as const;
/** An authentication method. */
export type Method = (typeof Method)[keyof typeof Method];
/** A KYC state (derived by emoney from the profile state; `submitted`/`confirmed` are never answered). */
export const KYCState = { absent: 'absent', submitted: 'submitted', pending: 'pending', confirmed: 'confirmed' } as const;
/** A KYC state. */
export type KYCState = (typeof KYCState)[keyof typeof KYCState];
/** A KYC outcome. */
export const KYCOutcome = { approved: 'approved', rejected: 'rejected', unknown: 'unknown' } as const;
/** A KYC outcome. */
export type KYCOutcome = (typeof KYCOutcome)[keyof typeof KYCOutcome];
/** A payment standard of a counterpart. emoney refuses `scan` (UK sort code) counterparts. */
export const PaymentStandard = { iban: 'iban', scan: 'scan', chain: 'chain', account: 'account' } as const;
/** A payment standard. */
export type PaymentStandard = (typeof PaymentStandard)[keyof typeof PaymentStandard];
/** An identity document kind. emoney refuses `drivingLicense`. */
export const IdDocumentKind = { passport: 'passport', nationalIdentityCard: 'nationalIdentityCard', drivingLicense: 'drivingLicense' } as const;
/** An identity document kind. */
export type IdDocumentKind = (typeof IdDocumentKind)[keyof typeof IdDocumentKind];
