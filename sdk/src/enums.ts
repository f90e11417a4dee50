/**
 * Enumerations: each a frozen object of values plus the type of its values. Where the contract
 * has an enum, the object is checked against it at compile time (`satisfies`), so a value added
 * to or removed from the contract breaks the build instead of drifting.
 * @module
 */
import type { components } from '@emoney/api-types';

type S = components['schemas'];
/** Every value of a union `T`, each as its own key: the compile-time check of an enumeration. */
type Exactly<T extends string> = { readonly [K in T]: K };

/** An enumeration object from its values: each value is its own key. */
function values<const T extends readonly string[]>(...list: T): { readonly [K in T[number]]: K } {
  return Object.fromEntries(list.map((v) => [v, v])) as { readonly [K in T[number]]: K };
}

/**
 * The state of a profile's IBAN account. The product specification leaves the values open; they
 * are the contract's `IbanState`: `pending` (being provisioned), `approved` (mints on arrival),
 * `rejected` (provisioning refused), `closed` (no longer receives payments).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const AccountState = /*#__PURE__*/ values('pending', 'approved', 'rejected', 'closed') satisfies Exactly<S['IbanState']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type AccountState = S['IbanState'];

/**
 * The fiat currencies backing the tokens, lower case (`Currency`).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const Currency = /*#__PURE__*/ values('eur', 'usd', 'gbp', 'isk') satisfies Exactly<S['Currency']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type Currency = S['Currency'];

/**
 * The identity documents a person is identified with (`IdDocumentKind`).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const IdDocumentKind = /*#__PURE__*/ values('passport', 'nationalIdentityCard') satisfies Exactly<S['IdDocumentKind']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type IdDocumentKind = S['IdDocumentKind'];

/**
 * Where a profile's KYC stands. The contract has no such enum: it is derived from the profile's
 * `state` by {@link kycOf}: `absent` (created, nothing decided yet), `pending` (submitted and
 * being processed), `completed` (decided: approved, rejected or blocked).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const KYCState = /*#__PURE__*/ values('absent', 'pending', 'completed');
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type KYCState = (typeof KYCState)[keyof typeof KYCState];

/**
 * The outcome of a profile's KYC. The contract has no such enum: the values are the decisions
 * of the sandbox simulator (`approved`, `rejected`, `blocked`) plus `unknown` while undecided.
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const KYCOutcome = /*#__PURE__*/ values('approved', 'rejected', 'blocked', 'unknown') satisfies Exactly<
  S['SimulatedKycDecision']['state'] | 'unknown'
>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type KYCOutcome = (typeof KYCOutcome)[keyof typeof KYCOutcome];

/**
 * How the caller of a request authenticated (`AuthMethod`): `resource` for client credentials,
 * `jwt` for a user's access token.
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const Method = /*#__PURE__*/ values('password', 'resource', 'jwt', 'apikey', 'bearer') satisfies Exactly<S['AuthMethod']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type Method = S['AuthMethod'];

/**
 * The kinds of order (`OrderKind`): `issue` (money arrived, tokens minted) or `redeem`.
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const OrderKind = /*#__PURE__*/ values('issue', 'redeem') satisfies Exactly<S['OrderKind']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type OrderKind = S['OrderKind'];

/**
 * Where an order stands (`OrderState`). Listing filters accept all but `placed`.
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const OrderState = /*#__PURE__*/ values('placed', 'pending', 'processed', 'rejected') satisfies Exactly<S['OrderState']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type OrderState = S['OrderState'];

/**
 * How a counterpart is identified (the `standard` of its identifier): `iban`, `chain`
 * (cross-chain) or `account` (a bank account without IBAN, answers only).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const PaymentStandard = /*#__PURE__*/ values('iban', 'chain', 'account') satisfies Exactly<
  S['Counterpart']['identifier']['standard']
>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type PaymentStandard = S['Counterpart']['identifier']['standard'];

/**
 * What a user may do with a profile (`ProfilePermission`).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const Permission = /*#__PURE__*/ values('read', 'write') satisfies Exactly<S['ProfilePermission']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type Permission = S['ProfilePermission'];

/**
 * Where a profile's onboarding stands (`ProfileState`).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const ProfileState = /*#__PURE__*/ values('created', 'incomplete', 'pending', 'approved', 'rejected', 'blocked') satisfies Exactly<S['ProfileState']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type ProfileState = S['ProfileState'];

/**
 * Whether a profile is a person's or a company's (`ProfileKind`).
 * @enum
 * @group Utilities
 * @category Enumerations
 */
export const ProfileType = /*#__PURE__*/ values('personal', 'corporate') satisfies Exactly<S['ProfileKind']>;
/**
 * The type of its values.
 * @group Utilities
 * @category Enumerations
 */
export type ProfileType = S['ProfileKind'];

/**
 * A profile's KYC, derived from its state.
 * @group Profiles
 * @category Interfaces
 */
export interface KYC {
  /** Where the KYC stands: `absent`, `pending` or `completed`. */
  state: KYCState;
  /** The decision once completed (`approved`, `rejected`, `blocked`), else `unknown`. */
  outcome: KYCOutcome;
}

/**
 * The KYC state and outcome of a profile, derived from its `state`.
 *
 * @param profile A profile (or anything with its `state`).
 * @example
 * ```ts
 * kycOf({ state: 'approved' }); // { state: 'completed', outcome: 'approved' }
 * ```
 * @group Profiles
 * @category Functions
 */
export function kycOf(profile: {
  /** The profile's state, as the API answers it (`Profile.state`). */
  state: ProfileState;
}): KYC {
  const s = profile.state;
  // `incomplete`: something is in, but not what the KYC model needs, so there is no KYC to process yet.
  return s === 'created' || s === 'incomplete' || s === 'pending'
    ? { state: s === 'pending' ? 'pending' : 'absent', outcome: 'unknown' }
    : { state: 'completed', outcome: s };
}
