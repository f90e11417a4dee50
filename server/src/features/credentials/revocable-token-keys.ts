import type { Database } from '../../db/database.js';
import type { NamedKey } from '../secrets/key-ring.js';
import type { AccessTokenKeys } from '../access/access-token-keys.js';
import { forgetVerifiedTokens } from '../access/access-tokens.js';
import { readRevokedSigningKeys } from './revoked-signing-keys.js';

/**
 * Signing keys (from the environment or the database) less the revoked ones
 * (`emoney admin signing-keys revoke`): a revoked key verifies nothing, and the tokens this
 * process verified with it are forgotten. The revocations are reread when a notification says
 * they changed ({@link reread}) and, in case one was missed, every `reloadMs`.
 */
export class RevocableTokenKeys implements AccessTokenKeys {
  private revoked = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly keys: AccessTokenKeys,
    private readonly db: Database,
    private readonly onError: (err: unknown) => void,
  ) {}

  static async open(keys: AccessTokenKeys, db: Database, options: { reloadMs: number; onError: (err: unknown) => void }): Promise<RevocableTokenKeys> {
    const revocable = new RevocableTokenKeys(keys, db, options.onError);
    await revocable.reread();
    revocable.timer = setInterval(() => revocable.reread().catch(revocable.onError), options.reloadMs);
    revocable.timer.unref();
    return revocable;
  }

  /** Rereads the revocations (and the keys, when they live in the database). */
  async reread(): Promise<void> {
    const [revoked] = await Promise.all([readRevokedSigningKeys(this.db), this.keys.reread?.()]);
    const added = [...revoked].some((kid) => !this.revoked.has(kid));
    this.revoked = revoked;
    if (added) forgetVerifiedTokens(this);
  }

  signing(): Promise<NamedKey> {
    return this.keys.signing();
  }

  async verifying(kid: string | undefined): Promise<NamedKey | undefined> {
    return kid !== undefined && this.revoked.has(kid) ? undefined : this.keys.verifying(kid);
  }

  accepts(kid: string | undefined): boolean {
    return !(kid !== undefined && this.revoked.has(kid)) && this.keys.accepts(kid);
  }

  close(): void {
    clearInterval(this.timer);
    this.keys.close?.();
  }
}
