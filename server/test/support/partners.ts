import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { hashPassword } from '../../src/crypto/passwords.js';
import { insertApp, insertPartner } from '../../src/features/credentials/apps.repository.js';
import { PRIVILEGES, type KycModel, type Privilege } from '../../src/features/partners/partners.table.js';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { grantProfile, insertUser } from '../../src/features/customers/users.repository.js';
import type { TestServer } from './test-app.js';

export interface PartnerAppOptions {
  /** Default: a new partner of its own (another tenant); `server.seed.partnerId` for the sandbox partner. */
  partnerId?: string;
  kycModel?: KycModel;
  /** Default: every privilege. */
  privileges?: readonly Privilege[];
}

/**
 * A client-credentials app with its own approved corporate profile, made directly in the
 * database (partners are not created over the API), and a token of it got over HTTP.
 */
export async function partnerApp(server: TestServer, options: PartnerAppOptions = {}): Promise<{ token: string; profileId: string; clientId: string }> {
  const db = server.ctx.db;
  const partnerId = options.partnerId ?? randomUUID();
  const userId = randomUUID();
  const profileId = randomUUID();
  const clientId = randomUUID();
  const secret = `secret-${randomUUID()}`;
  if (!options.partnerId) await insertPartner(db, partnerId, 'Another partner');
  await insertUser(db, { id: userId, email: `app-${clientId}@example.org`, passwordHash: null });
  await insertProfile(db, { id: profileId, kind: 'corporate', name: 'Another partner', state: 'approved', now: server.clock.now() });
  await grantProfile(db, userId, profileId, ['read', 'write'], true);
  await insertApp(db, {
    id: randomUUID(),
    partnerId,
    clientId,
    kind: 'client_credentials',
    name: 'Another app',
    privacyPolicyUrl: 'https://p.test/privacy',
    termsOfServiceUrl: 'https://p.test/terms',
    redirectUris: [],
    secretHash: await hashPassword(secret, 10),
    privileges: options.privileges ?? PRIVILEGES,
    kycModel: options.kycModel ?? 'sharing',
    userId,
  });
  const res = await request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret });
  if (res.status !== 200) throw new Error(`client credentials of the new app answered ${res.status}`);
  return { token: res.body.access_token as string, profileId, clientId };
}
