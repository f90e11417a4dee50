/**
 * The API part of the Changelog page, made by `make generate` from the contract's history: one entry
 * per release in spec/released/ (each diffed with the release before it) and, when the working
 * contract differs from the last release, an unreleased entry on top. Newest first.
 */
import { diffContracts, type ChangeGroup, type ContractChange } from './contract-diff.js';
import type { Release } from './released-contracts.js';

export const CHANGE_GROUPS: readonly ChangeGroup[] = ['added', 'changed', 'deprecated', 'removed'];

export interface ApiChangelogEntry {
  version: string;
  /** `YYYY-MM-DD`, or null while unreleased. */
  date: string | null;
  commit: string | null;
  /** One sentence: what this release is, how many changes, how many breaking. */
  summary: string;
  breaking: number;
  groups: Record<ChangeGroup, { subject: string; kind: ContractChange['kind']; message: string; breaking: boolean }[]>;
}

type Contract = Record<string, unknown>;
const KIND_ORDER: ContractChange['kind'][] = ['operation', 'webhook', 'schema'];
const versionOf = (c: Contract) => String((c.info as { version?: string } | undefined)?.version);

function entry(version: string, date: string | null, commit: string | null, changes: ContractChange[], summary: string): ApiChangelogEntry {
  const groups = Object.fromEntries(CHANGE_GROUPS.map((g) => [g, [] as ApiChangelogEntry['groups'][ChangeGroup]])) as ApiChangelogEntry['groups'];
  const seen = new Set<string>();
  const sorted = changes.map((c, i) => ({ c, i })).sort((x, y) => KIND_ORDER.indexOf(x.c.kind) - KIND_ORDER.indexOf(y.c.kind) || x.i - y.i);
  for (const { c } of sorted) {
    if (seen.has(c.message)) continue;
    seen.add(c.message);
    groups[c.group].push({ subject: c.subject, kind: c.kind, message: c.message, breaking: c.breaking });
  }
  return { version, date, commit, summary, breaking: changes.filter((c) => c.breaking).length, groups };
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function changeSummary(changes: ContractChange[], since: string): string {
  const breaking = changes.filter((c) => c.breaking).length;
  return `${count(changes.length, 'change')} since ${since}${breaking > 0 ? `, ${breaking} of them breaking` : ', none breaking'}.`;
}

/** Every release of the API, newest first, with the working contract's changes on top when it has any. */
export function apiChangelog(releases: readonly { release: Release; contract: Contract }[], working: Contract): ApiChangelogEntry[] {
  const entries: ApiChangelogEntry[] = [];
  releases.forEach(({ release, contract }, i) => {
    const previous = releases[i - 1];
    if (!previous) {
      // The first release added everything: its entry lists the operations and events, not every schema.
      const changes = diffContracts({}, contract).filter((c) => c.kind !== 'schema');
      const ops = changes.filter((c) => c.kind === 'operation').length;
      const hooks = changes.filter((c) => c.kind === 'webhook').length;
      entries.push(entry(release.version, release.date, release.commit ?? null, changes, `The first release of the contract: ${count(ops, 'operation')} and ${count(hooks, 'webhook event')}.`));
      return;
    }
    const changes = diffContracts(previous.contract, contract);
    entries.push(entry(release.version, release.date, release.commit ?? null, changes, changeSummary(changes, previous.release.version)));
  });
  const last = releases.at(-1);
  if (last) {
    const changes = diffContracts(last.contract, working);
    if (changes.length > 0) entries.push(entry(versionOf(working), null, null, changes, changeSummary(changes, last.release.version)));
  }
  return entries.reverse();
}

/** The changelog as a module of generated/ (`@emoney/api-types/changelog`). */
export function changelogModule(entries: ApiChangelogEntry[], notice: string): { js: string; dts: string } {
  const doc = '/** Every release of the API, newest first (spec/released/ and the working contract, diffed by scripts/contract-diff.ts). */';
  const js = `// ${notice}\n${doc}\nexport const API_CHANGELOG = ${JSON.stringify(entries, null, 2)};\n`;
  const dts =
    `// ${notice}\n` +
    `export type ChangeGroup = 'added' | 'changed' | 'deprecated' | 'removed';\n` +
    `export interface ApiChange {\n  subject: string;\n  kind: 'operation' | 'webhook' | 'schema';\n  /** One sentence; names in backticks. */\n  message: string;\n  breaking: boolean;\n}\n` +
    `export interface ApiChangelogEntry {\n  version: string;\n  /** YYYY-MM-DD, or null while unreleased. */\n  date: string | null;\n  commit: string | null;\n  summary: string;\n  breaking: number;\n  groups: Record<ChangeGroup, readonly ApiChange[]>;\n}\n` +
    `${doc}\nexport declare const API_CHANGELOG: readonly ApiChangelogEntry[];\n`;
  return { js, dts };
}
