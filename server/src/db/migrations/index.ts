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
import * as onboarding001 from './2026_11_23_onboarding_001_app_branding.js';

/**
 * Every migration, in order. Frozen once landed: change the schema with a new migration,
 * never by editing an old one.
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
  '2026_11_23_onboarding_001_app_branding': onboarding001,
};
