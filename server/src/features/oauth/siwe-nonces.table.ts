/** Sign-In with Ethereum nonces the server issued (GET /auth/nonce). */
export interface SiweIssuedNoncesTable {
  nonce: string;
  /** The app it was issued for; null: any app. */
  client_id: string | null;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
