/**
 * The released contracts in spec/released/: `index.json` lists every release of the API (version,
 * date, the commit it was taken from, oldest first) and each one's bundled contract is
 * `<version>.json` beside it, as generate.ts's `bundleSpec` made it (no code samples).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Release {
  version: string;
  /** The day it was released, `YYYY-MM-DD` (UTC). */
  date: string;
  /** The commit of spec/ it was taken from (short hash), when known. */
  commit?: string;
  /** The bundled contract's file name in spec/released/. */
  file: string;
}

export const RELEASED_DIR = 'spec/released';

/** The releases listed in spec/released/index.json, oldest first. */
export async function readReleases(root: string): Promise<Release[]> {
  const index = JSON.parse(await readFile(join(root, RELEASED_DIR, 'index.json'), 'utf8')) as { releases: Release[] };
  return index.releases;
}

/** A release's bundled contract. */
export async function readReleasedContract(root: string, release: Release): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(root, RELEASED_DIR, release.file), 'utf8')) as Record<string, unknown>;
}

/** The contract as last released, with its release. */
export async function latestRelease(root: string): Promise<{ release: Release; contract: Record<string, unknown> }> {
  const releases = await readReleases(root);
  const release = releases.at(-1);
  if (!release) throw new Error(`${RELEASED_DIR}/index.json lists no release`);
  return { release, contract: await readReleasedContract(root, release) };
}
