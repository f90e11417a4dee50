import type { HostedHandler } from '../../http/handler-types.js';
import { Unauthorized } from '../../domain/errors.js';
import { csrfCookieToken } from '../../http/csrf.js';
import { resendSignUpCode, verifySignUp } from './signup-verification.js';
import { endSession, sessionUser, type SessionUser } from './sessions.js';
import { decideRequest, describeRequest, linkRequestWallet, linkSignedAddress, logIn, saveProfileDetails, signUp } from './hosted.service.js';

// The hosted screens' API: each handler reads the session, calls one function of hosted.service.ts
// and shapes its answer (status, cookies).

function requireSession(auth: SessionUser | undefined): SessionUser {
  if (!auth) throw new Unauthorized('Not authenticated');
  return auth;
}

export const getHostedRequest: HostedHandler<'getHostedRequest'> = async ({ params, req }, ctx) => ({
  status: 200,
  body: await describeRequest(ctx, params.request, () => sessionUser(ctx, req)),
});

export const hostedSignUp: HostedHandler<'hostedSignUp'> = async ({ body, req }, ctx) => {
  const outcome = await signUp(ctx, body, csrfCookieToken(ctx, req));
  if ('signedIn' in outcome) {
    const { userId, email, cookie } = outcome.signedIn;
    return { status: 201 as const, body: { userId, email }, headers: { 'Set-Cookie': cookie } };
  }
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
  const { userId, email, cookie } = await logIn(ctx, body.email, body.password);
  return { status: 200, body: { userId, email }, headers: { 'Set-Cookie': cookie } };
};

export const hostedLogOut: HostedHandler<'hostedLogOut'> = async ({ req }, ctx) => ({
  status: 204,
  headers: { 'Set-Cookie': await endSession(ctx, req) },
});

export const saveHostedProfile: HostedHandler<'saveHostedProfile'> = async ({ auth, body }, ctx) => ({
  status: 200,
  body: await saveProfileDetails(ctx, requireSession(auth), body),
});

export const linkHostedAddress: HostedHandler<'linkHostedAddress'> = async ({ auth, body }, ctx) => ({
  status: 201,
  body: await linkSignedAddress(ctx, requireSession(auth), body),
});

/** "Link this wallet" on the wallets screen: the wallet the app sent with `GET /auth`, proven by the signature the request holds. */
export const linkRequestAddress: HostedHandler<'linkRequestAddress'> = async ({ auth, params }, ctx) => ({
  status: 201,
  body: await linkRequestWallet(ctx, requireSession(auth), params.request),
});

export const decideHostedRequest: HostedHandler<'decideHostedRequest'> = async ({ auth, params, body }, ctx) => ({
  status: 200,
  body: await decideRequest(ctx, requireSession(auth), params.request, body.allow),
});
