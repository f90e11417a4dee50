/**
 * The latest hosted sign-up of an address, waiting for the emailed code.
 * `code_hash` is null when the address already has an account with a password: that email carries
 * no code, so nothing can be verified.
 */
export interface PendingSignupsTable {
  /** Lower-case. */
  email: string;
  password_hash: string;
  terms_version: string;
  terms_accepted_at: Date;
  code_hash: string | null;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}
