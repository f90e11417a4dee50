import { changeClientSecret, loadClientSecretKey } from '../features/credentials/client-secrets.js';
import { randomToken } from '../crypto/secrets.js';
import { Conflict } from '../domain/errors.js';
import { findApp, text, type Command } from './command.js';

const rotate: Command = {
  group: 'secrets',
  name: 'rotate',
  summary: 'Give an app a new client secret (printed once); the old one stops working at once',
  details: 'Every token family the app holds is revoked with the old secret (a leaked refresh token included): the app gets new tokens with the new secret.',
  options: { app: { type: 'string', required: true, value: '<client id>', description: 'The app (its client id)' } },
  examples: ['emoney admin secrets rotate --app 0d4e…', 'emoney admin secrets rotate --app 0d4e… --json'],
  async run(input, session) {
    const ctx = await session.context();
    await loadClientSecretKey(ctx);
    const app = await findApp(ctx.db, text(input, 'app')!);
    if (app.secret_hash === null) throw new Conflict(`The app ${app.client_id} is a public client (authorization code flow): it has no client secret`);
    const secret = randomToken(24);
    await ctx.db.transaction().execute((trx) => changeClientSecret(ctx, trx, app.id, secret));
    return {
      json: { clientId: app.client_id, clientSecret: secret },
      human: `new client secret for ${app.client_id} (${app.name})\n  client_secret  ${secret}\n\nShown this once: the old secret and every token got with it no longer work.`,
    };
  },
};

export const SECRET_COMMANDS = [rotate];
