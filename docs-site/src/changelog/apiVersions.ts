// The API versions the version menu offers, from the generated changelog (spec/released/ and the
// working contract): the latest release, and the next one while the contract has changes not
// released yet. Each leads to what documents it: the release's Changelog section, or the API
// reference (which documents the working contract).
import type { ApiChangelogEntry } from '@emoney/api-types/changelog';
import { slug } from '../theme/slug.js';
import { apiTitle } from './apiReleaseTitles.js';

export interface ApiVersion {
  /** The contract's `info.version` it carries. */
  version: string;
  /** What the menu shows: "v2.1.0-beta (released)", "next". */
  label: string;
  /** A sentence under the label. */
  detail: string;
  /** The site route (with its #fragment) that documents it. */
  to: string;
  released: boolean;
}

const changeCount = (entry: ApiChangelogEntry) => Object.values(entry.groups).reduce((n, changes) => n + changes.length, 0);

export function apiVersionsOf(changelog: readonly ApiChangelogEntry[]): ApiVersion[] {
  const versions: ApiVersion[] = [];
  const releasedAt = changelog.findIndex((e) => e.date !== null);
  const released = changelog[releasedAt];
  if (released) {
    versions.push({
      version: released.version,
      label: `v${released.version} (released)`,
      detail: `Released on ${released.date}: its changes in the Changelog.`,
      to: `changelog#${slug(apiTitle(changelog, releasedAt))}`,
      released: true,
    });
  }
  const next = changelog[0];
  if (next && next.date === null && changeCount(next) > 0) {
    const changes = changeCount(next);
    const named = next.version === released?.version ? 'next' : `v${next.version} (next)`;
    versions.push({ version: next.version, label: named, detail: `${changes} ${changes === 1 ? 'change' : 'changes'} not released yet: the API reference documents them.`, to: 'docs/api', released: false });
  }
  return versions;
}
