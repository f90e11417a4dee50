/** The fixed text a wallet signs to prove it owns an address (product specification, section 5). */
export const LINK_MESSAGE = 'I hereby declare that I am the address owner.';
