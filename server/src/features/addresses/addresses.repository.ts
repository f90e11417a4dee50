import { CHAINS } from '../../crypto/chains.js';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { PageWindow } from '../../domain/page-window.js';
import { deploymentTime } from '../access/partner-time.js';
import type { Chain, LinkState } from './addresses.table.js';
import { literalLimit } from '../../db/literal-limit.js';
import { statementTemplate } from '../../db/statement-template.js';

export interface LinkedChain {
  address: string;
  chain: Chain;
  state: LinkState;
}

/** An address as the API shows it: its profile and the chains it is linked on (state `linked`). */
export interface LinkedAddressRow {
  profileId: string;
  /** Lower-case. */
  address: string;
  chains: Chain[];
}

/** One chain link of an address, with the profile that claimed the address. */
export interface ChainLink {
  profileId: string;
  address: string;
  chain: Chain;
  state: LinkState;
  expiresAt: Date | null;
  nextCheckAt: Date | null;
}

export type ClaimResult =
  | { conflict: true }
  | { conflict: false; state: 'linked' | 'pending'; newlyPending: boolean; expiresAt: Date | null };

/** Thrown inside a claim's own transaction to roll a refused claim back. */
const CLAIM_REFUSED = Symbol('claim refused');

/** Runs `fn` in `db` when it is already a transaction, in a new one otherwise. */
function inTransaction<T>(db: Database, fn: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** An address's owner and the chains it is linked on (state `linked`), oldest link first. */
export interface AddressLinks {
  profileId: string;
  chains: Chain[];
}

// One round trip for the owner and its chains (two before), built once: every order, IBAN and
// balance request asks it.
const addressLinksStatement = statementTemplate((db, address: string) =>
  db
    .selectFrom('addresses')
    .select([
      'profile_id',
      sql<Chain[] | null>`(select json_agg(address_chains.chain order by address_chains.created_at, address_chains.chain) from address_chains where address_chains.address = addresses.address and address_chains.state = 'linked')`.as('chains'),
    ])
    .where('address', '=', address),
);

/**
 * The profile an address is linked to (on at least one chain) and its linked chains, if any.
 * Addresses are stored lower-case; a claim that was never confirmed (pending or expired onchain
 * signature) is no owner.
 */
export async function findAddressLinks(db: Database, address: string): Promise<AddressLinks | undefined> {
  const [row] = (await addressLinksStatement(db, address.toLowerCase())).rows;
  return row?.chains ? { profileId: row.profile_id, chains: row.chains } : undefined;
}

/** The profile that claimed an address, whatever its links' states (the simulator's view). */
export async function findAddressClaimant(db: Database, address: string): Promise<string | undefined> {
  const row = await db.selectFrom('addresses').select('profile_id').where('address', '=', address.toLowerCase()).executeTakeFirst();
  return row?.profile_id;
}

/**
 * Links an address to a profile on a chain, or records a pending (onchain signature) link.
 *
 * An address has exactly one owner. A verified link (`linked`) of another profile is a conflict;
 * so is another profile's pending claim when this one is pending too (first claim waits its 5
 * days). A claim that was never confirmed does not hold the address against a verified link:
 * otherwise anyone could send `0x` for someone else's address and lock its owner out for days.
 * A chain already `linked` stays linked; a `pending` link asked again keeps its deadline.
 */
export async function claimAddressLink(
  db: Database,
  link: {
    address: string;
    profileId: string;
    chain: Chain;
    state: 'linked' | 'pending';
    now: Date;
    expiresAt?: Date;
    nextCheckAt?: Date;
    /** The authorization request that carried the proof (hosted flow), which may hold its reservation. */
    requestId?: string;
  },
): Promise<ClaimResult> {
  // On its own, a refused claim leaves nothing behind (not even a spent proof); inside a caller's
  // transaction the caller answers the conflict with an error, which rolls it all back.
  if (!db.isTransaction) {
    return db
      .transaction()
      .execute(async (trx) => {
        const result = await claimAddressLink(trx, link);
        if (result.conflict) throw CLAIM_REFUSED;
        return result;
      })
      .catch((err: unknown) => {
        if (err === CLAIM_REFUSED) return { conflict: true } as const;
        throw err;
      });
  }
  const address = link.address.toLowerCase();
  return inTransaction(db, async (trx) => {
    // A verified proof counts once per address, across every chain (the link text names none; an
    // unconfirmed `0x` claim spends nothing).
    if (link.state === 'linked' && !(await spendLinkProof(trx, { ...link, address }))) return { conflict: true };
    await trx
      .insertInto('addresses')
      .values({ address, profile_id: link.profileId, created_at: link.now })
      .onConflict((oc) => oc.column('address').doNothing())
      .execute();
    // The row lock serializes every claim of this address.
    const owner = await trx.selectFrom('addresses').select('profile_id').where('address', '=', address).forUpdate().executeTakeFirstOrThrow();
    if (owner.profile_id !== link.profileId) {
      const states = (await trx.selectFrom('address_chains').select('state').where('address', '=', address).execute()).map((r) => r.state);
      if (states.includes('linked') || (link.state === 'pending' && states.includes('pending'))) return { conflict: true };
      await trx.deleteFrom('address_chains').where('address', '=', address).execute();
      await trx.updateTable('addresses').set({ profile_id: link.profileId, created_at: link.now }).where('address', '=', address).execute();
    }
    const current = await trx
      .selectFrom('address_chains')
      .select(['state', 'expires_at'])
      .where('address', '=', address)
      .where('chain', '=', link.chain)
      .forUpdate()
      .executeTakeFirst();
    if (current?.state === 'linked') return { conflict: false, state: 'linked', newlyPending: false, expiresAt: null };
    if (current?.state === 'pending' && link.state === 'pending') {
      return { conflict: false, state: 'pending', newlyPending: false, expiresAt: current.expires_at };
    }
    const pending = link.state === 'pending';
    const values = {
      state: link.state,
      updated_at: link.now,
      expires_at: pending ? (link.expiresAt ?? null) : null,
      next_check_at: pending ? (link.nextCheckAt ?? null) : null,
    };
    if (current) {
      await trx.updateTable('address_chains').set(values).where('address', '=', address).where('chain', '=', link.chain).execute();
    } else {
      await trx.insertInto('address_chains').values({ address, chain: link.chain, created_at: link.now, ...values }).execute();
    }
    return { conflict: false, state: link.state, newlyPending: pending, expiresAt: values.expires_at };
  });
}

/**
 * Spends the link proof of `address` for a profile: true when it is unspent, already this
 * profile's (on any chain), or reserved by `requestId`; false when another profile (or request)
 * holds it. The link text names no chain, so a proof counts once per address across all chains.
 */
/** How long an authorization request holds a link proof (as long as the request stays open), on the deployment's clock. */
const PROOF_RESERVATION_MS = 30 * 60_000;

async function spendLinkProof(trx: Database, link: { address: string; chain: Chain; profileId: string; now: Date; requestId?: string }): Promise<boolean> {
  // Reservations lapse on the deployment's clock: a partner moving its sandbox clock does not end another's.
  const now = deploymentTime(link.now);
  await trx
    .insertInto('link_proofs')
    .values({ address: link.address, chain: link.chain, profile_id: link.profileId, request_id: null, used_at: now })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
  const proof = await trx
    .selectFrom('link_proofs')
    .select(['profile_id', 'request_id', 'used_at'])
    .where('address', '=', link.address)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (proof.profile_id === link.profileId) return true;
  const lapsed = proof.profile_id === null && proof.used_at.getTime() + PROOF_RESERVATION_MS <= now.getTime();
  if (proof.profile_id === null && ((link.requestId !== undefined && proof.request_id === link.requestId) || lapsed)) {
    await trx.updateTable('link_proofs').set({ profile_id: link.profileId, chain: link.chain, used_at: now }).where('address', '=', link.address).execute();
    return true;
  }
  return false;
}

/**
 * Reserves an unspent link proof for the authorization request that carries it (`GET /auth` with
 * `address` and `signature`): while it holds it, no other profile can use it, on any chain. A
 * new request of the same app takes it over from the earlier one (the customer left and signs in
 * again: the fixed link message makes the signature the same), and the earlier request closes,
 * so one open request holds it at a time; a request gone or answered without spending it holds
 * nothing. False when an open request of another app holds it; a proof already spent by a
 * profile stays that profile's (only that profile can link the address, on whichever chain).
 */
export async function reserveLinkProof(db: Database, proof: { address: string; chain: Chain; requestId: string; appId: string; now: Date }): Promise<boolean> {
  const address = proof.address.toLowerCase();
  const now = deploymentTime(proof.now);
  await db
    .insertInto('link_proofs')
    .values({ address, chain: proof.chain, profile_id: null, request_id: proof.requestId, used_at: now })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
  const row = await db.selectFrom('link_proofs').select(['profile_id', 'request_id', 'used_at']).where('address', '=', address).forUpdate().executeTakeFirst();
  if (row === undefined) return false;
  if (row.profile_id !== null || row.request_id === proof.requestId) return true;
  const holder = row.request_id === null ? undefined : await db.selectFrom('authorization_requests').select(['app_id', 'decided_at']).where('id', '=', row.request_id).forUpdate().executeTakeFirst();
  const lapsed = row.used_at.getTime() + PROOF_RESERVATION_MS <= now.getTime();
  if (!lapsed && holder !== undefined && holder.decided_at === null && holder.app_id !== proof.appId) return false;
  if (holder !== undefined && holder.decided_at === null) {
    // Superseded: its screens now say it expired, and it can no longer link the wallet.
    await db.updateTable('authorization_requests').set({ expires_at: proof.now }).where('id', '=', row.request_id!).execute();
  }
  await db.updateTable('link_proofs').set({ request_id: proof.requestId, chain: proof.chain, used_at: now }).where('address', '=', address).execute();
  return true;
}

/** Whether `profileId` spent the link proof of `address` that the authorization request `requestId` held. */
export async function linkProofSpentThrough(db: Database, address: string, requestId: string, profileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('link_proofs')
    .select('address')
    .where('address', '=', address.toLowerCase())
    .where('request_id', '=', requestId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The link of an address on one chain; `lock` takes its row lock (inside a transaction). */
export async function findChainLink(db: Database, address: string, chain: Chain, options: { lock?: boolean } = {}): Promise<ChainLink | undefined> {
  let query = db
    .selectFrom('address_chains')
    .innerJoin('addresses', 'addresses.address', 'address_chains.address')
    .select([
      'addresses.profile_id',
      'address_chains.address',
      'address_chains.chain',
      'address_chains.state',
      'address_chains.expires_at',
      'address_chains.next_check_at',
    ])
    .where('address_chains.address', '=', address.toLowerCase())
    .where('address_chains.chain', '=', chain);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return (
    row && {
      profileId: row.profile_id,
      address: row.address,
      chain: row.chain,
      state: row.state,
      expiresAt: row.expires_at,
      nextCheckAt: row.next_check_at,
    }
  );
}

/** Ends a pending link: `linked` (its signature was confirmed) or `expired` (it never was). */
export async function settleChainLink(db: Database, address: string, chain: Chain, state: 'linked' | 'expired', now: Date): Promise<void> {
  await db
    .updateTable('address_chains')
    .set({ state, updated_at: now, next_check_at: null, ...(state === 'linked' ? { expires_at: null } : {}) })
    .where('address', '=', address.toLowerCase())
    .where('chain', '=', chain)
    .where('state', '=', 'pending')
    .execute();
}

/** Records when the next gateway check of a pending link is due. */
export async function setNextCheck(db: Database, address: string, chain: Chain, at: Date): Promise<void> {
  await db
    .updateTable('address_chains')
    .set({ next_check_at: at })
    .where('address', '=', address.toLowerCase())
    .where('chain', '=', chain)
    .execute();
}

export async function listProfileAddresses(db: Database, profileId: string): Promise<LinkedChain[]> {
  return db
    .selectFrom('address_chains')
    .innerJoin('addresses', 'addresses.address', 'address_chains.address')
    .select(['address_chains.address', 'address_chains.chain', 'address_chains.state'])
    .where('addresses.profile_id', '=', profileId)
    .orderBy('address_chains.created_at')
    .execute();
}

/** An address with its linked chains, or undefined when it is linked on none. */
export async function findLinkedAddress(db: Database, address: string): Promise<LinkedAddressRow | undefined> {
  const [found] = await listLinkedAddresses(db, { address });
  return found;
}

/**
 * One page of the linked addresses of the given profiles (each with every chain it is linked on),
 * oldest first, then by address: keyset on (created_at, address), index addresses_listing_idx.
 * `chain` keeps the addresses linked on that chain. Undefined when `window.after` is no address
 * of the listing.
 */
export async function pageLinkedAddresses(
  db: Database,
  filter: { profileIds: readonly string[]; chain?: Chain | undefined },
  window: PageWindow,
): Promise<LinkedAddressRow[] | undefined> {
  if (filter.profileIds.length === 0) return window.after === undefined ? [] : undefined;
  const matching = <Q extends SelectQueryBuilder<DB, 'addresses', object>>(query: Q): Q =>
    query.where('addresses.profile_id', 'in', [...filter.profileIds]).where((eb) =>
      eb.exists(
        eb
          .selectFrom('address_chains')
          .select('address_chains.chain')
          .whereRef('address_chains.address', '=', 'addresses.address')
          .where('address_chains.state', '=', 'linked')
          .$if(filter.chain !== undefined, (q) => q.where('address_chains.chain', '=', filter.chain!)),
      ),
    ) as Q;
  let query = matching(db.selectFrom('addresses').select(['addresses.address', 'addresses.profile_id']));
  if (window.after !== undefined) {
    if (!(await matching(db.selectFrom('addresses').select('addresses.address')).where('addresses.address', '=', window.after).executeTakeFirst())) return undefined;
    query = query.where(sql<boolean>`(addresses.created_at, addresses.address) > (select a.created_at, a.address from addresses a where a.address = ${window.after})`);
  }
  const page = await query.orderBy('addresses.created_at').orderBy('addresses.address').limit(literalLimit(window.take)).execute();
  if (page.length === 0) return [];
  const chains = await db
    .selectFrom('address_chains')
    .select(['address', 'chain'])
    .where('address', 'in', page.map((r) => r.address))
    .where('state', '=', 'linked')
    .execute();
  const order = (chain: Chain) => CHAINS.indexOf(chain);
  return page.map((r) => ({
    profileId: r.profile_id,
    address: r.address,
    chains: chains.filter((c) => c.address === r.address).map((c) => c.chain).sort((a, b) => order(a) - order(b)),
  }));
}

/**
 * Linked addresses (at least one chain in state `linked`), each with every chain it is linked on
 * (in the contract's order of chains), oldest first (then by address). `chain` keeps the addresses linked on that chain; `profileIds` limits the owners
 * (an empty list matches nothing).
 */
export async function listLinkedAddresses(
  db: Database,
  filter: { profileIds?: readonly string[]; chain?: Chain; address?: string },
): Promise<LinkedAddressRow[]> {
  if (filter.profileIds?.length === 0) return [];
  let query = db
    .selectFrom('address_chains')
    .innerJoin('addresses', 'addresses.address', 'address_chains.address')
    .select(['addresses.profile_id', 'address_chains.address', 'address_chains.chain'])
    .where('address_chains.state', '=', 'linked');
  if (filter.profileIds) query = query.where('addresses.profile_id', 'in', [...filter.profileIds]);
  if (filter.address) query = query.where('address_chains.address', '=', filter.address.toLowerCase());
  if (filter.chain) {
    const chain = filter.chain;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('address_chains as on_chain')
          .select('on_chain.chain')
          .whereRef('on_chain.address', '=', 'address_chains.address')
          .where('on_chain.chain', '=', chain)
          .where('on_chain.state', '=', 'linked'),
      ),
    );
  }
  const rows = await query.orderBy('addresses.created_at').orderBy('address_chains.address').execute();
  const byAddress = new Map<string, LinkedAddressRow>();
  for (const row of rows) {
    const entry = byAddress.get(row.address) ?? { profileId: row.profile_id, address: row.address, chains: [] };
    entry.chains.push(row.chain);
    byAddress.set(row.address, entry);
  }
  const order = (chain: Chain) => CHAINS.indexOf(chain);
  for (const entry of byAddress.values()) entry.chains.sort((a, b) => order(a) - order(b));
  return [...byAddress.values()];
}
