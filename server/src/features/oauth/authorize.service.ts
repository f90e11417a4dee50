import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { chainId, familyMismatch } from '../../crypto/chains.js';
import { verifyPersonalSignature } from '../../crypto/eip191.js';
import { checkSiweMessage } from '../../crypto/siwe-rules.js';
import { parseSiweMessage } from '../../crypto/siwe.js';
import { InvalidInput } from '../../domain/errors.js';
import { findAddressLinks, reserveLinkProof } from '../addresses/addresses.repository.js';
import type { Chain } from '../addresses/addresses.table.js';
import { findAppByClientId, type App } from '../credentials/apps.repository.js';
import { authorizeApp } from '../customers/users.repository.js';
import { LINK_MESSAGE } from '../addresses/link-message.js';
import { consumeIssuedNonce } from './siwe-nonces.js';
import { insertAuthorizationRequest, issueAuthorizationCode } from './codes.repository.js';
import { errorRedirect, withQuery } from './redirects.js';
import { isAllowedRedirectUri } from '../../domain/redirect-uri.js';
import { maySkipKyc } from './skip-kyc.js';

const LINK_PROOF_HELD = new Error('the link proof is held by another app’s request');

/** How long the hosted screens keep an authorization request open. */
export const AUTHORIZATION_REQUEST_TTL_MS = 30 * 60_000;

export interface Redirect {
  status: 302 | 307;
  location: string;
}

/** The fields of `GET /auth` (query) or `POST /auth` (form), as received. */
export type AuthorizeParams = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const bool = (value: unknown): boolean => value === true || value === 'true';

/**
 * Step one: decide whether the redirect target can be trusted. An unknown client or a
 * redirect_uri it did not register is answered 400 and never redirected (RFC 6749, 4.1.2.1):
 * redirecting there would make emoney an open redirector.
 */
export async function trustedRedirect(ctx: AppContext, params: AuthorizeParams): Promise<{ app: App; redirectUri: string }> {
  const clientId = str(params.client_id);
  const app = clientId ? await findAppByClientId(ctx.db, clientId) : undefined;
  if (!app) throw new InvalidInput('no such client id', { client_id: 'no such client id' });
  if (app.disabled_at !== null) throw new InvalidInput('This app is disabled: its partner can enable it again in the dashboard', { client_id: 'the app is disabled' });
  if (app.kind !== 'authorization_code') {
    throw new InvalidInput('The client is not authorized to request an authorization code; use its authorization code client id', { client_id: 'not an authorization code client' });
  }
  const requested = str(params.redirect_uri);
  const registered = app.redirect_uris;
  let redirectUri: string | undefined;
  if (requested) {
    redirectUri = registered.find((uri) => uri === requested);
    if (!redirectUri) throw new InvalidInput('redirect_uri is not registered for this client', { redirect_uri: 'not registered for this client' });
  } else if (registered.length === 1) {
    redirectUri = registered[0];
  } else {
    throw new InvalidInput('redirect_uri is required: this client registered several', { redirect_uri: 'Redirect uri is missing' });
  }
  if (!redirectUri || !isAllowedRedirectUri(redirectUri)) {
    throw new InvalidInput('redirect_uri must use https (http only on localhost)', { redirect_uri: 'must use https' });
  }
  return { app, redirectUri };
}

