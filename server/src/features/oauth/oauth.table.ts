import type { Generated } from 'kysely';
import type { AuthMethod } from '../access/access-tokens.js';
import type { Chain } from '../addresses/addresses.table.js';

export type GrantType = 'authorization_code' | 'client_credentials';

/** An authorization request waiting in the hosted screens (from `GET /auth`). */
export interface AuthorizationRequestsTable {
  id: string;
  app_id: string;
  redirect_uri: string;
  /** Whether `/auth` carried `redirect_uri` (then the token exchange must repeat it, RFC 6749 §4.1.3). */
  redirect_uri_sent: Generated<boolean>;
  state: string | null;
  code_challenge: string;
  address: string | null;
  signature: string | null;
  chain: Chain | null;
  email: string | null;
  skip_kyc: boolean;
  skip_create_account: boolean;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

/** Single-use, short-lived; only the SHA-256 of the code is stored. */
export interface AuthorizationCodesTable {
  code_hash: string;
  app_id: string;
  user_id: string;
  redirect_uri: string;
  /** Copied from the authorization request: must the token exchange name `redirect_uri`? */
  redirect_uri_sent: Generated<boolean>;
  code_challenge: string;
  auth_method: AuthMethod;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  family_id: string | null;
}

/** Every token issued from one grant: rotation keeps the family; revoking it ends them all. */
export interface TokenFamiliesTable {
  id: string;
  app_id: string;
  user_id: string;
  grant_type: GrantType;
  auth_method: AuthMethod;
  created_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SiweNoncesTable {
  address: string;
  nonce: string;
  used_at: Date;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
}
