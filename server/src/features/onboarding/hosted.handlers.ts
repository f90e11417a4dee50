import type { components } from '@emoney/api-types/onboarding';
import { verifyPersonalSignature } from '../../crypto/eip191.js';
import type { HostedHandler } from '../../http/handler-types.js';
import { Conflict, InvalidInput, NotFound, Unauthorized } from '../../domain/errors.js';
import { linkProofSpentThrough, listProfileAddresses } from '../addresses/addresses.repository.js';
import { linkAddress } from '../addresses/addresses.service.js';
import { requireChainFamily } from '../addresses/chain-family.js';
import { findAuthorizationRequest, issueAuthorizationCode, markRequestDecided } from '../oauth/codes.repository.js';
import { LINK_MESSAGE } from '../addresses/link-message.js';
import { maySkipKyc } from '../oauth/skip-kyc.js';
import { accountCreator, isPartnerCustomer } from '../customers/partner-customers.repository.js';
import { sha256 } from '../../crypto/secrets.js';
import { csrfCookieToken } from '../../http/csrf.js';
import type { MailboxReaders } from '../mail/send-email.js';
import type { Request } from 'express';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../crypto/passwords.js';
import { errorRedirect, withQuery } from '../oauth/redirects.js';
import { findAppById } from '../credentials/apps.repository.js';
import { enterPartnerTime } from '../access/partner-time.js';
import { changeProfile } from '../profiles/profile-changes.js';
import { lockProfile, toProfile } from '../profiles/profiles.repository.js';
import { DETAILS_APPROVED } from '../kyc/kyc.service.js';
import { sandboxDecisionByName } from '../kyc/sandbox-decision.js';
import { acceptTerms, authorizeApp, findUserByEmail, listUserProfiles } from '../customers/users.repository.js';
import { isClaimable, resendSignUpCode, startSignUpVerification, TERMS_VERSION, verifySignUp } from './signup-verification.js';
import { endSession, sessionUser, startSession, type SessionUser } from './sessions.js';
import { hostedApp } from './app-branding.js';
import { linkKey, removableLinks } from './address-unlink.repository.js';
import type { AppContext } from '../../app-context.js';

type HostedUser = components['schemas']['HostedUser'];

const PERMISSIONS = [
  'Read your profile, addresses, IBANs, balances and orders',
  'Link addresses and request IBANs for your profile',
  'Place orders that you sign with your wallet',
];

function requireSession(auth: SessionUser | undefined): SessionUser {
  if (!auth) throw new Unauthorized('Not authenticated');
  return auth;
}

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

export const getHostedRequest: HostedHandler<'getHostedRequest'> = async ({ params, req }, ctx) => {
  const request = await findAuthorizationRequest(ctx.db, params.request);
  const app = request ? await findAppById(ctx.db, request.app_id) : undefined;
  if (!request || !app) throw new NotFound('This authorization request does not exist. Start again from the app.');
  // An answered or expired request is still described, so the screens can say which it is.
  const status = request.decided_at ? 'answered' : request.expires_at.getTime() <= ctx.clock.now().getTime() ? 'expired' : 'open';
  const session = status === 'open' ? await sessionUser(ctx, req) : null;
  let user: HostedUser | undefined;
  if (session) {
    const profile = await defaultProfileOf(ctx, session.userId);
    const addresses = await listProfileAddresses(ctx.db, profile.id);
    const removable = await removableLinks(ctx.db, profile.id, request.created_at);
    user = {
      userId: session.userId,
      email: session.email,
      profile: { id: profile.id, kind: profile.kind, name: profile.name, state: profile.state },
      addresses: addresses
        .filter((a) => a.state === 'linked')
        .map((a) => ({ address: a.address, chain: a.chain, removable: removable.has(linkKey(a.chain, a.address)) })),
    };
  }
  return {
    status: 200,
    body: {
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
    },
  };
};

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
  req: Request,
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
  const browser = csrfCookieToken(ctx, req);
  return { partnerId: flowPartner, browserHash: browser ? sha256(browser) : null };
}

export const hostedSignUp: HostedHandler<'hostedSignUp'> = async ({ body, req }, ctx) => {
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
    const cookie = await startSession(ctx, ctx.db, account.id);
    return { status: 201 as const, body: { userId: account.id, email: account.email }, headers: { 'Set-Cookie': cookie } };
  }
  // Every other case answers the same "check your email": only the email
  // differs, and only the address's owner reads it.
  const target = !account ? 'new' : isClaimable(account) ? 'claimable' : 'taken';
  // The claim email names the partner that created the account.
  const creator = account && target === 'claimable' ? await accountCreator(ctx.db, account.id) : undefined;
  const readers = await signUpMailReaders(ctx, req, body.request, target, creator?.partnerId, body.email);
  await startSignUpVerification(ctx, { email: body.email, passwordHash, target, readers, ...(creator ? { creator } : {}) });
  return { status: 202 as const, body: { email: body.email.toLowerCase(), verification: 'sent' as const } };
};

