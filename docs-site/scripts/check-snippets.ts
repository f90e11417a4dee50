// `make check-docs-snippets`: every ```ts block of the guides is compiled against the SDK's source, and
// every ```json block that names a schema (```json schema=Name) validates against the contract's schema.
// The runnable blocks of a guide (```ts runnable) compile together as the one Node module they make
// (docs-site/test/runnable-guides.test.ts runs it). A block kept in a file a test runs (```ts
// source=path#region) must equal that region of the file. The API reference's SDK samples
// (`x-codeSamples` of generated/openapi.json) compile the same way.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks, guideLineOf, isRunnable, regionOf, runnableModule, sourceOf } from './codeBlocks.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guides = join(root, 'docs-site/src/guides');
const out = join(root, 'docs-site/.snippets');
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'runnable'), { recursive: true });

const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { operationId?: string; 'x-codeSamples'?: { lang: string; source: string }[] }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'contract', components: spec.components });

const failures: string[] = [];
let tsCount = 0;
let jsonCount = 0;
let runnableCount = 0;
let keptCount = 0;
for (const file of readdirSync(guides).filter((f) => f.endsWith('.mdx'))) {
  const blocks = codeBlocks(readFileSync(join(guides, file), 'utf8'));
  const runnable = blocks.filter(isRunnable);
  if (runnable.length > 0) {
    runnableCount += runnable.length;
    writeFileSync(join(out, 'runnable', `${file.replace('.mdx', '')}.ts`), runnableModule(file, runnable));
  }
  for (const block of blocks) {
    const { lang, meta, code, line } = block;
    const source = sourceOf(block);
    if (source) {
      // Compiled with the file it is kept in (its workspace's tsc), not alone.
      keptCount++;
      const kept = regionOf(readFileSync(join(root, source.path), 'utf8'), source.region);
      if (kept === undefined) failures.push(`${file}:${line}: no region ${source.region} in ${source.path}`);
      else if (kept !== code) failures.push(`${file}:${line}: differs from the region ${source.region} of ${source.path} (copy the region into the guide)`);
    } else if ((lang === 'ts' || lang === 'tsx') && !runnable.some((b) => b.line === line)) {
      tsCount++;
      writeFileSync(join(out, `${file.replace('.mdx', '')}-${line}.${lang}`), `// ${file}:${line}\n${code}\nexport {};\n`);
    } else if (lang === 'json') {
      const schema = /schema=(\w+)/.exec(meta)?.[1];
      if (!schema) continue;
      jsonCount++;
      const validate = ajv.getSchema(`contract#/components/schemas/${schema}`);
      if (!validate) {
        failures.push(`${file}:${line}: no schema ${schema} in the contract`);
        continue;
      }
      if (!validate(JSON.parse(code))) failures.push(`${file}:${line}: not a valid ${schema}: ${ajv.errorsText(validate.errors)}`);
    }
  }
}
let sampleCount = 0;
for (const item of Object.values(spec.paths)) {
  for (const op of Object.values(item)) {
    if (typeof op !== 'object' || !op.operationId) continue;
    const samples = (op['x-codeSamples'] ?? []).filter((s) => s.lang === 'TypeScript');
    if (samples.length === 0) failures.push(`generated/openapi.json: ${op.operationId} has no SDK code sample (run make generate)`);
    for (const [i, sample] of samples.entries()) {
      sampleCount++;
      writeFileSync(join(out, `api-${op.operationId}-${i}.ts`), `// x-codeSamples of ${op.operationId}\n${sample.source}\nexport {};\n`);
    }
  }
}
// ```tsx blocks are React pages: they compile with the React provider's source and React's JSX.
const compilerOptions = {
  noEmit: true,
  rootDir: '../..',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: [] as string[],
  jsx: 'react-jsx',
  paths: { '@emoney/sdk': ['../../sdk/src/index.ts'], '@emoney/sdk/server': ['../../sdk/src/server/index.ts'], '@emoney/react-provider': ['../../react-provider/src/index.ts'] },
  noUnusedLocals: false,
};
writeFileSync(join(out, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions, include: ['*.ts', '*.tsx'] }));
// Runnable guides are Node programs: they compile with Node's types (the other blocks without).
writeFileSync(
  join(out, 'runnable', 'tsconfig.json'),
  JSON.stringify({ extends: '../../../tsconfig.base.json', compilerOptions: { ...compilerOptions, rootDir: '../../..', types: ['node'], paths: { '@emoney/sdk': ['../../../sdk/src/index.ts'], '@emoney/sdk/server': ['../../../sdk/src/server/index.ts'], '@emoney/react-provider': ['../../../react-provider/src/index.ts'] } }, include: ['*.ts'] }),
);
for (const project of [out, join(out, 'runnable')]) {
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(project, 'tsconfig.json')], { stdio: 'pipe' });
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error);
    // An error in a runnable guide's module also names the guide's own line.
    const located = output.replace(/^(\S*runnable\/([\w-]+)\.ts)\((\d+),\d+\)/gm, (whole, _path: string, name: string, line: string) => {
      const at = guideLineOf(readFileSync(join(out, 'runnable', `${name}.ts`), 'utf8'), Number(line));
      return at ? `${whole} [${at}]` : whole;
    });
    failures.push(`TypeScript in the guides or the API reference's samples does not compile against the SDK:\n${located}`);
  }
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
console.log(`guides: ${tsCount} TypeScript blocks and ${runnableCount} runnable ones (as one program per guide) compile against the SDK, ${keptCount} equal the tested files they are kept in, ${jsonCount} JSON examples match their schemas; API reference: ${sampleCount} SDK samples compile`);
