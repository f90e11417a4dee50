/**
 * The packages the Changelog page lists, each with the version in its package.json and the
 * releases of its CHANGELOG.md. Read from the repository when the site is built (changelogPlugin):
 * the site imports the result, not the packages' files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseKeepAChangelog, type PackageRelease } from './parseKeepAChangelog.js';

export interface PackageChangelog {
  name: string;
  /** The workspace folder: where its CHANGELOG.md and package.json are. */
  folder: string;
  /** The version its package.json has now. */
  version: string;
  /** What the package is, in a sentence. */
  about: string;
  /** Newest first; the unreleased changes (if any) on top. */
  releases: PackageRelease[];
}

/** The packages on the page, in its order. */
export const CHANGELOG_PACKAGES: readonly { folder: string; about: string }[] = [
  { folder: 'sdk', about: 'The JavaScript SDK.' },
  { folder: 'react-provider', about: 'The React provider.' },
  { folder: 'server', about: 'The self-hostable platform: the API server with its sandbox, the hosted screens and the dashboard.' },
];

/** Every listed package's changelog, read from the repository at `root`. */
export function readPackageChangelogs(root: string): PackageChangelog[] {
  return CHANGELOG_PACKAGES.map(({ folder, about }) => {
    const pkg = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { name: string; version: string };
    const releases = parseKeepAChangelog(readFileSync(join(root, folder, 'CHANGELOG.md'), 'utf8'), `${folder}/CHANGELOG.md`);
    // An Unreleased heading with nothing under it is a placeholder, not a release.
    const shown = releases.filter((r) => r.version !== null || Object.values(r.groups).some((g) => g.length > 0));
    return { name: pkg.name, folder, version: pkg.version, about, releases: shown };
  });
}
