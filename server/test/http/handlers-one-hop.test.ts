// Every operation is one hop from its operationId to the function that serves it: the registry in
// server/src/handlers.ts names it by its operationId, imports it from the feature's handler file
// that defines it (no barrel re-exporting it, no wrapper renaming it).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { operations as hostedOperations } from '@emoney/api-types/onboarding-operations';
import { operations as dashboardOperations } from '@emoney/api-types/dashboard-operations';
import { operations } from '@emoney/api-types/operations';
import { describe, expect, it } from 'vitest';
import { dashboardHandlers, handlers, hostedHandlers } from '../../src/handlers.js';

const REGISTRY = resolve(import.meta.dirname, '../../src/handlers.ts');
const source = readFileSync(REGISTRY, 'utf8');

/** name → the file it is imported from, for every named import of the registry. */
const importedFrom = new Map<string, string>();
for (const [, names, from] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
  for (const name of names!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) {
    importedFrom.set(name, resolve(dirname(REGISTRY), from!.replace(/\.js$/, '.ts')));
  }
}

/** Where an operation's handler is found, or what keeps it more than one hop away. */
function hop(operationId: string, registered: unknown): string {
  if (typeof registered !== 'function') return 'no handler';
  if (registered.name !== operationId) return `the handler is named ${registered.name}`;
  if (!new RegExp(`^\\s+${operationId},$`, 'm').test(source)) return 'not registered under its own name';
  const file = importedFrom.get(operationId);
  if (!file) return 'not imported by name';
  if (!/\/features\/[^/]+\/[^/]+\.handlers\.ts$/.test(file)) return `imported from ${file}, not a feature's handler file`;
  if (!new RegExp(`^export (?:const|async function|function) ${operationId}\\b`, 'm').test(readFileSync(file, 'utf8'))) {
    return `${file} does not define it`;
  }
  return 'one hop';
}

/** A tag as it starts a handler file's name: `Hosted onboarding` → `hosted`, `IBANs` → `ibans`. */
const tagSlug = (tag: string) => (tag === 'Hosted onboarding' ? 'hosted' : tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

/** Handler files whose name does not say the tag of every operation they serve, with why. */
function misnamed(list: readonly { operationId: string; tag: string }[]): string[] {
  const problems: string[] = [];
  const tagsByFile = new Map<string, Set<string>>();
  for (const { operationId, tag } of list) {
    const file = importedFrom.get(operationId);
    if (!file) continue; // the one-hop test names it
    const name = file.split('/').pop()!.replace(/\.handlers\.ts$/, '');
    const slug = tagSlug(tag);
    if (name !== slug && !name.startsWith(`${slug}-`)) problems.push(`${operationId} (${tag}) is served from ${name}.handlers.ts`);
    tagsByFile.set(file, (tagsByFile.get(file) ?? new Set()).add(tag));
  }
  for (const [file, tags] of tagsByFile) if (tags.size > 1) problems.push(`${file} serves several tags: ${[...tags].join(', ')}`);
  return problems;
}

describe('operation handlers', () => {
  it('keeps each tag in handler files named after it (`<tag>.handlers.ts` or `<tag>-<subject>.handlers.ts`)', () => {
    expect(misnamed([...operations, ...hostedOperations, ...dashboardOperations])).toEqual([]);
  });

  it('serves every public operation one hop from its operationId', () => {
    const far = operations.map((op) => [op.operationId, hop(op.operationId, (handlers as Record<string, unknown>)[op.operationId])]);
    expect(far.filter(([, where]) => where !== 'one hop')).toEqual([]);
  });

  it('serves every hosted onboarding operation one hop from its operationId', () => {
    const far = hostedOperations.map((op) => [op.operationId, hop(op.operationId, (hostedHandlers as Record<string, unknown>)[op.operationId])]);
    expect(far.filter(([, where]) => where !== 'one hop')).toEqual([]);
  });

  it('serves every dashboard operation one hop from its operationId', () => {
    const far = dashboardOperations.map((op) => [op.operationId, hop(op.operationId, (dashboardHandlers as Record<string, unknown>)[op.operationId])]);
    expect(far.filter(([, where]) => where !== 'one hop')).toEqual([]);
  });
});
