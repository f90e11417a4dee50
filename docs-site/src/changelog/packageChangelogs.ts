/**
 * The packages the Changelog page lists, each with the version in its package.json and the
 * releases of its CHANGELOG.md, read when the site is built.
 */
import reactChangelog from '../../../react-provider/CHANGELOG.md?raw';
import reactPackage from '../../../react-provider/package.json' with { type: 'json' };
import sdkChangelog from '../../../sdk/CHANGELOG.md?raw';
import sdkPackage from '../../../sdk/package.json' with { type: 'json' };
import serverChangelog from '../../../server/CHANGELOG.md?raw';
import serverPackage from '../../../server/package.json' with { type: 'json' };
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

const entry = (folder: string, pkg: { name: string; version: string }, about: string, text: string): PackageChangelog => ({
  name: pkg.name,
  folder,
  version: pkg.version,
  about,
  // An Unreleased heading with nothing under it is a placeholder, not a release.
  releases: parseKeepAChangelog(text, `${folder}/CHANGELOG.md`).filter((r) => r.version !== null || Object.values(r.groups).some((g) => g.length > 0)),
});

export const packageChangelogs: readonly PackageChangelog[] = [
  entry('sdk', sdkPackage, 'The JavaScript SDK.', sdkChangelog),
  entry('react-provider', reactPackage, 'The React provider.', reactChangelog),
  entry('server', serverPackage, 'The self-hostable platform: the API server with its sandbox, the hosted screens and the dashboard.', serverChangelog),
];
