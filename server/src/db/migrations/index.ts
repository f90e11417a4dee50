import type { Migration } from 'kysely';
import * as identityAndAuth from './2026_11_22_001_identity_and_auth.js';
import * as eventsAndJobs from './2026_11_22_002_events_and_jobs.js';
import * as profilesKycFiles from './2026_11_22_003_profiles_kyc_files.js';
import * as money from './2026_11_22_004_money.js';
import * as addressLinks from './2026_11_22_005_address_links.js';
import * as webhooks from './2026_11_22_006_webhooks.js';
import * as wireCompatibility from './2026_11_23_009_wire_compatibility.js';
import * as orderSignatures from './2026_11_23_security_001_order_signatures.js';
import * as linkProofs from './2026_11_23_security_002_link_proofs.js';
import * as rateLimits from './2026_11_23_security_003_rate_limits.js';
import * as partnerCustomers from './2026_11_23_security_004_partner_customers.js';
import * as partnerClocks from './2026_11_23_security_005_partner_clocks.js';
import * as siweIssuedNonces from './2026_11_23_security_006_siwe_issued_nonces.js';
import * as tokenExchangeAndKeys from './2026_11_23_security_008_token_exchange_and_keys.js';
import * as accountClaims from './2026_11_23_security_009_account_claims.js';
import * as onboardingAppBranding from './2026_11_23_onboarding_app_branding.js';
import * as signupVerification from './2026_11_23_signup_verification.js';
import * as orderSignatureAnyChain from './2026_11_26_001_order_signature_any_chain.js';
import * as linkProofAnyChain from './2026_11_26_002_link_proof_any_chain.js';
import * as partnerCreatedAuthorizations from './2026_11_26_003_partner_created_authorizations.js';
import * as sandboxMailboxReaders from './2026_11_26_004_sandbox_mailbox_readers.js';
import * as listIndexes from './2026_11_26_101_list_indexes.js';
import * as eventNotifications from './2026_11_26_201_event_notifications.js';
import * as mailDelivery from './2026_11_26_331_mail_delivery.js';
import * as dashboard from './2026_12_02_001_dashboard.js';
import * as profileSections from './2026_12_03_001_profile_sections.js';
import * as swapAcceptances from './2026_12_03_002_swap_acceptances.js';
import * as chainTransactions from './2026_12_04_001_chain_transactions.js';
import * as listingChangeNotifications from './2026_12_04_002_listing_change_notifications.js';
import * as onchainMoves from './2026_12_04_003_onchain_moves.js';

/**
 * Every migration, in key order. Frozen once landed: change the schema with a new migration,
 * never by editing an old one. Kysely applies them in key order and refuses a new key that
 * sorts before one already applied, so a new migration's key must sort after every landed one.
 *
 * A key is the name databases recorded, so it never changes, even where it reads oddly: the
 * `security_`, `z01_` and `z02_` parts and the numbers 101, 201, 331 only place a migration among
 * those of its day. Two keys differ from their file's name (`2026_11_23_z01_…` is the file
 * `2026_11_23_onboarding_app_branding.ts`, `2026_11_23_z02_…` is `2026_11_23_signup_verification.ts`).
 * The comment over each key says what it does; the file's header says why.
 */
export const migrations: Record<string, Migration> = {
  // Partners, apps, users, profiles, linked addresses, OAuth2 state.
  '2026_11_22_001_identity_and_auth': identityAndAuth,
  // The event outbox and the durable job queue.
  '2026_11_22_002_events_and_jobs': eventsAndJobs,
  // Uploaded files and the KYC submissions and reviews of profiles.
  '2026_11_22_003_profiles_kyc_files': profilesKycFiles,
  // The double-entry ledger, IBANs and orders.
  '2026_11_22_004_money': money,
  // Onchain (Safe) signatures of address links and their checks.
  '2026_11_22_005_address_links': addressLinks,
  // Webhook subscriptions, deliveries and attempts.
  '2026_11_22_006_webhooks': webhooks,
  // The IBAN's email-notifications flag and an order's payment reference.
  '2026_11_23_009_wire_compatibility': wireCompatibility,
  // Each redeem-order signature counts once (message hash per address and chain).
  '2026_11_23_security_001_order_signatures': orderSignatures,
  // Each address-link proof counts once per address and chain.
  '2026_11_23_security_002_link_proofs': linkProofs,
  // Rate-limit windows shared by every server process.
  '2026_11_23_security_003_rate_limits': rateLimits,
  // A partner's own customer record for an email with an account elsewhere.
  '2026_11_23_security_004_partner_customers': partnerCustomers,
  // A sandbox clock per partner; jobs remember whose time they were scheduled in.
  '2026_11_23_security_005_partner_clocks': partnerClocks,
  // Server-issued Sign-In with Ethereum nonces.
  '2026_11_23_security_006_siwe_issued_nonces': siweIssuedNonces,
  // `redirect_uri` remembered per authorization; token-signing keys with ids.
  '2026_11_23_security_008_token_exchange_and_keys': tokenExchangeAndKeys,
  // Claiming a partner-created account needs an emailed code; the mail outbox.
  '2026_11_23_security_009_account_claims': accountClaims,
  // App logos and verified domains for the consent screen.
  '2026_11_23_z01_onboarding_app_branding': onboardingAppBranding,
  // Hosted sign-ups wait for an emailed code (`pending_signups`).
  '2026_11_23_z02_signup_verification': signupVerification,
  // A redeem signature counts once across every chain.
  '2026_11_26_001_order_signature_any_chain': orderSignatureAnyChain,
  // A link proof counts once across every chain.
  '2026_11_26_002_link_proof_any_chain': linkProofAnyChain,
  // An authorization a partner gave itself by creating an account lasts until the account is claimed.
  '2026_11_26_003_partner_created_authorizations': partnerCreatedAuthorizations,
  // Who may read each queued email in a shared sandbox's mailbox.
  '2026_11_26_004_sandbox_mailbox_readers': sandboxMailboxReaders,
  // An index per paged listing, in its order.
  '2026_11_26_101_list_indexes': listIndexes,
  // NOTIFY on each outbox row, so every api process streams order events.
  '2026_11_26_201_event_notifications': eventNotifications,
  // Each email's SMTP delivery attempts, last error and worker claim.
  '2026_11_26_331_mail_delivery': mailDelivery,
  // The developer dashboard: team, sessions, request log, app disabling and secret rotation.
  '2026_12_02_001_dashboard': dashboard,
  // Profiles may be `incomplete`; details and forms say whether they are complete.
  '2026_12_03_001_profile_sections': profileSections,
  // Each accepted swap quote, once, with its settlement nonce.
  '2026_12_03_002_swap_acceptances': swapAcceptances,
  // The sandbox chains' nonce per chain and every transaction the platform signed.
  '2026_12_04_001_chain_transactions': chainTransactions,
  // NOTIFY on every write that changes a page of orders, so every api process forgets the pages it keeps.
  '2026_12_04_002_listing_change_notifications': listingChangeNotifications,
  // The local chains' mints and burns posted and not yet signed (a job signs them).
  '2026_12_04_003_onchain_moves': onchainMoves,
};
