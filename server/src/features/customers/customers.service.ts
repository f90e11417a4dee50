import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Conflict } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import { withSections } from '../profiles/profile-sections.js';
import type { ProfileKind, ProfileState } from '../profiles/profiles.table.js';
import { findProfile, insertProfile, toProfile, type Profile } from '../profiles/profiles.repository.js';
import { claimUser, grantProfile, insertUser } from './users.repository.js';

/** The terms an account accepted (hosted sign-up), and when. */
export interface AcceptedTerms {
  acceptedAt: Date;
  version: string;
}

export interface NewCustomer {
  email: string;
  /** Null for an account nobody signed in to yet (a partner's customer, an app's user). */
  passwordHash: string | null;
  name?: string;
  emailVerified?: boolean;
  /** A partner's own record of an email that has an account elsewhere; such a record never signs in. */
  partnerScope?: string | null;
  terms?: AcceptedTerms;
  /** The profile the customer reaches (read and write, default): a new personal one unless told. */
  profile?: { id: string; kind: ProfileKind; name?: string; state: ProfileState; exists?: boolean };
}

/**
 * Creates a customer: a user and the profile it reaches. The one way a row enters `users`:
 * partner sign-up (`POST /auth/signup`), hosted sign-up, the sandbox's app users.
 * `ifAbsent`: null, and nothing written, when the email's row exists already.
 */
export async function createCustomer(
  trx: Database,
  customer: NewCustomer,
  now: Date,
  options: { ifAbsent?: boolean } = {},
): Promise<{ userId: string; profileId: string } | null> {
  const userId = randomUUID();
  const profile = customer.profile ?? { id: randomUUID(), kind: 'personal', state: 'created' };
  const inserted = await insertUser(
    trx,
    {
      id: userId,
      email: customer.email,
      passwordHash: customer.passwordHash,
      ...(customer.name === undefined ? {} : { name: customer.name }),
      ...(customer.emailVerified === undefined ? {} : { emailVerified: customer.emailVerified }),
      ...(customer.partnerScope === undefined ? {} : { partnerScope: customer.partnerScope }),
      ...(customer.terms ? { terms: customer.terms } : {}),
    },
    options,
  );
  if (!inserted) return null;
  if (!profile.exists) await insertProfile(trx, { id: profile.id, kind: profile.kind, ...(profile.name === undefined ? {} : { name: profile.name }), state: profile.state, now });
  await grantProfile(trx, userId, profile.id, ['read', 'write'], true);
  return { userId, profileId: profile.id };
}

/**
 * The person who proved the email takes over the account a partner created for it (password,
 * verified email, terms). False when someone set a password on it meanwhile.
 */
export async function claimAccount(trx: Database, userId: string, claim: { passwordHash: string; terms: AcceptedTerms }): Promise<boolean> {
  return claimUser(trx, userId, claim);
}

export const PROFILE_EXISTS = 'Profile already exists';

/**
 * White-label onboarding's first step: an empty profile of a fixed kind, which the caller (the
 * app's own user for a client-credentials token, else the user) may read and write. A partner may
 * choose the id; one that is taken answers 409 whoever holds it, as the provider documents.
 */
export async function createProfile(ctx: AppContext, principal: Principal, input: { id?: string | undefined; kind: ProfileKind }): Promise<Profile> {
  const id = (input.id ?? randomUUID()).toLowerCase();
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (await findProfile(trx, id)) throw new Conflict(PROFILE_EXISTS);
    await insertProfile(trx, { id, kind: input.kind, state: 'created', kindFixed: true, now });
    await grantProfile(trx, principal.userId, id, ['read', 'write'], false);
    const profile = await findProfile(trx, id);
    if (!profile) throw new Conflict(PROFILE_EXISTS);
    return withSections(trx, toProfile(profile));
  });
}
