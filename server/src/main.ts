import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { startServices } from './bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import type { DatabaseHandle } from './db/database.js';
import { noteTokenIssuer } from './features/credentials/token-issuer.js';
import { listenForAuthStateChanges } from './features/access/auth-state-listener.js';
import { attachOrderNotifications } from './features/events/order-notifications.js';
import { writeSandboxAppsFile } from './features/sandbox/sandbox-apps-file.js';
import { seedSandbox, type SandboxSeed } from './features/sandbox/sandbox-seed.js';
import { answerClientErrors, SERVER_OPTIONS } from './http/client-error.js';
import { createLogger } from './logger.js';
import type { LocalChains } from './features/chain/local-chains.js';
import { localChainLines } from './features/chain/local-chain-banner.js';
import { createOpsApp } from './ops/create-ops-app.js';
import { shutDownGracefully } from './ops/shut-down-gracefully.js';
import { waitUntilAnswering } from './ops/wait-until-answering.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { ctx, database, jobs } = await startServices(config, logger);
  const { role } = config.ops;
  await noteTokenIssuer(ctx.db, config.publicUrl, logger);
  // api (HTTP and WebSocket), worker (the job queue), or all of it in one process (`make start`).
  const servesApi = role !== 'worker';
  const runsJobs = role !== 'api';
  const seed = config.mode === 'sandbox' && servesApi ? await seedSandbox(ctx) : undefined;
  if (seed && config.dataDir) writeSandboxAppsFile(config.dataDir, config.publicUrl, seed);
  const servers: Server[] = [];
  let notifications: { close(): Promise<void> } | undefined;
  const onListenError = (err: Error) => {
    logger.fatal({ err }, 'cannot listen');
    process.exit(1);
  };
  if (servesApi) {
    const server = createServer(SERVER_OPTIONS, await createApp(ctx));
    answerClientErrors(server);
    server.on('error', onListenError);
    server.listen(config.port, config.host, () => {
      const { port } = server.address() as AddressInfo;
      logger.info({ url: config.publicUrl, listening: `${config.host}:${port}`, port, mode: config.mode, role }, 'emoney API listening');
      // The banner (and its curl) once the server answers on its port, not when it listens: right
      // after `listen` the event loop can be busy for seconds (the job queue, the chains' watchers)
      // and a curl copied from it would hang.
      void waitUntilAnswering(`http://${loopbackOf(config.host)}:${port}/ready`).then((answered) => {
        if (!answered) logger.warn({ port }, 'the server does not answer /ready on its own port yet; printing its URLs anyway');
        printBanner(config, database.kind, seed, ctx.localChains);
      });
    });
    const orders = attachOrderNotifications(server, ctx);
    const authState = listenForAuthStateChanges(ctx);
    notifications = { close: async () => void (await Promise.all([orders.close(), authState?.close()])) };
    servers.push(server);
  }
  if (config.ops.opsPort !== undefined) {
    // /health, /ready and /metrics in full, on a port of their own (a worker serves nothing else).
    const server = createServer(SERVER_OPTIONS, createOpsApp(ctx));
    answerClientErrors(server);
    server.on('error', onListenError);
    server.listen(config.ops.opsPort, config.host, () => {
      const { port } = server.address() as AddressInfo;
      logger.info({ listening: `${config.host}:${port}`, opsPort: port, role }, servesApi ? 'emoney operations port listening' : 'emoney worker: health and metrics listening');
    });
    servers.push(server);
  }
  if (runsJobs) {
    jobs.start();
    logger.info({ role }, 'job queue running');
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, role }, 'shutting down');
    void shutDownGracefully({ ctx, servers, notifications, jobs: runsJobs ? jobs : undefined, closeDatabase: () => database.close() }).then((code) => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** The address to reach a server listening on `host` from its own machine (any address: loopback). */
function loopbackOf(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function printBanner(config: Config, databaseKind: DatabaseHandle['kind'], seed: SandboxSeed | undefined, localChains: LocalChains | undefined): void {
  const base = config.publicUrl;
  const lines = [
    '',
    `  emoney API v2 (${config.mode})`,
    `  API                 ${base}/`,
    `  Hosted onboarding   ${base}/onboarding/`,
    `  Dashboard           ${base}/dashboard/`,
    `  Documentation       ${base}/js-monorepo/`,
    `  Database            ${databaseKind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${config.dataDir ?? 'in memory'})`}`,
  ];
  if (localChains) lines.push('', ...localChainLines(localChains, base));
  else if (config.mode === 'sandbox') lines.push(`  Local chains        off (simulated chain; EMONEY_LOCAL_CHAINS=sepolia,chiado to run them)`);
  if (seed) {
    lines.push(
      '',
      '  Sandbox credentials',
      `  client credentials  client_id=${seed.clientId}`,
      `                      client_secret=${seed.clientSecret}`,
      `  authorization code  client_id=${seed.authClientId}`,
      `                      redirect_uri=${seed.redirectUris.join(' ')}`,
      `  SIWE resources      ${config.seed.privacyPolicyUrl} ${config.seed.termsOfServiceUrl} (the app's privacy and terms URLs)`,
      `  Dashboard sign-in   ${seed.dashboardEmail} / ${seed.dashboardPassword}`,
      '',
      '  Get a token:',
      `  curl -s -X POST ${base}/auth/token -d grant_type=client_credentials -d client_id=${seed.clientId} -d client_secret=${seed.clientSecret}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
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
