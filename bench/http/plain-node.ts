import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * A bench child's TypeScript as plain JavaScript, so it runs under `node` as production does: under
 * tsx, Node 20 runs the loader's hooks in a thread of their own, which would count in the server's
 * RSS. Types are dropped, nothing is checked (`make typecheck` does that). The file is written
 * beside its source (`*.compiled.mjs`, git-ignored), so its imports resolve as the source's do; the
 * bench's own modules it imports (`./x.js`, still imported once types are gone) are compiled the
 * same way and imported as `./x.compiled.mjs`.
 */
export function plainNodeScript(source: URL): string {
  const path = fileURLToPath(source);
  const { outputText } = ts.transpileModule(readFileSync(path, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: path,
  });
  const out = path.replace(/\.ts$/, '.compiled.mjs');
  const relinked = outputText.replace(/(from\s+['"])(\.\.?\/[^'"]+)\.js(['"])/g, (_, before: string, module: string, after: string) => {
    plainNodeScript(new URL(`${module}.ts`, source));
    return `${before}${module}.compiled.mjs${after}`;
  });
  writeFileSync(out, relinked);
  return out;
}
