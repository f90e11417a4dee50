import type { Migration } from 'kysely';
import * as m001 from './2026_11_22_001_identity_and_auth.js';
import * as m002 from './2026_11_22_002_events_and_jobs.js';
import * as m003 from './2026_11_22_003_profiles_kyc_files.js';
import * as m004 from './2026_11_22_004_money.js';
import * as m005 from './2026_11_22_005_address_links.js';
import * as m006 from './2026_11_22_006_webhooks.js';
import * as m009 from './2026_11_23_009_wire_compatibility.js';
import * as security001 from './2026_11_23_security_001_order_signatures.js';
import * as security002 from './2026_11_23_security_002_link_proofs.js';
import * as security003 from './2026_11_23_security_003_rate_limits.js';
import * as security004 from './2026_11_23_security_004_partner_customers.js';
import * as security005 from './2026_11_23_security_005_partner_clocks.js';
import * as security006 from './2026_11_23_security_006_siwe_issued_nonces.js';
import * as security008 from './2026_11_23_security_008_token_exchange_and_keys.js';
import * as security009 from './2026_11_23_security_009_account_claims.js';
import * as onboarding001 from './2026_11_23_onboarding_app_branding.js';
import * as signupVerification from './2026_11_23_signup_verification.js';
import * as sec1OrderSignatureAnyChain from './2026_11_26_001_order_signature_any_chain.js';
import * as sec1LinkProofAnyChain from './2026_11_26_002_link_proof_any_chain.js';
import * as sec2001 from './2026_11_26_003_partner_created_authorizations.js';
import * as sec2002 from './2026_11_26_004_sandbox_mailbox_readers.js';
import * as ops201 from './2026_11_26_201_event_notifications.js';
import * as perfListIndexes from './2026_11_26_101_list_indexes.js';
import * as mailDelivery from './2026_11_26_331_mail_delivery.js';
import * as dashboard from './2026_12_02_001_dashboard.js';
import * as profileSections from './2026_12_03_001_profile_sections.js';
import * as swapAcceptances from './2026_12_03_002_swap_acceptances.js';
import * as chainTransactions from './2026_12_04_001_chain_transactions.js';

/**
 * Every migration, in order. Frozen once landed: change the schema with a new migration,
 * never by editing an old one. Kysely applies them in name order and refuses a new name that
 * sorts before one already applied, so a new migration's name must sort after every landed one.
 * A key is the name databases recorded; files are named by date and subject, so two files keep
 * keys that differ from their names (`…_z01_…`, `…_z02_…`: frozen, they order those two last of the day).
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_001_identity_and_auth': m001,
  '2026_11_22_002_events_and_jobs': m002,
  '2026_11_22_003_profiles_kyc_files': m003,
  '2026_11_22_004_money': m004,
  '2026_11_22_005_address_links': m005,
  '2026_11_22_006_webhooks': m006,
  '2026_11_23_009_wire_compatibility': m009,
  '2026_11_23_security_001_order_signatures': security001,
  '2026_11_23_security_002_link_proofs': security002,
  '2026_11_23_security_003_rate_limits': security003,
  '2026_11_23_security_004_partner_customers': security004,
  '2026_11_23_security_005_partner_clocks': security005,
  '2026_11_23_security_006_siwe_issued_nonces': security006,
  '2026_11_23_security_008_token_exchange_and_keys': security008,
  '2026_11_23_security_009_account_claims': security009,
  '2026_11_23_z01_onboarding_app_branding': onboarding001,
  '2026_11_23_z02_signup_verification': signupVerification,
  '2026_11_26_001_order_signature_any_chain': sec1OrderSignatureAnyChain,
  '2026_11_26_002_link_proof_any_chain': sec1LinkProofAnyChain,
  '2026_11_26_003_partner_created_authorizations': sec2001,
  '2026_11_26_004_sandbox_mailbox_readers': sec2002,
  '2026_11_26_201_event_notifications': ops201,
  '2026_11_26_101_list_indexes': perfListIndexes,
  '2026_11_26_331_mail_delivery': mailDelivery,
  '2026_12_02_001_dashboard': dashboard,
  '2026_12_03_001_profile_sections': profileSections,
  '2026_12_03_002_swap_acceptances': swapAcceptances,
  '2026_12_04_001_chain_transactions': chainTransactions,
};
