import { parseKeyRing, type KeyRing } from './features/secrets/key-ring.js';

/** A setting in the environment the server cannot start with; the message names the variable and what it needs. */
export class ConfigError extends Error {}

/**
 * The one reader of environment variables: every setting is read through it, so each follows the
 * same rules (unset or empty means the default; anything unusable is a `ConfigError` naming the
 * variable, what it must be, and what it got).
 */
export class EnvReader {
  /**
   * `declared`: the names the reader may read (the server's: env-variables.ts); reading another
   * throws, so a new setting cannot be read before it is declared (and documented from there).
   */
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly declared?: (name: string) => boolean,
  ) {}

  /** The raw value; undefined when unset or empty. */
  text(name: string): string | undefined {
    if (this.declared && !this.declared(name)) throw new Error(`${name} is read but not declared: add it to server/src/env-variables.ts (then make docs-env)`);
    const raw = this.env[name];
    return raw === undefined || raw === '' ? undefined : raw;
  }

  /** Every variable whose name matches, with its (non-empty) value. */
  matching(pattern: RegExp): [name: string, value: string][] {
    const found = Object.entries(this.env).flatMap(([name, value]) => (pattern.test(name) && value ? [[name, value] as [string, string]] : []));
    for (const [name] of found) this.text(name);
    return found;
  }

  /**
   * A whole number from `min` to `max`; `means` completes "NAME must be …" in the error
   * (e.g. "a whole number of milliseconds").
   */
  integer(name: string, fallback: number, rule: { means: string; min?: number; max?: number }): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    const { min = 0, max = Number.MAX_SAFE_INTEGER } = rule;
    if (!Number.isSafeInteger(value) || value < min || value > max) throw this.error(name, rule.means, raw);
    return value;
  }

  /** `true` or `false`. */
  flag(name: string, fallback: boolean): boolean {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (raw !== 'true' && raw !== 'false') throw this.error(name, '"true" or "false"', raw);
    return raw === 'true';
  }

  /** One of `choices`. */
  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const raw = this.text(name) ?? fallback;
    if (!(choices as readonly string[]).includes(raw)) throw this.error(name, choices.map((c) => `"${c}"`).join(' or '), raw);
    return raw as T;
  }

  /**
   * A comma-separated list, each item trimmed, empty items dropped. An item `valid` refuses is an
   * error: `NAME must <must>, got "<item>"`.
   */
  list(name: string, rule?: { must: string; valid: (item: string) => boolean }): string[] {
    const items = (this.text(name) ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
    const refused = rule && items.find((item) => !rule.valid(item));
    if (rule && refused !== undefined) throw new ConfigError(`${name} must ${rule.must}, got "${refused}"`);
    return items;
  }

  /** An absolute http(s) URL, kept as written. */
  httpUrl(name: string, fallback: string): string {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (!isHttpUrl(raw)) throw this.error(name, 'an absolute http(s) URL', raw);
    return raw;
  }

  /** A key ring (`kid:key,kid:key,…`, the first current); undefined when unset. See `parseKeyRing`. */
  keyRing(name: string, rule: { bytes?: number } = {}): KeyRing | undefined {
    const parsed = parseKeyRing(this.text(name), rule);
    if ('problem' in parsed) throw new ConfigError(`${name}: ${parsed.problem}`);
    return parsed.ring;
  }

  /** The error for a value that breaks its rule: `NAME must be <means>, got "<raw>"`. */
  error(name: string, means: string, raw: string): ConfigError {
    return new ConfigError(`${name} must be ${means}, got "${raw}"`);
  }
}

export function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
