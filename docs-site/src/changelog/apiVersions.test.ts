import { describe, expect, it } from 'vitest';
import { API_CHANGELOG, type ApiChangelogEntry } from '@emoney/api-types/changelog';
import { API_VERSION } from '@emoney/api-types/contract';
import { apiVersionsOf } from './apiVersions.js';

const entry = (version: string, date: string | null, added = 1): ApiChangelogEntry => ({
  version,
  date,
  commit: date === null ? null : 'abc1234',
  summary: '',
  breaking: 0,
  groups: { added: Array.from({ length: added }, () => ({ subject: 'x', kind: 'schema' as const, message: 'm', breaking: false })), changed: [], deprecated: [], removed: [] },
});

describe('the API versions of the version menu', () => {
  it('offers the latest release, leading to its Changelog section, and the next, leading to the reference', () => {
    expect(apiVersionsOf([entry('2.1.0-beta', null, 9), entry('2.1.0-beta', '2026-12-02'), entry('2.0.0-beta', '2026-12-01')])).toEqual([
      { version: '2.1.0-beta', label: 'v2.1.0-beta (released)', detail: 'Released on 2026-12-02: its changes in the Changelog.', to: 'changelog#api-210-beta-2026-12-02', released: true },
      { version: '2.1.0-beta', label: 'next', detail: '9 changes not released yet: the API reference documents them.', to: 'docs/api', released: false },
    ]);
  });

  it('names the next version when the contract raised it already', () => {
    expect(apiVersionsOf([entry('2.2.0-beta', null, 1), entry('2.1.0-beta', '2026-12-02')]).map((v) => v.label)).toEqual(['v2.1.0-beta (released)', 'v2.2.0-beta (next)']);
  });

  it('offers only the release when nothing is waiting (the menu then hides)', () => {
    expect(apiVersionsOf([entry('2.1.0-beta', null, 0), entry('2.1.0-beta', '2026-12-02')]).map((v) => v.label)).toEqual(['v2.1.0-beta (released)']);
  });

  it('follows the generated changelog: the released version is the last in spec/released/, the contract is the next', () => {
    const versions = apiVersionsOf(API_CHANGELOG);
    expect(versions[0]?.released).toBe(true);
    expect(versions.at(-1)?.version).toBe(API_VERSION);
  });
});
