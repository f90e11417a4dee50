/** Onchain confirmations the sandbox chain gateway answers with (recorded by the simulator). */
export interface SandboxSignedMessagesTable {
  chain: string;
  /** Lower-case. */
  address: string;
  /** EIP-191 hash of the signed message, `0x` + 64 lower-case hex. */
  message_hash: string;
  created_at: Date;
}

/**
 * Verified link proofs (signatures of the fixed link message), spent once per address across all
 * chains (the text names none): by the profile they linked, or reserved by the authorization
 * request that carried them (for 30 minutes on the deployment's clock).
 */
export interface LinkProofsTable {
  /** Lower-case. */
  address: string;
  /** The chain the proof was last used on (information only: the key is the address). */
  chain: string;
  profile_id: string | null;
  request_id: string | null;
  used_at: Date;
}

/** New tables of the address-linking feature (listed in db/schema.ts). */
export interface AddressLinkTables {
  sandbox_signed_messages: SandboxSignedMessagesTable;
  link_proofs: LinkProofsTable;
}
