import type { components } from '@emoney/api-types/onboarding';
import { verifyPersonalSignature } from '../../crypto/eip191.js';
import { Conflict, InvalidInput, NotFound, Unauthorized } from '../../domain/errors.js';
import { linkProofSpentThrough, listProfileAddresses } from '../addresses/addresses.repository.js';
import { linkAddress } from '../addresses/addresses.service.js';
import { requireChainFamily } from '../addresses/chain-family.js';
import { findAuthorizationRequest, issueAuthorizationCode, markRequestDecided } from '../oauth/codes.repository.js';
import { LINK_MESSAGE } from '../addresses/link-message.js';
import { maySkipKyc } from '../oauth/skip-kyc.js';
import { accountCreator, isPartnerCustomer } from '../customers/partner-customers.repository.js';
import { sha256 } from '../../crypto/secrets.js';
import type { MailboxReaders } from '../mail/send-email.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../crypto/passwords.js';
import { errorRedirect, withQuery } from '../oauth/redirects.js';
import { findAppById } from '../credentials/apps.repository.js';
import { enterPartnerTime } from '../access/partner-time.js';
import { changeProfile } from '../profiles/profile-changes.js';
import { lockProfile, toProfile } from '../profiles/profiles.repository.js';
import { DETAILS_APPROVED } from '../kyc/kyc.service.js';
import { sandboxDecisionByName } from '../kyc/sandbox-decision.js';
import { acceptTerms, authorizeApp, findUserByEmail, listUserProfiles } from '../customers/users.repository.js';
import { isClaimable, startSignUpVerification, TERMS_VERSION } from './signup-verification.js';
import { startSession, type SessionUser } from './sessions.js';
import { hostedApp } from './app-branding.js';
import { linkKey, removableLinks } from './address-unlink.repository.js';
import type { AppContext } from '../../app-context.js';

// What the hosted screens' API does, one function per operation: its handlers (hosted.handlers.ts)
// read the session and shape the answer, and each calls one of these.

type HostedUser = components['schemas']['HostedUser'];
type HostedRequest = components['schemas']['HostedAuthorizationRequest'];
type ProfileDetails = components['schemas']['HostedProfileRequest'];
type SignUp = components['schemas']['HostedSignUp'];
type LinkWithSignature = components['schemas']['HostedLinkAddressRequest'];

const PERMISSIONS = [
  'Read your profile, addresses, IBANs, balances and orders',
  'Link addresses and request IBANs for your profile',
  'Place orders that you sign with your wallet',
];

async function defaultProfileOf(ctx: AppContext, userId: string) {
  const profiles = await listUserProfiles(ctx.db, userId);
  const profile = profiles.find((p) => p.isDefault) ?? profiles[0];
  if (!profile) throw new Conflict('The account has no profile');
  return profile;
}

async function openRequest(ctx: AppContext, id: string) {
  const request = await findAuthorizationRequest(ctx.db, id);
  const app = request ? await findAppById(ctx.db, request.app_id) : undefined;
  // The request, its code and its tokens live on the app's partner's sandbox clock.
  if (app) await enterPartnerTime(ctx, app.partner_id);
  if (!request || request.decided_at || request.expires_at.getTime() <= ctx.clock.now().getTime()) {
    throw new NotFound('This authorization request does not exist, was already answered, or has expired. Start again from the app.');
  }
  if (!app) throw new NotFound('The app of this authorization request no longer exists');
  return { request, app };
}

/** An authorization request as the screens show it, with the signed-in person's profile and wallets while it is open. */
export async function describeRequest(ctx: AppContext, requestId: string, session: () => Promise<SessionUser | null | undefined>): Promise<HostedRequest> {
  const request = await findAuthorizationRequest(ctx.db, requestId);
  const app = request ? await findAppById(ctx.db, request.app_id) : undefined;
  if (!request || !app) throw new NotFound('This authorization request does not exist. Start again from the app.');
  // An answered or expired request is still described, so the screens can say which it is.
  const status = request.decided_at ? 'answered' : request.expires_at.getTime() <= ctx.clock.now().getTime() ? 'expired' : 'open';
  const signedIn = status === 'open' ? await session() : null;
  let user: HostedUser | undefined;
  if (signedIn) {
    const profile = await defaultProfileOf(ctx, signedIn.userId);
    const addresses = await listProfileAddresses(ctx.db, profile.id);
    const removable = await removableLinks(ctx.db, profile.id, request.created_at);
    user = {
      userId: signedIn.userId,
      email: signedIn.email,
      profile: { id: profile.id, kind: profile.kind, name: profile.name, state: profile.state },
      addresses: addresses
        .filter((a) => a.state === 'linked')
        .map((a) => ({ address: a.address, chain: a.chain, removable: removable.has(linkKey(a.chain, a.address)) })),
    };
  }
  return {
    id: request.id,
    status,
    app: hostedApp(app, request.redirect_uri, ctx.config.publicUrl),
    permissions: PERMISSIONS,
    ...(request.email ? { email: request.email } : {}),
    ...(request.chain ? { chain: request.chain } : {}),
    ...(request.address ? { address: request.address } : {}),
    sandbox: ctx.config.mode === 'sandbox',
    skipKyc: request.skip_kyc && maySkipKyc(app),
    skipCreateAccount: request.skip_create_account,
    expiresAt: request.expires_at.toISOString(),
    ...(user ? { user } : {}),
  };
}


