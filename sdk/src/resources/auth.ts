/**
 * Auth: the OAuth flows (through the session), sign-out and revocation, who the token speaks for, customer sign-up.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { MEDIA_TYPE } from '../constants.js';
import { AuthError, NetworkError } from '../errors.js';
import { authUrl, finish, isBrowser } from '../session/authorization.js';
import type { Access } from '../session/session.js';
import { FORM, form } from '../transport/form.js';
import { call, send } from '../transport/transport.js';
import type { AuthContext, Chain, components, SignupResponse } from '../types.js';
import { ClientCore } from '../client/client-core.js';

/**
 * The options of {@link EmoneyClient.authorize}.
 * @group Auth
 * @category Interfaces
 */
export interface AuthorizeOptions {
  /** A wallet address to link to the user's profile during the flow; needs `signature` and `chain`. */
  address?: string;
  /** The address's signature of {@link LINK_MESSAGE}. */
  signature?: string;
  /** The chain to link `address` on, or the chain the hosted screens preselect. */
  chain?: Chain;
  /** Prefills the email field of the hosted screens. */
  email?: string;
  /** Skip the hosted KYC screens: the app submits the customer's details itself. */
  skipKyc?: boolean;
  /** Skip the account creation screen, for users who already have an account. */
  skipCreateAccount?: boolean;
  /** The first screen a signed-out user sees: `login` or `signup` (the default); `skipCreateAccount` wins. */
  authMode?: components['schemas']['AuthMode'];
  /** The OAuth `state`; default a random one. It is checked when the user comes back. */
  state?: string;
  /** In a browser, set `false` to get the URL without leaving the page. */
  redirect?: boolean;
}

/**
 * The options of {@link EmoneyClient.siwe}.
 * @group Auth
 * @category Interfaces
 */
export interface SiweOptions {
  /** The EIP-4361 message, for example from {@link siweMessage}. */
  message: string;
  /** The wallet's `personal_sign` signature of `message`. */
  signature: string;
  /** The OAuth `state`; default a random one. */
  state?: string;
  /** In a browser, set `false` to sign in with `fetch` instead of leaving the page. */
  redirect?: boolean;
}

/** @internal */
export abstract class AuthResource extends ClientCore {
  /**
   * Starts the authorization code flow with PKCE: makes a verifier with the CSPRNG, keeps it in
   * storage, and sends the browser to `/auth` (the hosted screens). Outside a browser, or with
   * `redirect: false`, it only answers the URL to open. The user comes back to `redirectUri`,
   * where {@link getAccess} finishes the flow.
   *
   * @param options What the hosted screens prefill or skip, and an address to link during the flow.
   * @example
   * ```ts
   * await client.authorize({ email: 'jane.doe@partner.test', chain: 'sepolia' });
   * ```
   * @group Auth
   */
  async authorize(options: AuthorizeOptions = {}): Promise<string> {
    const url = await authUrl(this._session, options.state, {
      address: options.address,
      signature: options.signature,
      chain: options.chain,
      email: options.email,
      skip_kyc: options.skipKyc,
      skip_create_account: options.skipCreateAccount,
      auth_mode: options.authMode,
    });
    if (options.redirect !== false && isBrowser()) location.assign(url);
    return url;
  }

  /**
   * Signs in an existing customer with Sign-In with Ethereum: the wallet signed `message`
   * (EIP-4361, see {@link siweMessage}) with an address linked to the customer's profile. Outside
   * a browser (or with `redirect: false`) the code comes back at once and is exchanged: it
   * resolves to the new access. In a browser the page goes to `/auth` and comes back to
   * `redirectUri`, where {@link getAccess} finishes; it then resolves to `null`.
   *
   * @param options The signed Sign-In with Ethereum message and its signature.
   * @example
   * ```ts
   * const message = siweMessage({ domain, address, uri: redirectUri, chain: 'sepolia', signInUrl, privacyPolicyUrl, termsOfServiceUrl });
   * await client.siwe({ message, signature: await wallet.signMessage(message), redirect: false });
   * ```
   * @group Auth
   */
  async siwe(options: SiweOptions): Promise<Access | null> {
    const url = await authUrl(this._session, options.state, { authentication_method: 'siwe', message: options.message, signature: options.signature });
    if (options.redirect !== false && isBrowser()) {
      location.assign(url);
      return null;
    }
    const response = await this._session._transport._fetch(new Request(url, { redirect: 'manual', headers: { Accept: MEDIA_TYPE } })).catch((e: unknown) => {
      throw new NetworkError(e);
    });
    const to = response.headers.get('Location');
    if (!to) throw new AuthError('invalid_request', (await response.json().catch(() => undefined))?.message ?? `HTTP ${response.status}`, response.status);
    return finish(this._session, new URL(to));
  }

