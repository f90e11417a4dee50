/**
 * The packaging project's global setup: the packages are packed and installed once, into one
 * project in the temp folder holding every consumer (./consumers) and the compat test app
 * (react-provider/compat-app), and handed to each test file as `inject('packedProject')`.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

export default async function setup(project: TestProject): Promise<() => void> {
  const installed = await packedProject('emoney-packaging-', (dir) => {
    cpSync(CONSUMERS, dir, { recursive: true });
    cpSync(COMPAT_APP, join(dir, 'compat-app'), { recursive: true });
  });
  project.provide('packedProject', installed);
  return () => rmSync(installed.dir, { recursive: true, force: true });
}