/** The field error of a sign-up without consent to the terms. */
export const TERMS_REQUIRED = 'Agree to the emoney terms and privacy notice to create an account.';

/**
 * Who may read a sign-up's email in a shared sandbox's mailbox.
 * A new address's code: the browser that signed up and the partner whose flow it is. Mail about an
 * existing account never shows to the browser (anyone can type an address): a claim code only to
 * the partner that created the account, a "you already have an account" note only to the flow's
 * partner when the person already allowed one of its apps.
 */
async function signUpMailReaders(
  ctx: AppContext,
  browserToken: string | undefined,
  requestId: string | undefined,
  target: 'new' | 'claimable' | 'taken',
  creatorPartnerId: string | undefined,
  email: string,
): Promise<MailboxReaders> {
  if (target === 'claimable') return { partnerId: creatorPartnerId ?? null };
  const request = requestId ? await findAuthorizationRequest(ctx.db, requestId) : undefined;
  const app = request ? await findAppById(ctx.db, request.app_id) : undefined;
  const flowPartner = app?.partner_id ?? null;
  if (target === 'taken') return { partnerId: flowPartner && (await isPartnerCustomer(ctx.db, flowPartner, email.toLowerCase())) ? flowPartner : null };
  return { partnerId: flowPartner, browserHash: browserToken ? sha256(browserToken) : null };
}

/**
 * A hosted sign-up: with the account's own password it signs in (a session's cookie); otherwise
 * the same "check your email" whatever the address, only the email differing.
 */
export async function signUp(ctx: AppContext, body: SignUp, browserToken: string | undefined): Promise<{ signedIn: { userId: string; email: string; cookie: string } } | { verification: 'sent' }> {
  if (body.acceptTerms !== true) throw new InvalidInput(TERMS_REQUIRED, { acceptTerms: TERMS_REQUIRED });
  // Hashed first whatever the outcome, and every path checks one password (a stand-in when there
  // is no account): the answer's timing does not tell whether the email has an account.
  const passwordHash = await hashPassword(body.password, ctx.config.passwordCost);
  const account = await findUserByEmail(ctx.db, body.email);
  const ownPassword = account?.password_hash
    ? await verifyPassword(body.password, account.password_hash)
    : await verifyAgainstDummy(body.password, ctx.config.passwordCost);
  if (account && ownPassword) {
    // Signing up again with the account's own password signs in, with the answer of a verified sign-up.
    await acceptTerms(ctx.db, account.id, { acceptedAt: ctx.clock.now(), version: TERMS_VERSION });
    return { signedIn: { userId: account.id, email: account.email, cookie: await startSession(ctx, ctx.db, account.id) } };
  }
  // Every other case answers the same "check your email": only the email
  // differs, and only the address's owner reads it.
  const target = !account ? 'new' : isClaimable(account) ? 'claimable' : 'taken';
  // The claim email names the partner that created the account.
  const creator = account && target === 'claimable' ? await accountCreator(ctx.db, account.id) : undefined;
  const readers = await signUpMailReaders(ctx, browserToken, body.request, target, creator?.partnerId, body.email);
  await startSignUpVerification(ctx, { email: body.email, passwordHash, target, readers, ...(creator ? { creator } : {}) });
  return { verification: 'sent' };
}

/** A hosted log-in: the session's cookie, or 401 alike for an unknown email and a wrong password. */
export async function logIn(ctx: AppContext, email: string, password: string): Promise<{ userId: string; email: string; cookie: string }> {
  const user = await findUserByEmail(ctx.db, email);
  const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password, ctx.config.passwordCost);
  if (!user || !valid) {
    throw new Unauthorized('The email address or the password is wrong');
  }
  return { userId: user.id, email: user.email, cookie: await startSession(ctx, ctx.db, user.id) };
}