/** `GET /auth` and `POST /auth`, after the request passed the contract's validation. */
export async function authorize(ctx: AppContext, params: AuthorizeParams): Promise<Redirect> {
  const { app, redirectUri } = await trustedRedirect(ctx, params);
  const state = str(params.state) ?? null;
  const fail = (description: string, error = 'invalid_request'): Redirect => ({
    status: 302,
    location: errorRedirect(redirectUri, error, description, state),
  });
  if (str(params.authentication_method) === 'siwe') return signInWithEthereum(ctx, app, redirectUri, params, fail);

  const address = str(params.address);
  const signature = str(params.signature);
  const chain = str(params.chain) as Chain | undefined;
  if (address || signature) {
    if (!address || !signature || !chain) return fail('address, signature and chain go together');
    const mismatch = familyMismatch(address, chain);
    if (mismatch) return fail(mismatch);
    if (!verifyPersonalSignature(address, LINK_MESSAGE, signature)) return fail('signature is not the address owner’s signature of the link message');
  }
  const now = ctx.clock.now();
  const id = randomUUID();
  // One transaction: the request, the link proof's reservation (the fixed link message makes its
  // signature a bearer proof, held for this request only), and the job that purges the request.
  // The request goes in first: the reservation names it.
  const reserved = await ctx.db.transaction().execute(async (trx) => {
    await insertAuthorizationRequest(trx, {
      id,
      app_id: app.id,
      redirect_uri: redirectUri,
      redirect_uri_sent: str(params.redirect_uri) !== undefined,
      state,
      code_challenge: String(params.code_challenge),
      address: address ?? null,
      signature: signature ?? null,
      chain: chain ?? null,
      email: str(params.email) ?? null,
      skip_kyc: bool(params.skip_kyc) && maySkipKyc(app),
      skip_create_account: bool(params.skip_create_account),
      created_at: now,
      expires_at: new Date(now.getTime() + AUTHORIZATION_REQUEST_TTL_MS),
      decided_at: null,
    });
    if (address && chain && !(await reserveLinkProof(trx, { address, chain, requestId: id, appId: app.id, now }))) {
      // Nothing of this request is kept.
      throw LINK_PROOF_HELD;
    }
    return true;
  }).catch((err: unknown) => {
    if (err === LINK_PROOF_HELD) return false;
    throw err;
  });
  if (!reserved) return fail('this link signature is held by an open authorization request of another app; sign in there, or try again in 30 minutes');
  // The hosted screens read their first form from `mode`; skip_create_account keeps them at sign-in.
  const mode = bool(params.skip_create_account) ? undefined : str(params.auth_mode);
  return { status: 307, location: `${ctx.config.publicUrl}/onboarding/?request=${id}${mode === 'login' || mode === 'signup' ? `&mode=${mode}` : ''}` };
}

/**
 * The Sign-In with Ethereum variant: an existing customer signs an EIP-4361 message with a
 * linked address and gets a code at once. Every rule is checked here; no library does them all.
 */
async function signInWithEthereum(
  ctx: AppContext,
  app: App,
  redirectUri: string,
  params: AuthorizeParams,
  fail: (description: string, error?: string) => Redirect,
): Promise<Redirect> {
  const text = str(params.message) ?? '';
  const signature = str(params.signature) ?? '';
  const message = parseSiweMessage(text);
  if ('error' in message) return fail(`message: ${message.error}`);
  if (!verifyPersonalSignature(message.address, text, signature)) return fail('signature does not match the message address');
  const links = await findAddressLinks(ctx.db, message.address);
  if (!links) return fail('the signer is not a customer with a linked address', 'access_denied');
  const now = ctx.clock.now();
  const problem = checkSiweMessage(message, {
    now,
    signInPage: ctx.config.siweSignInUrls,
    privacyPolicyUrl: app.privacy_policy_url,
    termsOfServiceUrl: app.terms_of_service_url,
    // The chain id must name a chain on which the signer linked this address.
    allowedChainIds: links.chains.map(chainId).filter((id): id is number => id !== null),
    domain: new URL(redirectUri).host,
    redirectUri,
  });
  if (problem) return fail(problem);

  return ctx.db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('user_profiles')
      .select('user_id')
      .where('profile_id', '=', links.profileId)
      .orderBy('is_default', 'desc')
      .executeTakeFirst();
    if (!owner) return fail('the signer is not a customer with a linked address', 'access_denied');
    // A nonce from GET /auth/nonce: single use, unexpired, of this app. Any other nonce is the
    // client's own: accepted once per address (below), within the message's window (checked above).
    const issued = await consumeIssuedNonce(trx, ctx, message.nonce, app.client_id, now);
    if (issued !== null && issued !== 'not_issued') return fail(issued);
    const fresh = await trx
      .insertInto('siwe_nonces')
      .values({ address: message.address.toLowerCase(), nonce: message.nonce, used_at: now })
      .onConflict((oc) => oc.columns(['address', 'nonce']).doNothing())
      .executeTakeFirst();
    if (fresh.numInsertedOrUpdatedRows !== 1n) return fail('nonce has already been used');
    // Signing the message is the customer's consent for this app.
    await authorizeApp(trx, app.id, owner.user_id, now);
    const code = await issueAuthorizationCode(trx, {
      appId: app.id,
      userId: owner.user_id,
      redirectUri,
      redirectUriSent: str(params.redirect_uri) !== undefined,
      codeChallenge: String(params.code_challenge),
      authMethod: 'jwt',
      now,
    });
    return { status: 302 as const, location: withQuery(redirectUri, { code, state: str(params.state) }) };
  });
}
