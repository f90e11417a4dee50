import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../scripts/contract-version.js';
import { parseKeepAChangelog } from './parseKeepAChangelog.js';

const repo = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');

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
  for (const folder of ['sdk', 'react-provider', 'server']) {
    it(`${folder}/CHANGELOG.md: its newest release is package.json's version, releases dated and in order`, () => {
      const releases = parseKeepAChangelog(read(`${folder}/CHANGELOG.md`), `${folder}/CHANGELOG.md`).filter((r) => r.version !== null);
      const version = (JSON.parse(read(`${folder}/package.json`)) as { version: string }).version;
      expect(releases[0]?.version).toBe(version);
      for (let i = 1; i < releases.length; i++) {
        expect(compareVersions(releases[i - 1]!.version!, releases[i]!.version!)).toBeGreaterThan(0);
        expect(releases[i - 1]!.date! >= releases[i]!.date!).toBe(true);
      }
      for (const r of releases) expect(Object.values(r.groups).flat().length, `${r.version} lists its changes`).toBeGreaterThan(0);
    });
  }
});