  /**
   * The access to use, getting it if needed: finishes the authorization code flow when the
   * current URL (or `url`) carries the `code` (or `error`) of a pending {@link authorize} and
   * removes them from the address bar; otherwise answers the stored access, refreshed if it
   * expires soon; otherwise uses client credentials when the client has a secret. Resolves to
   * `null` when there is no access (then call {@link authorize}); throws an {@link AuthError}
   * when the user declined or the grant was refused.
   *
   * @param options Where to read the authorization code from.
   * @param options.url The URL the authorization server redirected to (the current page's URL when left out).
   * @example
   * ```ts
   * // On the redirect URI's page:
   * const access = await client.getAccess();
   * if (!access) await client.authorize();
   * ```
   * @group Auth
   */
  async getAccess(options: { url?: string } = {}): Promise<Access | null> {
    const browser = isBrowser();
    const href = options.url ?? (browser ? location.href : undefined);
    const url = href ? new URL(href) : undefined;
    if (url && (url.searchParams.has('code') || url.searchParams.has('error')) && (await this._session._read('pkce'))) {
      try {
        return await finish(this._session, url);
      } finally {
        if (!options.url && browser && typeof history !== 'undefined') {
          for (const name of ['code', 'state', 'error', 'error_description']) url.searchParams.delete(name);
          history.replaceState(history.state, '', url.toString());
        }
      }
    }
    try {
      return await this._session._token();
    } catch (e) {
      if (e instanceof AuthError && e.code === 'login_required') return null;
      throw e;
    }
  }

  /**
   * Forgets the tokens and any pending authorization, and closes order notifications. The
   * tokens stay valid on the server until they expire: see {@link revokeAccess}.
   *
   * @example
   * ```ts
   * await client.disconnect();
   * ```
   * @group Auth
   */
  async disconnect(): Promise<void> {
    this._notifications._unsubscribeAll();
    await this._session._clear();
  }

  /**
   * Revokes the tokens on the server (RFC 7009: the whole grant stops working at once), then
   * {@link disconnect}s.
   *
   * @example
   * ```ts
   * await client.revokeAccess(); // "log out" of the app
   * ```
   * @group Auth
   */
  async revokeAccess(): Promise<void> {
    const access = await this._session._load();
    const token = access?.refreshToken ?? access?.accessToken;
    const { clientId } = this._session._options;
    if (token && clientId) await send(this.raw.POST('/auth/revoke', { body: { client_id: clientId, token }, bodySerializer: form, headers: FORM }), true);
    await this.disconnect();
  }

  /**
   * Who the access token speaks for: user, authentication method, profiles and permissions.
   *
   * @example
   * ```ts
   * const { defaultProfile, profiles } = await client.getAuthContext();
   * ```
   * @group Auth
   */
  getAuthContext(): Promise<AuthContext> {
    return call(this.raw.GET('/auth/context'));
  }

  /**
   * Creates a customer (user and profile) authorized for the app; needs the sign-up privilege.
   * Resolves to `null` when a user with this email exists (`304`): send them through
   * {@link authorize} instead.
   *
   * @param email The customer's email address.
   * @example
   * ```ts
   * const created = await client.signUp('jane.doe@partner.test');
   * if (created) await client.submitProfileDetails(created.profile, details);
   * ```
   * @group Auth
   */
  async signUp(email: string): Promise<SignupResponse | null> {
    const { data, response } = await send(this.raw.POST('/auth/signup', { body: { email } }));
    return response.status === 304 ? null : data;
  }
}
