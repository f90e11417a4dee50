/** An open claim on an account a partner created: the SHA-256 of the emailed code, and how often it was tried. */
export interface AccountClaimsTable {
  user_id: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}
