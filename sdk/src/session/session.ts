/**
 * The session: the tokens the client holds, kept in storage, and renewed once for every caller
 * (refresh token first, then client credentials).
 * @module
 */
import { REFRESH_MARGIN_SECONDS } from '../constants.js';
import { AuthError } from '../errors.js';
import { defaultStorage, type StorageLike } from '../storage.js';
import { FORM, form } from '../transport/form.js';
import { send, type Transport } from '../transport/transport.js';
import type { components } from '../types.js';

/**
 * The access the client holds. `expiresAt` is in milliseconds since the epoch.
 * @group Auth
 * @category Interfaces
 */
export interface Access {
  /** The bearer token the client sends with every call. */
  accessToken: string;
  /** The token that obtains a new access token when this one expires (not in the client-credentials flow). */
  refreshToken?: string;
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * The part of an {@link Access} fit to hand to a browser: the access token and its expiry,
 * never the refresh token. What {@link EmoneyServerClient.getBrowserAccess} answers.
 * @group Auth
 * @category Interfaces
 */
export interface BrowserAccess {
  /** The bearer token, for the browser's client (its `getAccessToken` option). */
  accessToken: string;
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** The session's settings: a subset of the client's options. */
export interface SessionOptions {
  clientId?: string;
  clientSecret?: string;
  redirectUri?: string;
  storage?: StorageLike;
  storageKey?: string;
  getAccessToken?: () => Promise<string | undefined> | string | undefined;
  now?: () => number;
}

type TokenRequest = components['schemas']['TokenRequest'];

export class Session {
  readonly _options: SessionOptions;
  readonly _transport: Transport;
  private readonly _storage: StorageLike;
  private _access: Access | null | undefined;
  private _renewal: Promise<Access> | undefined;

  constructor(options: SessionOptions, transport: Transport) {
    this._options = options;
    this._transport = transport;
    this._storage = options.storage ?? defaultStorage();
  }

  _now(): number {
    return (this._options.now ?? Date.now)();
  }

  /** The stored value `name` (`tokens`, `pkce`), parsed. */
  async _read<T>(name: string): Promise<T | null> {
    return JSON.parse((await this._storage.getItem(this._key(name))) ?? 'null') as T | null;
  }

  async _write(name: string, value: unknown): Promise<void> {
    await this._storage.setItem(this._key(name), JSON.stringify(value));
  }

  async _remove(name: string): Promise<void> {
    await this._storage.removeItem(this._key(name));
  }

  async _load(): Promise<Access | null> {
    // A client that borrows its tokens keeps them in memory only: storage is for the ones it owns.
    if (this._access === undefined) this._access = this._options.getAccessToken ? null : await this._read<Access>('tokens');
    return this._access;
  }

  /** Forgets the tokens and any pending authorization. */
  async _clear(): Promise<void> {
    this._access = null;
    await this._remove('tokens');
    await this._remove('pkce');
  }

  /**
   * A usable access: the stored one unless it expires soon or is `stale` (refused with a 401);
   * else one renewal for every caller of this client.
   */
  async _token(stale?: string): Promise<Access> {
    const access = await this._load();
    if (access && access.accessToken !== stale && access.expiresAt - REFRESH_MARGIN_SECONDS * 1000 > this._now()) return access;
    return this._renewOnce(access);
  }

  /** One renewal at a time (a refresh token works once: its reuse ends the session on the server). */
  _renewOnce(access: Access | null): Promise<Access> {
    return (this._renewal ??= this._renew(access).finally(() => (this._renewal = undefined)));
  }

  /** Exchanges a grant at the token endpoint and keeps the access. */
  async _grant(body: TokenRequest): Promise<Access> {
    const { data } = await send(this._transport.raw.POST('/auth/token', { body, bodySerializer: form, headers: FORM }), true);
    return this._keep({ accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: this._now() + data.expires_in * 1000 });
  }

  async _keep(access: Access): Promise<Access> {
    this._access = access;
    await this._write('tokens', access);
    return access;
  }

  async _renew(access: Access | null): Promise<Access> {
    const { clientId, clientSecret, getAccessToken } = this._options;
    if (getAccessToken) {
      // A borrowed token's lifetime is the lender's business: it is used until a 401 refuses it.
      const accessToken = await getAccessToken();
      if (accessToken) return (this._access = { accessToken, expiresAt: Infinity });
    } else if (access?.refreshToken && clientId) {
      this._transport._log('refresh');
      try {
        return await this._grant({ grant_type: 'refresh_token', client_id: clientId, refresh_token: access.refreshToken });
      } catch (e) {
        if (!(e instanceof AuthError)) throw e;
        this._access = null;
        await this._remove('tokens');
        if (!clientSecret) throw e;
      }
    }
    if (clientId && clientSecret) return this._grant({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    throw new AuthError('login_required', 'No access: authorize() first');
  }

  private _key(name: string): string {
    return `${this._options.storageKey ?? 'emoney'}.${name}`;
  }
}
