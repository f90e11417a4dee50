import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { statementTemplate } from '../../db/statement-template.js';
import { forgetRowsEverywhere, KeyedRowCache } from '../access/keyed-row-cache.js';
import { forgetProfileReach } from '../access/profile-access.repository.js';
import type { Permission } from '../../domain/permission.js';
import type { UsersTable } from './users.table.js';
import type { ProfileState } from '../profiles/profiles.table.js';

export type User = Selectable<UsersTable>;

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  // The email's account; partners' own customer records of it (partner_scope) never sign in.
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).where('partner_scope', 'is', null).executeTakeFirst();
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The one INSERT INTO users (every caller goes through `createCustomer`, tests through here).
 * `ifAbsent`: false instead of a unique violation when the email's row exists already (a
 * concurrent sign-up made it first); that row is the email's account (`partnerScope` null) or the
 * partner's own record of it.
 */
export async function insertUser(
  db: Database,
  user: {
    id: string;
    email: string;
    name?: string;
    passwordHash: string | null;
    emailVerified?: boolean;
    partnerScope?: string | null;
    terms?: { acceptedAt: Date; version: string };
  },
  options: { ifAbsent?: boolean } = {},
): Promise<boolean> {
  const partnerScope = user.partnerScope ?? null;
  const result = await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email.toLowerCase(),
      name: user.name ?? '',
      password_hash: user.passwordHash,
      role: null,
      email_verified: user.emailVerified ?? false,
      ...(user.partnerScope === undefined ? {} : { partner_scope: partnerScope }),
      ...(user.terms ? { terms_accepted_at: user.terms.acceptedAt, terms_version: user.terms.version } : {}),
    })
    .$if(options.ifAbsent === true, (qb) =>
      qb.onConflict((oc) =>
        partnerScope === null
          ? oc.column('email').where('partner_scope', 'is', null).doNothing()
          : oc.columns(['email', 'partner_scope']).where('partner_scope', 'is not', null).doNothing(),
      ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Gives a partner-created (password-less) account to the person who proved the email: its
 * password, verified email and accepted terms. False when someone set a password meanwhile.
 */
export async function claimUser(db: Database, userId: string, claim: { passwordHash: string; terms: { acceptedAt: Date; version: string } }): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ password_hash: claim.passwordHash, email_verified: true, terms_accepted_at: claim.terms.acceptedAt, terms_version: claim.terms.version })
    .where('id', '=', userId)
    .where('password_hash', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (claimed) {
    // The partner's own authorization of a password-less account ends here (profile-access.repository.ts).
    forgetProfileReach();
    await forgetRowsEverywhere(db, [userId]);
  }
  return claimed !== undefined;
}

/** Records the terms an account accepted, unless it accepted some already. */
export async function acceptTerms(db: Database, userId: string, terms: { acceptedAt: Date; version: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({ terms_accepted_at: terms.acceptedAt, terms_version: terms.version })
    .where('id', '=', userId)
    .where('terms_accepted_at', 'is', null)
    .execute();
}

export async function setPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  // A password ends a partner-created authorization, as a claim does.
  forgetProfileReach();
}

export async function grantProfile(
  db: Database,
  userId: string,
  profileId: string,
  perms: Permission[],
  isDefault: boolean,
): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, profile_id: profileId, perms: toJson(perms), is_default: isDefault })
    .execute();
  forgetProfileReach();
  await forgetRowsEverywhere(db, [userId]);
}

export interface ProfileGrant {
  id: string;
  kind: 'personal' | 'corporate';
  name: string;
  state: ProfileState;
  perms: Permission[];
  isDefault: boolean;
}

