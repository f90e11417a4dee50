import type { NamedKey } from '../secrets/key-ring.js';

/**
 * The keys access tokens are signed (HS256) and checked with. Every token names its key in the
 * JWT header (`kid`), so a rotation never breaks the tokens already out: the previous key keeps
 * verifying until they have expired. Implemented over a key ring from the environment or over
 * the sandbox's database keys (`token-keys.ts`).
 */
export interface AccessTokenKeys {
  /** The key new tokens are signed with. */
  signing(): Promise<NamedKey>;
  /** The key a token names, while it may still verify tokens; undefined otherwise. */
  verifying(kid: string | undefined): Promise<NamedKey | undefined>;
  /** Whether the key a token names may still verify tokens (as `verifying`, without the key: a token verified before). */
  accepts(kid: string | undefined): boolean;
  /** Rereads what another process may have changed (after a notification that the keys changed). */
  reread?(): Promise<void>;
  /** Stops any background work (rereading keys). */
  close?(): void;
}
