import type { AddressChainsTable, AddressesTable } from '../features/addresses/addresses.table.js';
import type {
  AuthorizationCodesTable,
  AuthorizationRequestsTable,
  RefreshTokensTable,
  SessionsTable,
  SiweNoncesTable,
  TokenFamiliesTable,
} from '../features/oauth/oauth.table.js';
import type { AppsTable, PartnersTable } from '../features/partners/partners.table.js';
import type { ProfilesTable } from '../features/profiles/profiles.table.js';
import type { AppAuthorizationsTable, UserProfilesTable, UsersTable } from '../features/customers/users.table.js';
import type { AddressLinkTables } from '../features/addresses/address-links.tables.js';
import type { EventsTable } from '../features/events/events.table.js';
import type { KycTables } from '../features/kyc/kyc.tables.js';
import type { MoneyTables } from '../features/money/money.tables.js';
import type { WebhookTables } from '../features/webhooks/webhooks.table.js';
import type { SiweIssuedNoncesTable } from '../features/oauth/siwe-nonces.table.js';
import type { PartnerClocksTable } from '../features/sandbox/partner-clocks.table.js';
import type { JobsTable } from '../jobs/jobs.table.js';
import type { RateLimitTables } from '../features/rate-limits/rate-limits.table.js';
import type { SigningKeysTable } from '../features/credentials/signing-keys.table.js';
import type { PendingSignupsTable } from '../features/onboarding/pending-signups.table.js';
import type { OutboundEmailsTable } from '../features/mail/outbound-emails.table.js';
import type { SettingsTable } from './settings.table.js';
import type { DashboardTables } from '../features/dashboard/dashboard.tables.js';
import type { SwapAcceptancesTable } from '../features/swap/swap.table.js';
import type { ChainTables } from '../features/chain/chain-transactions.tables.js';

/** The whole database as Kysely sees it; each table's type lives in its feature folder. */
export interface DB extends KycTables, MoneyTables, AddressLinkTables, WebhookTables, RateLimitTables, DashboardTables, ChainTables {
  settings: SettingsTable;
  partners: PartnersTable;
  apps: AppsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  user_profiles: UserProfilesTable;
  app_authorizations: AppAuthorizationsTable;
  addresses: AddressesTable;
  address_chains: AddressChainsTable;
  authorization_requests: AuthorizationRequestsTable;
  authorization_codes: AuthorizationCodesTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  siwe_nonces: SiweNoncesTable;
  sessions: SessionsTable;
  events: EventsTable;
  jobs: JobsTable;
  partner_clocks: PartnerClocksTable;
  siwe_issued_nonces: SiweIssuedNoncesTable;
  signing_keys: SigningKeysTable;
  pending_signups: PendingSignupsTable;
  outbound_emails: OutboundEmailsTable;
  swap_acceptances: SwapAcceptancesTable;
}
