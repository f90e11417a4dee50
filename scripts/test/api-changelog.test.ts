import { describe, expect, it } from 'vitest';
import { apiChangelog } from '../api-changelog.js';

/** A contract at a version with the given operations (path → summary) and `State` values. */
function contract(version: string, ops: Record<string, string>, states: string[]) {
  return {
    openapi: '3.1.0',
    info: { title: 't', version },
    paths: Object.fromEntries(
      Object.entries(ops).map(([path, summary]) => [
        path,
        { get: { operationId: `get${path.replace(/\W/g, '')}`, summary, responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/State' } } } } } } },
      ]),
    ),
    components: { schemas: { State: { type: 'string', enum: states } } },
  };
}
const release = (version: string, date: string) => ({ version, date, file: `${version}.json` });

describe('apiChangelog', () => {
  const v1 = contract('1.0.0', { '/a': 'Get a' }, ['pending', 'done', 'failed']);
  const v2 = contract('2.0.0', { '/a': 'Get a' }, ['pending', 'done']);
  const releases = [
    { release: release('1.0.0', '2026-11-01'), contract: v1 },
    { release: release('2.0.0', '2026-12-01'), contract: v2 },
  ];

  it('has an entry per release, newest first, each diffed with the one before it; the first lists its operations', () => {
    const entries = apiChangelog(releases, v2);
    expect(entries.map((e) => `${e.version} ${e.date}`)).toEqual(['2.0.0 2026-12-01', '1.0.0 2026-11-01']);
    expect(entries[0]!.summary).toBe('1 change since 1.0.0, 1 of them breaking.');
    expect(entries[0]!.groups.removed).toEqual([{ subject: 'State', kind: 'schema', message: '`State`: enum value `failed` removed.', breaking: true }]);
    expect(entries[1]!.summary).toBe('The first release of the contract: 1 operation and 0 webhook events.');
    expect(entries[1]!.groups.added.map((c) => c.message)).toEqual(['Operation `GET /a` added: Get a.']);
  });

  it("puts the working contract's changes since the last release on top, not yet dated", () => {
    const working = contract('2.0.0', { '/a': 'Get a', '/b': 'Get b' }, ['pending', 'done', 'incomplete']);
    const [next] = apiChangelog(releases, working);
    expect(next).toMatchObject({ version: '2.0.0', date: null, breaking: 0, summary: '2 changes since 2.0.0, none breaking.' });
    expect(next!.groups.added.map((c) => c.message)).toEqual(['Operation `GET /b` added: Get b.', '`State`: enum value `incomplete` added.']);
  });
});
