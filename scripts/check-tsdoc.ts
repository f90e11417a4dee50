// `make lint`: every public export of the published packages carries a TSDoc comment,
// and so does every property of an exported interface or object type (options and parameters),
// since the SDK and React references are made from them (an export without one shows an empty
// Description). Reads each package's entry points with the TypeScript compiler; exits 1 listing
// every export without a comment.
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The entry points the references are made from (each package's typedoc.json). */
const PACKAGES = [
  { tsconfig: 'sdk/tsconfig.json', entries: ['sdk/src/index.ts', 'sdk/src/server/index.ts'] },
  { tsconfig: 'react-provider/tsconfig.json', entries: ['react-provider/src/index.ts'] },
];

/** The exports of `entries` that have no documentation comment, as `file: name`. */
export function undocumentedExports(tsconfig: string, entries: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const program = ts.createProgram({ rootNames: entries.map((e) => resolve(root, e)), options: config.options });
  const checker = program.getTypeChecker();
  const missing: string[] = [];
  for (const entry of entries) {
    const file = program.getSourceFile(resolve(root, entry));
    const module = file && checker.getSymbolAtLocation(file);
    if (!module) continue; // an entry point that does not exist in this checkout
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = symbol.declarations ?? [];
      // Documented where it is declared (a JSDoc block on the declaration or its statement).
      // Or, for a re-export of generated code, on the `export { … }` statement that publishes it.
      const reexports: ts.Node[] = [];
      for (let alias: ts.Symbol | undefined = exported; alias && alias.flags & ts.SymbolFlags.Alias; alias = checker.getImmediateAliasedSymbol(alias)) {
        for (const d of alias.declarations ?? []) if (ts.isExportSpecifier(d)) reexports.push(d.parent.parent);
      }
      const documented =
        symbol.getDocumentationComment(checker).length > 0 ||
        declarations.some((d) => ts.getJSDocCommentsAndTags(d).length > 0 || (ts.isVariableDeclaration(d) && ts.getJSDocCommentsAndTags(d.parent.parent).length > 0)) ||
        reexports.some((d) => ts.getJSDocCommentsAndTags(d).length > 0);
      if (!documented) {
        const where = declarations[0] ? relative(root, declarations[0].getSourceFile().fileName) : entry;
        missing.push(`${where}: ${exported.getName()}`);
      }
      // The properties of an exported interface or object type (options, parameters): each is a
      // row of its page's table and of the parameter tables that expand it.
      for (const d of declarations) {
        if (d.getSourceFile().fileName.includes('/generated/')) continue;
        const members = ts.isInterfaceDeclaration(d) ? d.members : ts.isTypeAliasDeclaration(d) && ts.isTypeLiteralNode(d.type) ? d.type.members : undefined;
        for (const member of members ?? []) {
          if (!(ts.isPropertySignature(member) || ts.isMethodSignature(member)) || ts.getJSDocCommentsAndTags(member).length > 0) continue;
          missing.push(`${relative(root, d.getSourceFile().fileName)}: ${exported.getName()}.${member.name.getText()}`);
        }
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = PACKAGES.flatMap((p) => undocumentedExports(p.tsconfig, p.entries));
  if (missing.length > 0) {
    console.error(`Public exports without a TSDoc comment (${missing.length}); the references show them with no description:`);
    for (const m of missing) console.error(`  ${m}`);
    process.exit(1);
  }
  console.log(`TSDoc: every public export of ${PACKAGES.map((p) => p.entries.join(', ')).join('; ')} is documented`);
}
