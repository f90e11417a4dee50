import { main } from './admin/main.js';

/**
 * `npm run -w server rotate-signing-key`: kept for scripts; the same as
 * `emoney admin signing-keys rotate` (see its --help: database keys are rotated in place,
 * keys from EMONEY_TOKEN_SIGNING_KEYS get a new value printed to set).
 */
void main(['admin', 'signing-keys', 'rotate', ...process.argv.slice(2)]);
