/** Access-token signing keys the sandbox generated (production takes its keys from the environment). */
export interface SigningKeysTable {
  kid: string;
  /** base64url of the 32-byte HMAC key. */
  secret: string;
  created_at: Date;
  /** Set by a rotation: the key stops signing at once and stops verifying one token lifetime later. */
  retired_at: Date | null;
}
