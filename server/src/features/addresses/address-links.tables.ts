/** Onchain confirmations the sandbox chain gateway answers with (recorded by the simulator). */
export interface SandboxSignedMessagesTable {
  chain: string;
  /** Lower-case. */
  address: string;
  /** EIP-191 hash of the signed message, `0x` + 64 lower-case hex. */
  message_hash: string;
  created_at: Date;
}

/** New tables of the address-linking feature (listed in db/schema.ts). */
export interface AddressLinkTables {
  sandbox_signed_messages: SandboxSignedMessagesTable;
}
