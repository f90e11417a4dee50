/**
 * The packaging project's global setup: the packages are packed and installed once, into one
 * project in the temp folder holding every consumer (./consumers), the compat test app
 * (react-provider/compat-app) and the reference partner app (examples/partner-app), and handed to each test file as `inject('packedProject')`.
 */
import { cpSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { packedProject, type PackedProject } from './packed-project.js';

declare module 'vitest' {
  export interface ProvidedContext {
    packedProject: PackedProject;
  }
}

const CONSUMERS = fileURLToPath(new URL('./consumers', import.meta.url));
const COMPAT_APP = fileURLToPath(new URL('../../react-provider/compat-app', import.meta.url));
const PARTNER_APP = fileURLToPath(new URL('../../examples/partner-app', import.meta.url));
/** What a local run of the partner app leaves beside its sources: never part of the copy. */
const PARTNER_APP_OUTPUT = new Set(['node_modules', '.next', 'next-env.d.ts', 'package-lock.json', 'test-artifacts']);

export default async function setup(project: TestProject): Promise<() => void> {
  const installed = await packedProject('emoney-packaging-', (dir) => {
    cpSync(CONSUMERS, dir, { recursive: true });
    cpSync(COMPAT_APP, join(dir, 'compat-app'), { recursive: true });
    // Its own package.json stays out: the project's install (the tarballs) is the one it runs on.
    cpSync(PARTNER_APP, join(dir, 'partner-app'), {
      recursive: true,
      filter: (from) => !PARTNER_APP_OUTPUT.has(basename(from)) && from !== join(PARTNER_APP, 'package.json'),
    });
  });
  project.provide('packedProject', installed);
  return () => rmSync(installed.dir, { recursive: true, force: true });
}
