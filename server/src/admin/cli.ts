import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { AppContext } from '../app-context.js';
import { startServices, type Services } from '../bootstrap.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { DomainError, InvalidInput, NotFound, Conflict } from '../domain/errors.js';
import { createLogger } from '../logger.js';
import { ADMIN_COMMANDS } from './commands.js';
import { UsageError, type AdminSession, type Command, type CommandInput } from './command.js';
import { adminHelp, commandHelp, groupHelp } from './help.js';

export interface AdminIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

/** `emoney admin …`: runs one command; answers the exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const wantsJson = argv.includes('--json');
  let services: Services | undefined;
  let label = 'emoney admin';
  try {
    const [top, group, name, ...rest] = argv;
    if (top === undefined || top === '--help' || top === '-h' || top === 'help') return help(io, adminHelp(ADMIN_COMMANDS), top === undefined);
    if (top !== 'admin') throw new UsageError(`unknown command "${top}" (the commands are under "emoney admin")`);
    if (group === undefined || group === '--help' || group === '-h') return help(io, adminHelp(ADMIN_COMMANDS), group === undefined);
    const inGroup = ADMIN_COMMANDS.filter((c) => c.group === group);
    if (inGroup.length === 0) throw new UsageError(`unknown group "${group}"; the groups are ${[...new Set(ADMIN_COMMANDS.map((c) => c.group))].join(', ')}`);
    label = `emoney admin ${group}`;
    if (name === undefined || name === '--help' || name === '-h') return help(io, groupHelp(group, inGroup), name === undefined);
    const command = inGroup.find((c) => c.name === name);
    if (!command) throw new UsageError(`unknown command "${name}"; the commands of ${group} are ${inGroup.map((c) => c.name).join(', ')}`);
    label = `emoney admin ${group} ${name}`;
    const input = parseInput(command, rest);
    if (input.options.help) {
      io.stdout(`${commandHelp(command)}\n`);
      return 0;
    }
    const config = loadConfig(io.env);
    const session = adminSession(config, io.env, (opened) => (services = opened));
    const result = await command.run(input, session);
    io.stdout(wantsJson ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.human}\n`);
    return 0;
  } catch (err) {
    const { code, message, exit } = describe(err);
    const hint = err instanceof UsageError ? `\nRun \`${label} --help\` for usage.` : '';
    io.stderr(`${label}: ${message}${hint}\n`);
    if (wantsJson) io.stdout(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`);
    if (exit === 1 && code === 'internal' && io.env.LOG_LEVEL === 'debug') io.stderr(`${(err as Error).stack ?? ''}\n`);
    return exit;
  } finally {
    if (services) {
      services.ctx.signingKey.close?.();
      await services.database.close();
    }
  }
}

/** Help asked for goes to stdout (exit 0); help instead of a missing command goes to stderr (exit 2). */
function help(io: AdminIo, text: string, missing: boolean): number {
  (missing ? io.stderr : io.stdout)(`${text}\n`);
  return missing ? 2 : 0;
}

function parseInput(command: Command, args: string[]): CommandInput {
  const options = Object.fromEntries(Object.entries(command.options).map(([name, spec]) => [name, { type: spec.type, multiple: spec.multiple ?? false }]));
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (err) {
    // parseArgs explains unknown options and missing values; its error carries no stack worth showing.
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
  const input: CommandInput = { options: parsed.values as CommandInput['options'], positionals: parsed.positionals };
  if (input.options.help) return input;
  const expected = command.positionals ?? [];
  if (input.positionals.length < expected.length) throw new UsageError(`missing <${expected[input.positionals.length]!.name}>`);
  if (input.positionals.length > expected.length) throw new UsageError(`unexpected argument "${input.positionals[expected.length]}"`);
  for (const [name, spec] of Object.entries(command.options)) {
    const value = input.options[name];
    if (spec.required && (value === undefined || (Array.isArray(value) && value.length === 0))) throw new UsageError(`--${name} is required`);
    const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    const wrong = spec.choices && values.find((v) => !spec.choices!.includes(v));
    if (wrong) throw new UsageError(`--${name} must be one of ${spec.choices!.join(', ')}, got "${wrong}"`);
    if (values.some((v) => v.trim() === '')) throw new UsageError(`--${name} must not be empty`);
  }
  return input;
}

/** The server's own start-up (migrations, keys), logging warnings to stderr so stdout stays the command's answer. */
function adminSession(config: Config, env: NodeJS.ProcessEnv, opened: (services: Services) => void): AdminSession {
  let services: Promise<Services> | undefined;
  let resealed = 0;
  return {
    config,
    context: async (): Promise<AppContext> => {
      // Without either, the server would run on a database in memory: nothing to operate on.
      if (!config.databaseUrl && !config.dataDir) throw new ConfigError('no database to operate on: set DATABASE_URL, or EMONEY_DATA_DIR for the embedded one (`make admin` uses .data)');
      // The chains belong to the running server (their ports, their state files): the CLI never starts them.
      services ??= startServices({ ...config, localChains: { ...config.localChains, chains: [] } }, createLogger(env.LOG_LEVEL ?? 'warn', 'json', pino.destination(2))).then((s) => {
        opened(s);
        resealed = s.resealed;
        return s;
      });
      return (await services).ctx;
    },
    resealedOnOpen: () => resealed,
  };
}

function describe(err: unknown): { code: string; message: string; exit: number } {
  if (err instanceof UsageError) return { code: 'usage', message: err.message, exit: 2 };
  if (err instanceof InvalidInput) {
    const fields = err.fields ? Object.entries(err.fields).map(([field, problem]) => `${field} ${problem}`) : [];
    return { code: 'invalid_input', message: fields.length > 1 ? `${err.message} (${fields.join('; ')})` : err.message, exit: 2 };
  }
  if (err instanceof NotFound) return { code: 'not_found', message: err.message, exit: 1 };
  if (err instanceof Conflict) return { code: 'conflict', message: err.message, exit: 1 };
  if (err instanceof DomainError) return { code: 'refused', message: err.message, exit: 1 };
  if (err instanceof ConfigError) return { code: 'configuration', message: `configuration error: ${err.message}`, exit: 1 };
  if (err instanceof DataDirLockedError) return { code: 'database_locked', message: err.message, exit: 1 };
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'internal', message: `failed: ${message}`, exit: 1 };
}
