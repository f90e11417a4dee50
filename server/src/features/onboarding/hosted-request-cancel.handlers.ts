import type { AppContext } from '../../app-context.js';
import type { HostedHandler } from '../../http/handler-types.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { findAuthorizationRequest, markRequestDecided } from '../oauth/codes.repository.js';
import { errorRedirect } from '../oauth/redirects.js';
import { listUserProfiles } from '../customers/users.repository.js';
import { sessionUser } from './sessions.js';

/**
 * The `error_description` an app receives with `error=access_denied` when the person leaves the
 * hosted screens. Documented in spec/onboarding/paths/requests_{request}_cancel.yaml and the
 * authorization guide; apps may match the `profile_*` prefixes.
 */
export const CANCEL_DESCRIPTIONS = {
  cancelled: 'The user cancelled the authorization request',
  pending: "profile_pending: The user's profile is being reviewed",
  rejected: "profile_rejected: The user's profile was rejected",
  blocked: "profile_blocked: The user's profile is blocked",
} as const;

/** Why the person left: their profile's state when it is what stops them, else a plain cancel. */
async function cancelDescription(ctx: AppContext, userId: string | undefined, skipKyc: boolean): Promise<string> {
  if (!userId || skipKyc) return CANCEL_DESCRIPTIONS.cancelled;
  const profiles = await listUserProfiles(ctx.db, userId);
  const profile = profiles.find((p) => p.isDefault) ?? profiles[0];
  const state = profile?.state;
  return state === 'pending' || state === 'rejected' || state === 'blocked' ? CANCEL_DESCRIPTIONS[state] : CANCEL_DESCRIPTIONS.cancelled;
}

/** "Cancel and return to the app", from any step, signed in or not. */
export const cancelHostedRequest: HostedHandler<'cancelHostedRequest'> = async ({ params, req }, ctx) => {
  const request = await findAuthorizationRequest(ctx.db, params.request);
  const now = ctx.clock.now();
  if (!request || request.expires_at.getTime() <= now.getTime()) {
    throw new NotFound('This authorization request does not exist or has expired. Start again from the app.');
  }
  if (request.decided_at) throw new Conflict('This authorization request was already answered.');
  const session = await sessionUser(ctx, req);
  const description = await cancelDescription(ctx, session?.userId, request.skip_kyc);
  if (!(await markRequestDecided(ctx.db, request.id, now))) throw new Conflict('This authorization request was already answered.');
  return { status: 200, body: { redirectTo: errorRedirect(request.redirect_uri, 'access_denied', description, request.state) } };
};
