import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The latest modification time under a file or folder (0 when missing). */
export function latestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => latestChange(join(path, name))));
}

/**
 * True when `built` (a file a build writes near its end) is missing or older than any of `sources`
 * (paths under `root`): the tests rebuild then, and otherwise serve the build `make` already made.
 */
export function isStale(root: string, built: string, sources: string[]): boolean {
  const at = latestChange(built);
  return at === 0 || sources.some((source) => latestChange(join(root, source)) > at);
}
