// How the screens shorten a wallet address: `0x` and 4 characters, "…", the last 4 characters.
// Enough to compare with a wallet at a glance (wallets and explorers shorten the same way).

/** Characters kept at the start: `0x` and the first 4 hex digits. */
export const ADDRESS_HEAD = 6;
/** Characters kept at the end. */
export const ADDRESS_TAIL = 4;

export function shortAddress(address: string): string {
  if (address.length <= ADDRESS_HEAD + ADDRESS_TAIL + 1) return address;
  return `${address.slice(0, ADDRESS_HEAD)}…${address.slice(-ADDRESS_TAIL)}`;
}
