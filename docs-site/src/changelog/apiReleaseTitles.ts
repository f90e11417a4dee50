// The Changelog page's release titles (and so its section anchors), shared with the version menu
// that links to them.
import type { ApiChangelogEntry } from '@emoney/api-types/changelog';

export const releaseTitle = (product: string, version: string | null, date: string | null) =>
  `${product} ${version ?? ''}${date ? ` (${date})` : ' (not released yet)'}`.replace('  ', ' ');

/**
 * The title of the API entry at `index` of `changelog` (newest first). Changes not released yet
 * under the released version (it is raised when they are released) are the next release, not a
 * second one of that version.
 */
export function apiTitle(changelog: readonly ApiChangelogEntry[], index: number): string {
  const entry = changelog[index]!;
  const released = changelog[index + 1];
  if (entry.date === null && released && released.version === entry.version) return 'API next release (not released yet)';
  return releaseTitle('API', entry.version, entry.date);
}
