/**
 * Reads a package's CHANGELOG.md, written in the form of Keep a Changelog: `## [version] - date`
 * headings (or `## [Unreleased]`), each with `### Added` / `### Changed` / `### Deprecated` /
 * `### Removed` lists. Anything else under a release is refused, so a typo in a heading fails the
 * build instead of hiding entries.
 */

export const PACKAGE_CHANGE_GROUPS = ['added', 'changed', 'deprecated', 'removed'] as const;
export type PackageChangeGroup = (typeof PACKAGE_CHANGE_GROUPS)[number];

export interface PackageRelease {
  /** null for the changes not released yet. */
  version: string | null;
  /** `YYYY-MM-DD`; null while unreleased. */
  date: string | null;
  groups: Record<PackageChangeGroup, string[]>;
}

const RELEASE = /^## \[(?<version>[^\]]+)\](?: - (?<date>\d{4}-\d{2}-\d{2}))?\s*$/;
const GROUP = /^### (?<name>\w+)\s*$/;

export function parseKeepAChangelog(text: string, file = 'CHANGELOG.md'): PackageRelease[] {
  const releases: PackageRelease[] = [];
  let release: PackageRelease | undefined;
  let group: PackageChangeGroup | undefined;
  text.split('\n').forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    const r = RELEASE.exec(line);
    if (r?.groups) {
      const unreleased = r.groups.version!.toLowerCase() === 'unreleased';
      if (!unreleased && !r.groups.date) throw new Error(`${where}: a release heading needs its date: "## [${r.groups.version}] - YYYY-MM-DD"`);
      release = { version: unreleased ? null : r.groups.version!, date: unreleased ? null : r.groups.date!, groups: { added: [], changed: [], deprecated: [], removed: [] } };
      releases.push(release);
      group = undefined;
      return;
    }
    if (line.startsWith('## ')) throw new Error(`${where}: a release heading is "## [version] - YYYY-MM-DD" or "## [Unreleased]"`);
    if (!release) return; // The file's title and introduction.
    const g = GROUP.exec(line);
    if (g?.groups) {
      const name = g.groups.name!.toLowerCase();
      if (!(PACKAGE_CHANGE_GROUPS as readonly string[]).includes(name)) throw new Error(`${where}: "${line}" is none of Added, Changed, Deprecated, Removed`);
      group = name as PackageChangeGroup;
      return;
    }
    if (line.startsWith('- ')) {
      if (!group) throw new Error(`${where}: an entry before any of ### Added, Changed, Deprecated, Removed`);
      release.groups[group].push(line.slice(2).trim());
    } else if (/^\s+\S/.test(line) && group && release.groups[group].length > 0) {
      // A long entry continued on the next line.
      const list = release.groups[group];
      list[list.length - 1] += ` ${line.trim()}`;
    } else if (line.trim() !== '') throw new Error(`${where}: only "- " entries belong under a release`);
  });
  return releases;
}
