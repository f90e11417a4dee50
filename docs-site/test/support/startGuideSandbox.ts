// A sandbox as `make start` runs it (real clock, jobs polled, seeded partner apps), on a loopback
// port and a fresh database, for the guide runner. Unlike @emoney/test-support/test-app nothing is
// driven by hand: the guides wait for the sandbox's own timers, shortened here so a run is quick.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerClientErrors,
  attachOrderNotifications,
  createApp,
  createLogger,
  loadConfig,
  seedSandbox,
  SERVER_OPTIONS,
  startServices,
  takeConnectionReentries,
} from '@emoney/server/testing';
import { BUILT_SCREENS } from '@emoney/test-support/built-screens';
import { openTestDatabase } from '@emoney/test-support/test-db';

export interface GuideSandbox {
  url: string;
  /** The seeded client-credentials app, as `make start` prints it. */
  clientId: string;
  clientSecret: string;
  /** The seeded authorization-code app. */
  authClientId: string;
  close(): Promise<void>;
}

/** The sandbox's delays (KYC decision, IBAN provisioning, order settlement), shortened; job polling as `make start` has it. */
const QUICK = {
  EMONEY_SANDBOX_KYC_DELAY_MS: '300',
  EMONEY_SANDBOX_IBAN_DELAY_MS: '300',
  EMONEY_SANDBOX_ORDER_DELAY_MS: '300',
  EMONEY_PASSWORD_COST: '10',
};

export async function startGuideSandbox(): Promise<GuideSandbox> {
  const server = createServer(SERVER_OPTIONS);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // No local chains: the guides' code here runs on the simulated chain (their own guide test runs the nodes).
  const env = { ...BUILT_SCREENS, ...process.env, ...QUICK, EMONEY_MODE: 'sandbox', EMONEY_LOCAL_CHAINS: 'off', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', EMONEY_PUBLIC_URL: url };
  const config = { ...loadConfig(env), publicUrl: url, docsUrl: `${url}/js-monorepo/` };
  const logger = createLogger(config.logLevel, 'json');
  const database = await openTestDatabase(logger);
  const { ctx, jobs } = await startServices(config, logger, { database });
  const seed = await seedSandbox(ctx);
  server.on('request', await createApp(ctx, { validateResponses: true }));
  const notifications = attachOrderNotifications(server, ctx);
  jobs.start();
  return {
    url,
    clientId: seed.clientId,
    clientSecret: seed.clientSecret,
    authClientId: seed.authClientId,
    close: async () => {
      await jobs.stop();
      await notifications.close();
      ctx.signingKey.close?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      // A request that waited on its own database connection is a server bug the guides ran into: fail loudly.
      const reentries = takeConnectionReentries();
      if (reentries.length > 0) throw new Error(`a request waited on its own database connection:\n${reentries.join('\n\n')}`);
    },
  };
}
