import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const app = await createApp({ config, logger });
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    logger.info({ url: base, mode: config.mode }, 'emoney API listening');
    // Plain lines for people running `make start`.
    process.stdout.write(
      [
        '',
        `  emoney API v2 (${config.mode})`,
        `  API        ${base}/`,
        `  Database   ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`,
        '',
      ].join('\n') + '\n',
    );
  });
  server.on('error', (err) => {
    logger.fatal({ err }, 'cannot listen');
    process.exit(1);
  });
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`configuration error: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