/** The same answer for every address: whether an email went out is the owner's to read. */
export const resendHostedSignUpCode: HostedHandler<'resendHostedSignUpCode'> = async ({ body }, ctx) => {
  await resendSignUpCode(ctx, body);
  return { status: 202 as const, body: { email: body.email.toLowerCase(), verification: 'sent' as const } };
};

export const verifyHostedSignUp: HostedHandler<'verifyHostedSignUp'> = async ({ body }, ctx) => {
  const verified = await verifySignUp(ctx, body);
  return { status: 201, body: { userId: verified.userId, email: verified.email }, headers: { 'Set-Cookie': verified.cookie } };
};

export const hostedLogIn: HostedHandler<'hostedLogIn'> = async ({ body }, ctx) => {
  const user = await findUserByEmail(ctx.db, body.email);
  const valid = user?.password_hash ? await verifyPassword(body.password, user.password_hash) : await verifyAgainstDummy(body.password, ctx.config.passwordCost);
  if (!user || !valid) {
    throw new Unauthorized('The email address or the password is wrong');
  }
  const cookie = await startSession(ctx, ctx.db, user.id);
  return { status: 200, body: { userId: user.id, email: user.email }, headers: { 'Set-Cookie': cookie } };
};

export const hostedLogOut: HostedHandler<'hostedLogOut'> = async ({ req }, ctx) => ({
  status: 204,
  headers: { 'Set-Cookie': await endSession(ctx, req) },
});

export const saveHostedProfile: HostedHandler<'saveHostedProfile'> = async ({ auth, body }, ctx) => {
  const session = requireSession(auth);
  const grant = await defaultProfileOf(ctx, session.userId);
  const errors: Record<string, string> = {};
  if (body.kind === 'corporate' && !body.companyName) errors.companyName = 'Company name is missing';
  if (body.kind === 'personal' && !body.firstName) errors.firstName = 'First name is missing';
  if (body.kind === 'personal' && !body.lastName) errors.lastName = 'Last name is missing';
  if (Object.keys(errors).length > 0) throw new InvalidInput('Some details are missing', errors);
  const name = body.kind === 'corporate' ? (body.companyName ?? '') : [body.firstName, body.lastName].join(' ');
  const profile = await ctx.db.transaction().execute(async (trx) => {
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
  return { status: 200, body: profile };
};

export const linkHostedAddress: HostedHandler<'linkHostedAddress'> = async ({ auth, body }, ctx) => {
  const session = requireSession(auth);
  requireChainFamily(body.address, body.chain);
  if (!verifyPersonalSignature(body.address, LINK_MESSAGE, body.signature)) {
    throw new InvalidInput('The signature is not this address’s signature of the link message', { signature: 'The signature was not made with this address. Sign the message again with this address and paste the new signature.' });
  }
  const profile = await defaultProfileOf(ctx, session.userId);
  // With `request`, the signature the app sent with that request (which holds it) links too.
  const link = { address: body.address, profileId: profile.id, chain: body.chain, verified: true, now: ctx.clock.now(), ...(body.request ? { requestId: body.request } : {}) };
  const linked = await linkAddress(ctx.db, link);
  if (linked.conflict) throw new Conflict('This address is linked to another profile', { address: 'This address is already linked to another emoney profile. Use another address.' });
  return { status: 201, body: { address: body.address.toLowerCase(), chain: body.chain } };
};

/** "Link this wallet" on the wallets screen: the wallet the app sent with `GET /auth`, proven by the signature the request holds. */
export const linkRequestAddress: HostedHandler<'linkRequestAddress'> = async ({ auth, params }, ctx) => {
  const session = requireSession(auth);
  const { request } = await openRequest(ctx, params.request);
  if (!request.address || !request.chain) throw new NotFound('This authorization request carried no wallet');
  const profile = await defaultProfileOf(ctx, session.userId);
  const linked = await linkAddress(ctx.db, { address: request.address, profileId: profile.id, chain: request.chain, verified: true, now: ctx.clock.now(), requestId: request.id });
  if (linked.conflict) throw new Conflict('The wallet the app sent is linked to another profile', { address: 'This wallet is already linked to another emoney profile.' });
  return { status: 201, body: { address: request.address.toLowerCase(), chain: request.chain } };
};

export const decideHostedRequest: HostedHandler<'decideHostedRequest'> = async ({ auth, params, body }, ctx) => {
  const session = requireSession(auth);
  const { request, app } = await openRequest(ctx, params.request);
  const now = ctx.clock.now();
  if (!body.allow) {
    if (!(await markRequestDecided(ctx.db, request.id, now))) throw new Conflict('This request was already answered');
    return { status: 200, body: { redirectTo: errorRedirect(request.redirect_uri, 'access_denied', 'The user denied the request', request.state) } };
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
  return { status: 200, body: { redirectTo: withQuery(request.redirect_uri, { code, state: request.state }) } };
};
