import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_PACKAGES, readPackageChangelogs } from './packageChangelogs.js';
import { parseKeepAChangelog } from './parseKeepAChangelog.js';

const repo = join(fileURLToPath(import.meta.url), '../../../..');

describe('parseKeepAChangelog', () => {
  it('reads releases, their dates and their groups, continued lines included', () => {
    const text = [
      '# Changelog',
      '',
      'Intro text.',
      '',
      '## [Unreleased]',
      '',
      '### Added',
      '',
      '- `useCountries`.',
      '',
      '## [1.1.0] - 2026-12-03',
      '',
      '### Changed',
      '',
      '- A long entry',
      '  continued here.',
      '',
      '### Deprecated',
      '',
      '- `oldCall`.',
      '',
      '## [1.0.0] - 2026-11-22',
      '',
      '### Removed',
      '',
      '- Nothing, really.',
    ].join('\n');
    expect(parseKeepAChangelog(text)).toEqual([
      { version: null, date: null, groups: { added: ['`useCountries`.'], changed: [], deprecated: [], removed: [] } },
      { version: '1.1.0', date: '2026-12-03', groups: { added: [], changed: ['A long entry continued here.'], deprecated: ['`oldCall`.'], removed: [] } },
      { version: '1.0.0', date: '2026-11-22', groups: { added: [], changed: [], deprecated: [], removed: ['Nothing, really.'] } },
    ]);
  });

  it('refuses a release without a date, a group it does not know, stray text', () => {
    expect(() => parseKeepAChangelog('## [1.0.0]\n', 'x.md')).toThrow('x.md:1: a release heading needs its date');
    expect(() => parseKeepAChangelog('## [1.0.0] - 2026-11-22\n### Fixed\n')).toThrow('none of Added, Changed, Deprecated, Removed');
    expect(() => parseKeepAChangelog('## [1.0.0] - 2026-11-22\n### Added\nsome text\n')).toThrow('only "- " entries');
    expect(() => parseKeepAChangelog('## 1.0.0\n')).toThrow('release heading is');
  });

  // The Changelog page lists these packages; each file's newest release is the version the package has.
  const changelogs = readPackageChangelogs(repo);
  it('reads every listed package', () => {
    expect(changelogs.map((c) => c.folder)).toEqual(CHANGELOG_PACKAGES.map((p) => p.folder));
    expect(changelogs.map((c) => c.name)).toEqual(['@emoney/sdk', '@emoney/react-provider', '@emoney/server']);
  });
  for (const pkg of changelogs) {
    it(`${pkg.folder}/CHANGELOG.md: its newest release is package.json's version, releases dated and in order`, () => {
      const releases = pkg.releases.filter((r) => r.version !== null);
      expect(releases[0]?.version).toBe(pkg.version);
      const newestFirst = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });
      expect(releases.map((r) => r.version!)).toEqual(releases.map((r) => r.version!).sort(newestFirst));
      expect(releases.map((r) => r.date!)).toEqual(releases.map((r) => r.date!).sort().reverse());
      for (const r of releases) expect(Object.values(r.groups).flat().length, `${r.version} lists its changes`).toBeGreaterThan(0);
    });
  }
});
