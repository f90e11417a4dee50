import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumentedExports } from '../check-tsdoc.js';

describe('TSDoc lint (scripts/check-tsdoc.ts)', () => {
  it('names each public export without a comment, through re-exports, and passes documented ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsdoc-lint-'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true }, include: ['*.ts'] }));
    writeFileSync(join(dir, 'inner.ts'), ['/** Documented. */', 'export const documented = 1;', 'export const bare = 2;', 'export function alsoBare(): void {}', '/** A documented class. */', 'export class Documented {}', ''].join('\n'));
    writeFileSync(join(dir, 'index.ts'), ["export { documented, bare, alsoBare, Documented } from './inner.js';", '/** Published as is. */', "export { bare as renamed } from './inner.js';", ''].join('\n'));
    const missing = undocumentedExports(join(dir, 'tsconfig.json'), [join(dir, 'index.ts')]);
    expect(missing.map((m) => m.split(': ')[1]).sort()).toEqual(['alsoBare', 'bare']);
  }, 60_000);
});
