/**
 * Constants of the emoney API v2 that clients need. Values that the contract also states are
 * checked against generated/ by `sdk/test/constants.test.ts`.
 * @module
 */

/** The API version this SDK speaks. */
export const API_VERSION = '2.0.0-beta';

/** The media type to send as `Accept`; the API answers with it. */
export const MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';

/** The fixed message a wallet signs to prove it owns an address when linking it. */
export const LINK_MESSAGE = 'I hereby declare that I am the address owner.';
