import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { isUuid } from '../domain/uuid.js';
import { NotFound } from '../domain/errors.js';
import type { App } from '../features/credentials/apps.repository.js';

/** Bad command-line input (unknown command or option, a missing or malformed value): exit code 2 and the command's usage. */
export class UsageError extends Error {}

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** May be given more than once (its values are a list). */
  multiple?: boolean;
  required?: boolean;
  /** The value's name in the help, e.g. `<url>`. */
  value?: string;
  /** The values allowed. */
  choices?: readonly string[];
  description: string;
}

/** What a command may use: the configuration at once, and the server's context (database open, migrated) when it asks. */
export interface AdminSession {
  config: Config;
  /** Opens the database as the server does (`DATABASE_URL`, else the embedded data folder), once. */
  context(): Promise<AppContext>;
  /** Webhook secrets sealed again with the current data key while opening (every start does it). */
  resealedOnOpen(): number;
}

export interface CommandInput {
  options: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** A command's answer: one JSON document for `--json`, lines for people otherwise. */
export interface CommandResult {
  json: unknown;
  human: string;
}

export interface Command {
  group: string;
  name: string;
  summary: string;
  /** Longer text for `--help`: what it does and what to know. */
  details?: string;
  options: Record<string, OptionSpec>;
  /** Required positional arguments, in order. */
  positionals?: { name: string; description: string }[];
  examples: string[];
  run(input: CommandInput, session: AdminSession): Promise<CommandResult>;
}

/** A string option's value (parseArgs typed it already). */
export function text(input: CommandInput, name: string): string | undefined {
  const value = input.options[name];
  return typeof value === 'string' ? value : undefined;
}

export function list(input: CommandInput, name: string): string[] {
  const value = input.options[name];
  return Array.isArray(value) ? value : [];
}

/** A UUID option (ids and client ids), lower-cased; a usage error otherwise. */
export function uuid(input: CommandInput, name: string): string | undefined {
  const value = text(input, name);
  if (value !== undefined && !isUuid(value)) throw new UsageError(`--${name} must be a UUID, got "${value}"`);
  return value?.toLowerCase();
}

/** An app by its client id or its id. */
export async function findApp(db: Database, ref: string): Promise<App> {
  if (!isUuid(ref)) throw new UsageError(`an app is named by its client id (a UUID), got "${ref}"`);
  const id = ref.toLowerCase();
  const app = await db.selectFrom('apps').selectAll().where((eb) => eb.or([eb('client_id', '=', id), eb('id', '=', id)])).executeTakeFirst();
  if (!app) throw new NotFound(`No app has the client id ${ref}`);
  return app;
}

/** A person by user id or by email (their account, not a partner's record of it). */
export async function findUser(db: Database, ref: string): Promise<{ id: string; email: string }> {
  const query = db.selectFrom('users').select(['id', 'email']);
  const user = isUuid(ref)
    ? await query.where('id', '=', ref.toLowerCase()).executeTakeFirst()
    : await query.where('email', '=', ref.toLowerCase()).where('partner_scope', 'is', null).executeTakeFirst();
  if (!user) throw new NotFound(`No user has the ${isUuid(ref) ? 'id' : 'email'} ${ref}`);
  return user;
}

/** Rows as aligned columns, for people. */
export function table(rows: Record<string, string>[], empty: string): string {
  if (rows.length === 0) return empty;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\n');
}
