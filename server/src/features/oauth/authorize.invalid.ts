import type { AppContext } from '../../app-context.js';
import { evmChainIds } from '../../crypto/chains.js';
import { checkSiweMessage } from '../../crypto/siwe-rules.js';
import { parseSiweMessage } from '../../crypto/siwe.js';
import { trustedRedirect } from './authorize.service.js';
import { errorRedirect } from './redirects.js';

/**
 * `GET`/`POST /auth` with fields that break the contract: once the client and redirect_uri are
 * trusted, the error goes back to the app by redirect (RFC 6749, 4.1.2.1); otherwise it is a 400.
 */
export async function authorizeInvalid(ctx: AppContext, params: Record<string, unknown>, errors: Record<string, string>) {
  const { app, redirectUri } = await trustedRedirect(ctx, params);
  let description = Object.entries(errors)
    .map(([field, message]) => (message.toLowerCase().startsWith(field.replace(/_/g, ' ')) ? message : `${field}: ${message}`))
    .join('; ');
  // The contract's pattern can only say "not valid"; the SIWE parser and rules say why.
  if (params.authentication_method === 'siwe' && typeof params.message === 'string' && errors.message) {
    const parsed = parseSiweMessage(params.message);
    const reason =
      'error' in parsed
        ? parsed.error
        : checkSiweMessage(parsed, {
            now: ctx.clock.now(),
            signInPage: ctx.config.siweSignInUrls,
            privacyPolicyUrl: app.privacy_policy_url,
            termsOfServiceUrl: app.terms_of_service_url,
            allowedChainIds: [...evmChainIds(true), ...evmChainIds(false)],
            domain: new URL(redirectUri).host,
          });
    if (reason) description = reason;
  }
  const state = typeof params.state === 'string' ? params.state : null;
  // RFC 6749, 4.1.2.1: a response type other than `code` has its own error code.
  if (params.response_type !== undefined && params.response_type !== 'code') {
    const description = `response_type ${JSON.stringify(params.response_type)} is not supported; use code`;
    return { status: 302, headers: { Location: errorRedirect(redirectUri, 'unsupported_response_type', description, state) } };
  }
  return { status: 302, headers: { Location: errorRedirect(redirectUri, 'invalid_request', description, state) } };
}
