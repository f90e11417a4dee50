import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxSeed } from './sandbox-seed.js';

/**
 * The file in the data folder naming the seeded authorization-code app of a running sandbox, for
 * local tools (`make partner-app`) that cannot open the embedded database while the sandbox holds
 * it (PGlite allows one process). Public ids only: never the client secret.
 */
export const SANDBOX_APPS_FILE = 'sandbox-apps.json';

export function writeSandboxAppsFile(dataDir: string, url: string, seed: SandboxSeed): void {
  const facts = { url, authorizationCode: { clientId: seed.authClientId, redirectUris: seed.redirectUris } };
  writeFileSync(join(dataDir, SANDBOX_APPS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
}