/** The details step: the default profile's kind and name, decided at once by the sandbox's rule. */
export async function saveProfileDetails(ctx: AppContext, session: SessionUser, body: ProfileDetails) {
  const grant = await defaultProfileOf(ctx, session.userId);
  const errors: Record<string, string> = {};
  if (body.kind === 'corporate' && !body.companyName) errors.companyName = 'Company name is missing';
  if (body.kind === 'personal' && !body.firstName) errors.firstName = 'First name is missing';
  if (body.kind === 'personal' && !body.lastName) errors.lastName = 'Last name is missing';
  if (Object.keys(errors).length > 0) throw new InvalidInput('Some details are missing', errors);
  const name = body.kind === 'corporate' ? (body.companyName ?? '') : [body.firstName, body.lastName].join(' ');
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockProfile(trx, grant.id);
    if (!current) throw new NotFound('Profile not found');
    if (current.state === 'blocked') throw new Conflict('The profile is blocked and cannot be changed');
    if (current.state === 'approved') {
      // Approved details are frozen, exactly as on the partner path; the same details again change nothing.
      if (current.kind !== body.kind || current.name !== name) throw new Conflict(DETAILS_APPROVED);
      return toProfile(current);
    }
    // In the sandbox, first onboarding through the hosted screens is decided at once by the
    // simulator's rule (last name or company name `Reject…`/`Block…`, as for partners' profiles);
    // a rejected profile's new details go back to review (never straight to approved).
    const decided = body.kind === 'corporate' ? sandboxDecisionByName('corporate', name) : sandboxDecisionByName('personal', body.lastName ?? '');
    const state = ctx.config.mode === 'sandbox' && current.state !== 'rejected' ? decided : 'pending';
    return changeProfile(trx, current, { kind: body.kind, name, state }, ctx.clock.now());
  });
}

/** Links an address to the default profile by its signature of the link message (or the one the request holds). */
export async function linkSignedAddress(ctx: AppContext, session: SessionUser, body: LinkWithSignature): Promise<{ address: string; chain: LinkWithSignature['chain'] }> {
  requireChainFamily(body.address, body.chain);
  if (!verifyPersonalSignature(body.address, LINK_MESSAGE, body.signature)) {
    throw new InvalidInput('The signature is not this address’s signature of the link message', { signature: 'The signature was not made with this address. Sign the message again with this address and paste the new signature.' });
  }
  const profile = await defaultProfileOf(ctx, session.userId);
  // With `request`, the signature the app sent with that request (which holds it) links too.
  const link = { address: body.address, profileId: profile.id, chain: body.chain, verified: true, now: ctx.clock.now(), ...(body.request ? { requestId: body.request } : {}) };
  const linked = await linkAddress(ctx.db, link);
  if (linked.conflict) throw new Conflict('This address is linked to another profile', { address: 'This address is already linked to another emoney profile. Use another address.' });
  return { address: body.address.toLowerCase(), chain: body.chain };
}

/** "Link this wallet": the wallet the app sent with `GET /auth`, proven by the signature the request holds. */
export async function linkRequestWallet(ctx: AppContext, session: SessionUser, requestId: string) {
  const { request } = await openRequest(ctx, requestId);
  if (!request.address || !request.chain) throw new NotFound('This authorization request carried no wallet');
  const profile = await defaultProfileOf(ctx, session.userId);
  const linked = await linkAddress(ctx.db, { address: request.address, profileId: profile.id, chain: request.chain, verified: true, now: ctx.clock.now(), requestId: request.id });
  if (linked.conflict) throw new Conflict('The wallet the app sent is linked to another profile', { address: 'This wallet is already linked to another emoney profile.' });
  return { address: request.address.toLowerCase(), chain: request.chain };
}

/**
 * The person's answer on the consent screen: where the browser goes next, the app's redirect URI
 * with an authorization code (allowed) or `access_denied`.
 */
export async function decideRequest(ctx: AppContext, session: SessionUser, requestId: string, allow: boolean): Promise<{ redirectTo: string }> {
  const { request, app } = await openRequest(ctx, requestId);
  const now = ctx.clock.now();
  if (!allow) {
    if (!(await markRequestDecided(ctx.db, request.id, now))) throw new Conflict('This request was already answered');
    return { redirectTo: errorRedirect(request.redirect_uri, 'access_denied', 'The user denied the request', request.state) };
  }
  const profile = await defaultProfileOf(ctx, session.userId);
  // The app's KYC model is asked again: it may have changed since `/auth`.
  if (!(request.skip_kyc && maySkipKyc(app)) && (profile.state === 'created' || profile.state === 'incomplete')) {
    throw new Conflict('Finish onboarding before authorizing the app');
  }
  const code = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markRequestDecided(trx, request.id, now))) throw new Conflict('This request was already answered');
    await authorizeApp(trx, app.id, session.userId, now);
    // address + signature in the authorization request: link it now (checked at GET /auth),
    // unless the wallets screen already did; the signature counts once, so a wallet linked there
    // and then removed stays removed.
    if (request.address && request.chain && !(await linkProofSpentThrough(trx, request.address, request.id, profile.id))) {
      const linked = await linkAddress(trx, { address: request.address, profileId: profile.id, chain: request.chain, verified: true, now, requestId: request.id });
      if (linked.conflict) throw new Conflict('The address the app sent is linked to another profile');
    }
    return issueAuthorizationCode(trx, {
      appId: app.id,
      userId: session.userId,
      redirectUri: request.redirect_uri,
      redirectUriSent: request.redirect_uri_sent,
      codeChallenge: request.code_challenge,
      authMethod: 'jwt',
      now,
    });
  });
  return { redirectTo: withQuery(request.redirect_uri, { code, state: request.state }) };
}
