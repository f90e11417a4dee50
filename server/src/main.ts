import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { startServices } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { attachOrderNotifications } from './features/money/order-notifications.js';
import { seedSandbox } from './features/partners/sandbox-seed.js';
import { answerClientErrors, SERVER_OPTIONS } from './http/client-error.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { ctx, database, jobs } = await startServices(config, logger);
  const seed = config.mode === 'sandbox' ? await seedSandbox(ctx) : undefined;
  const app = await createApp(ctx);
  const server = createServer(SERVER_OPTIONS, app);
  answerClientErrors(server);
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const base = config.publicUrl;
    logger.info({ url: base, listening: `${config.host}:${port}`, mode: config.mode }, 'emoney API listening');
    const lines = [
      '',
      `  emoney API v2 (${config.mode})`,
      `  API                 ${base}/`,
      `  Hosted onboarding   ${base}/onboarding/`,
      `  Documentation       ${base}/js-monorepo/`,
      `  Database            ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${config.dataDir ?? 'in memory'})`}`,
    ];
    if (seed) {
      lines.push(
        '',
        '  Sandbox credentials',
        `  client credentials  client_id=${seed.clientId}`,
        `                      client_secret=${seed.clientSecret}`,
        `  authorization code  client_id=${seed.authClientId}`,
        `                      redirect_uri=${seed.redirectUris.join(' ')}`,
        `  SIWE resources      ${config.seed.privacyPolicyUrl} ${config.seed.termsOfServiceUrl} (the app's privacy and terms URLs)`,
        '',
        '  Get a token:',
        `  curl -s -X POST ${base}/auth/token -d grant_type=client_credentials -d client_id=${seed.clientId} -d client_secret=${seed.clientSecret}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  });
  jobs.start();
  const notifications = attachOrderNotifications(server, ctx);
  server.on('error', (err) => {
    logger.fatal({ err }, 'cannot listen');
    process.exit(1);
  });
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      ctx.signingKey.close?.();
      void Promise.all([jobs.stop(), notifications.close()])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`configuration error: ${err.message}`);
  } else if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
