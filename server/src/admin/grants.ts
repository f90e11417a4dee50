import { NotFound } from '../domain/errors.js';
import { listGrants, revokeGrant } from '../features/oauth/grants.service.js';
import { findApp, findUser, table, text, UsageError, type Command } from './command.js';

const list: Command = {
  group: 'grants',
  name: 'list',
  summary: 'List grants: what people allowed apps (consents) and the accounts partners created, newest first',
  options: {
    app: { type: 'string', value: '<client id>', description: 'Only this app’s grants' },
    user: { type: 'string', value: '<user id | email>', description: 'Only this person’s grants' },
    limit: { type: 'string', value: '<n>', description: 'At most this many (default 100)' },
  },
  examples: ['emoney admin grants list --user jane@example.org', 'emoney admin grants list --app 0d4e… --json'],
  async run(input, session) {
    const limitText = text(input, 'limit');
    const limit = limitText === undefined ? 100 : Number(limitText);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError(`--limit must be a whole number from 1 to 10000, got "${limitText}"`);
    const ctx = await session.context();
    const appRef = text(input, 'app');
    const userRef = text(input, 'user');
    const appId = appRef ? (await findApp(ctx.db, appRef)).id : undefined;
    const userId = userRef ? (await findUser(ctx.db, userRef)).id : undefined;
    const grants = await listGrants(ctx.db, { ...(appId ? { appId } : {}), ...(userId ? { userId } : {}), limit });
    const json = grants.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() }));
    const rows = json.map((g) => ({ client_id: g.clientId, app: g.appName, user: g.userId, email: g.email, kind: g.kind, 'live token families': String(g.liveTokenFamilies), since: g.createdAt }));
    return { json: { grants: json }, human: table(rows, 'no grants') };
  },
};

const revoke: Command = {
  group: 'grants',
  name: 'revoke',
  summary: 'Revoke what a person granted an app: its access and refresh tokens stop working',
  details: [
    'The authorization goes, every token family the app holds for the person is revoked, and unused',
    'authorization codes are void: the same revocation as the person withdrawing consent on the hosted',
    'screens. Refresh tokens are refused at once; running servers drop cached access tokens within 5 s.',
  ].join('\n'),
  options: {
    app: { type: 'string', required: true, value: '<client id>', description: 'The app' },
    user: { type: 'string', required: true, value: '<user id | email>', description: 'The person' },
  },
  examples: ['emoney admin grants revoke --app 0d4e… --user jane@example.org'],
  async run(input, session) {
    const ctx = await session.context();
    const app = await findApp(ctx.db, text(input, 'app')!);
    const user = await findUser(ctx.db, text(input, 'user')!);
    const result = await ctx.db.transaction().execute(async (trx) => {
      const revoked = await revokeGrant(ctx, trx, { appId: app.id, userId: user.id, reason: 'revoked_by_operator' });
      if (revoked.authorizations.length === 0 && revoked.revokedTokenFamilies === 0) throw new NotFound(`${user.email} has granted the app ${app.client_id} nothing (or it is revoked already)`);
      return revoked;
    });
    const json = { clientId: app.client_id, userId: user.id, email: user.email, removedAuthorizations: result.authorizations.length, revokedTokenFamilies: result.revokedTokenFamilies };
    return { json, human: `revoked: ${app.name} (${app.client_id}) for ${user.email}; ${result.revokedTokenFamilies} token family(ies) ended` };
  },
};

export const GRANT_COMMANDS = [list, revoke];
