/**
 * Where the client keeps its tokens and the pending PKCE verifier.
 * @module
 */

/**
 * A key-value store for the client's tokens and PKCE verifier: `localStorage`, `sessionStorage`,
 * {@link MemoryStorage}, or anything with these three methods (they may be async, for example
 * over a server-side session or a mobile app's secure storage).
 * @group Client
 * @category Configuration
 */
export interface StorageLike {
  /** The value stored under `key`, or null (or undefined) when there is none. */
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void | Promise<void>;
  /** Forgets `key`. */
  removeItem(key: string): void | Promise<void>;
}

/**
 * A storage that lives as long as the object: the default outside browsers.
 *
 * @example
 * ```ts
 * const client = new EmoneyClient({ clientId, redirectUri, storage: new MemoryStorage() });
 * ```
 * @group Client
 * @category Configuration
 */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();
  /** The value of `key`, or null. */
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  /** Forgets `key`. */
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The storage a client uses when given none: `sessionStorage` in browsers, memory elsewhere.
 * Not `localStorage`: a refresh token there outlives the tab and is readable by any script of the
 * origin for as long as it is valid. `sessionStorage` survives a reload and the PKCE round trip
 * to the hosted screens in the same tab, and is gone with the tab (each tab signs in once).
 */
export const defaultStorage = (): StorageLike => (typeof sessionStorage !== 'undefined' ? sessionStorage : new MemoryStorage());
