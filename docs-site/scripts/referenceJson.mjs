// @ts-check
/**
 * `make docs-json`: the SDK's and the React provider's references as TypeDoc JSON (sdk/docs/api.json,
 * react-provider/docs/api.json), each from its package's typedoc.json, in one process: the same
 * files, byte for byte, as `cd <package> && typedoc --options typedoc.json` wrote one at a time.
 *
 * Why one process: each `typedoc` loaded TypeDoc and TypeScript anew (about 0.7 s of CPU, 1.5 s
 * under tsx, hence plain JavaScript here), and each program parsed the same declaration files
 * (TypeScript's ES and DOM libraries, the SDK's sources and the contract's types, which the React
 * provider's program reads too). Here both programs share one compiler host that keeps every
 * parsed file, as TypeScript's own DocumentRegistry shares files between programs: a parsed and
 * bound file is the same for every program that parses it with the same settings (the key below).
 *
 * After the program, what TypeDoc's CLI runs: conversion, validation (its warnings), JSON output.
 * Its CPU time goes to docs-site/.reference-json-cpu.json for the docs build's budget (build.ts).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Application, PackageJsonReader, TSConfigReader, TypeDocReader } from 'typedoc';
import { resetReflectionID } from 'typedoc/models';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
/** The packages whose typedoc.json is run, in order. */
const PACKAGE_DIRS = ['sdk', 'react-provider'];
/** Where the run's CPU time is left for the docs build that reads these files (build.ts). */
export const REFERENCE_JSON_CPU_FILE = join(root, 'docs-site/.reference-json-cpu.json');

/** @type {Map<string, ts.SourceFile>} */
const parsed = new Map();

/**
 * A compiler host that parses each file once for every program of this process.
 * @param {ts.CompilerOptions} options
 */
function sharingHost(options) {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile || typeof languageVersionOrOptions !== 'object') return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    // What parsing and binding depend on: the file's target and module format, JSDoc parsing,
    // strictness, module detection, and for a .tsx or .jsx file the JSX setting.
    const { languageVersion, impliedNodeFormat, jsDocParsingMode } = languageVersionOrOptions;
    const key = [fileName, languageVersion, impliedNodeFormat, jsDocParsingMode, options.strict, options.alwaysStrict, options.moduleDetection, /\.[jt]sx$/.test(fileName) ? options.jsx : ''].join('\0');
    let file = parsed.get(key);
    if (!file) {
      file = parse(fileName, languageVersionOrOptions, onError);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * One package's reference; false when TypeDoc reported an error (its CLI's non-zero exit).
 * @param {string} dir
 */
async function writeReference(dir) {
  // typedoc.json's paths are relative to its package, as when the CLI runs there.
  process.chdir(join(root, dir));
  const app = await Application.bootstrapWithPlugins({}, [new TypeDocReader(), new PackageJsonReader(), new TSConfigReader()]);
  if (app.logger.hasErrors()) return false;
  const options = app.options.getCompilerOptions(app.logger);
  const program = ts.createProgram({ rootNames: app.options.getFileNames(), options, projectReferences: app.options.getProjectReferences(), host: sharingHost(options) });
  const entryPoints = app.options.getValue('entryPoints').map((path) => {
    const sourceFile = program.getSourceFile(resolve(path));
    if (!sourceFile) throw new Error(`${dir}/typedoc.json: the entry point ${path} is not in its tsconfig's program`);
    return { displayName: sourceFile.fileName, sourceFile, program };
  });
  await app.initializeRepositories(entryPoints);
  // Ids from 0 in each file, as in a process of its own (TypeDoc's counter is per process).
  resetReflectionID();
  const project = app.converter.convert(entryPoints);
  app.validate(project);
  if (app.logger.hasErrors()) return false;
  await app.generateOutputs(project);
  return !app.logger.hasErrors();
}

let ok = true;
for (const dir of PACKAGE_DIRS) ok = (await writeReference(dir)) && ok;
const cpu = process.cpuUsage();
writeFileSync(REFERENCE_JSON_CPU_FILE, `${JSON.stringify({ cpuMs: Math.round((cpu.user + cpu.system) / 1000), writtenAt: Date.now() })}\n`);
if (!ok) process.exitCode = 1;
