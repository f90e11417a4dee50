/** The fixed text a wallet signs to prove it owns an address: the contract's, emitted into generated/. */
export { LINK_MESSAGE } from '@emoney/api-types/contract';