/** The profiles a user may reach, default first. */
export async function listUserProfiles(db: Database, userId: string): Promise<ProfileGrant[]> {
  const rows = await db
    .selectFrom('user_profiles')
    .innerJoin('profiles', 'profiles.id', 'user_profiles.profile_id')
    .select(['profiles.id', 'profiles.kind', 'profiles.name', 'profiles.state', 'user_profiles.perms', 'user_profiles.is_default'])
    .where('user_profiles.user_id', '=', userId)
    .orderBy('user_profiles.is_default', 'desc')
    .orderBy('profiles.created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, state: r.state, perms: r.perms, isDefault: r.is_default }));
}

/** A user and every profile it holds, the default first (one statement, compiled once). */
const userWithProfiles = statementTemplate((db, id: string) =>
  db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .leftJoin('profiles', 'profiles.id', 'user_profiles.profile_id')
    .selectAll('users')
    .select([
      'profiles.id as profile_id',
      'profiles.kind as profile_kind',
      'profiles.name as profile_name',
      'profiles.state as profile_state',
      'user_profiles.perms as profile_perms',
      'user_profiles.is_default as profile_is_default',
    ])
    .where('users.id', '=', id)
    .orderBy('user_profiles.is_default', (ob) => ob.desc().nullsLast())
    .orderBy('profiles.created_at'),
);

export interface UserWithProfiles {
  user: User;
  profiles: ProfileGrant[];
}

/**
 * Users with their profiles, per database, kept until a write names the user or one of its
 * profiles (features/access/keyed-row-cache.ts): `GET /auth/context` asks on every call, and the
 * answer changes only with those writes (this file's `grantProfile` and `claimUser`, the profile's
 * `updateProfile`, a sandbox reset's deletions).
 */
const usersWithProfiles = new WeakMap<object, KeyedRowCache<UserWithProfiles>>();
const idsOfUserWithProfiles = (userId: string, found: UserWithProfiles) => [userId, ...found.profiles.map((p) => p.id)];

/** A user and their profiles (as {@link listUserProfiles} orders them): from memory while trusted, else one statement. */
export async function findUserWithProfiles(db: Database, id: string): Promise<UserWithProfiles | undefined> {
  let cache = usersWithProfiles.get(db);
  if (!cache) {
    cache = new KeyedRowCache(idsOfUserWithProfiles);
    usersWithProfiles.set(db, cache);
  }
  return cache.peek(id) ?? cache.get(id, () => readUserWithProfiles(db, id));
}

async function readUserWithProfiles(db: Database, id: string): Promise<UserWithProfiles | undefined> {
  const { rows } = await userWithProfiles(db, id);
  const [first] = rows;
  if (!first) return undefined;
  const { profile_id: _id, profile_kind: _kind, profile_name: _name, profile_state: _state, profile_perms: _perms, profile_is_default: _default, ...user } = first;
  const profiles: ProfileGrant[] = [];
  for (const r of rows) {
    if (r.profile_id === null || r.profile_kind === null || r.profile_name === null || r.profile_state === null || r.profile_perms === null) continue;
    profiles.push({ id: r.profile_id, kind: r.profile_kind, name: r.profile_name, state: r.profile_state, perms: r.profile_perms, isDefault: r.profile_is_default === true });
  }
  return { user, profiles };
}

/**
 * Records that an app may act for a user: the person's consent, or (`partnerCreated`) the partner
 * creating the account, which counts only while nobody has claimed it. A consent turns an earlier
 * partner-created authorization into a consent; a partner-created one never downgrades a consent.
 */
export async function authorizeApp(db: Database, appId: string, userId: string, now: Date, options: { partnerCreated?: boolean } = {}): Promise<void> {
  const partnerCreated = options.partnerCreated === true;
  await db
    .insertInto('app_authorizations')
    .values({ app_id: appId, user_id: userId, created_at: now, partner_created: partnerCreated })
    .onConflict((oc) => (partnerCreated ? oc.columns(['app_id', 'user_id']).doNothing() : oc.columns(['app_id', 'user_id']).doUpdateSet({ partner_created: false })))
    .execute();
  forgetProfileReach();
}
