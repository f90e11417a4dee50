import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { createApp, createOpsApp, startServices, ManualClock, loadConfig, seedSandbox, attachOrderNotifications, answerClientErrors, SERVER_OPTIONS, takeConnectionReentries, createLogger, type AppContext, type Config, type SandboxSeed, type JobRunner } from '@emoney/server/testing';
import { BUILT_SCREENS } from './built-screens.js';
import { openTestDatabase } from './test-db.js';
import { withProductionTestKeys } from './test-secrets.js';

export interface TestServer {
  /** The server's base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Its operations port's base URL (EMONEY_OPS_PORT: the full /health, /ready and /metrics). */
  opsUrl: string;
  app: RequestListener;
  ctx: AppContext;
  clock: ManualClock;
  seed: SandboxSeed;
  /** Delayed work is not polled in tests: advance `clock`, then `await jobs.runDue()`. */
  jobs: JobRunner;
  close(): Promise<void>;
}

/**
 * A real server on a loopback port, as `make start` builds it, on a fresh database of its own
 * (PGlite, or PostgreSQL when DATABASE_URL is set), with quiet logs, a clock the test controls,
 * and every answer checked against the contract.
 */
export type TestConfigOverrides = Partial<Omit<Config, 'sandbox'>> & { sandbox?: Partial<Config['sandbox']> };

/** A single-user sandbox, as `make start` runs it: the mailbox open to anyone, the password reset instant. */
export const SINGLE_USER_SANDBOX = { sandbox: { openMailbox: true } } as const satisfies TestConfigOverrides;

export async function startTestServer(overrides: TestConfigOverrides = {}, options: { logDestination?: DestinationStream } = {}): Promise<TestServer> {
  const server: Server = createServer(SERVER_OPTIONS);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Every test file shares one loopback IP and a frozen clock (one rate-limit window): limits are
  // on, but far above what a test file sends; the rate-limit tests set their own.
  const generousLimits = {
    EMONEY_RATE_LIMIT_AUTH_PER_IP: '100000',
    EMONEY_RATE_LIMIT_AUTH_PER_CLIENT: '100000',
    EMONEY_RATE_LIMIT_HOSTED_PER_IP: '100000',
    EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL: '100000',
    EMONEY_RATE_LIMIT_UPLOADS_PER_PROFILE: '100000',
  };
  // Tests that want the local chains ask for them (`localChains` in the overrides).
  const noChains = { EMONEY_LOCAL_CHAINS: 'off' };
  const env = { ...generousLimits, ...noChains, ...BUILT_SCREENS, ...process.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', EMONEY_PASSWORD_COST: '10', EMONEY_PUBLIC_URL: url };
  const loaded = loadConfig(env);
  const config: Config = withProductionTestKeys({ ...loaded, publicUrl: url, docsUrl: `${url}/js-monorepo/`, ...overrides, sandbox: { ...loaded.sandbox, ...overrides.sandbox } });
  const logger = createLogger(config.logLevel, 'json', options.logDestination);
  const clock = new ManualClock();
  const database = await openTestDatabase(logger);
  const { ctx, jobs } = await startServices(config, logger, { clock, database });
  const seed = await seedSandbox(ctx);
  const app = await createApp(ctx, { validateResponses: true });
  server.on('request', app);
  const notifications = attachOrderNotifications(server, ctx);
  const opsServer: Server = createServer(SERVER_OPTIONS, createOpsApp(ctx));
  await new Promise<void>((resolve) => opsServer.listen(0, '127.0.0.1', resolve));
  return {
    url,
    opsUrl: `http://127.0.0.1:${(opsServer.address() as AddressInfo).port}`,
    app,
    ctx,
    clock,
    seed,
    jobs,
    close: async () => {
      await jobs.stop();
      await notifications.close();
      await ctx.localChains?.stop();
      ctx.signingKey.close?.();
      server.closeAllConnections();
      opsServer.closeAllConnections();
      await Promise.all([server, opsServer].map((open) => new Promise<void>((resolve) => open.close(() => resolve()))));
      await database.close();
      // The connection guard's errors may have been caught on the way (connection-guard.ts): fail loudly.
      const reentries = takeConnectionReentries();
      if (reentries.length > 0) throw new Error(`a request waited on its own database connection:\n${reentries.join('\n\n')}`);
    },
  };
}
