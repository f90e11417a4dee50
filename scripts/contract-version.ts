/**
 * The versioning rule of the contract's `info.version` (spec/README.md, "Versioning"), as code:
 * `make check-breaking` and `make release-contract` both ask it whether a version is raised enough.
 */

/** `MAJOR.MINOR.PATCH` with an optional pre-release tag (`2.0.0-beta`, `2.1.0-beta.1`). */
export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** The pre-release identifiers (`['beta', 1]`), empty for a final version. */
  pre: (string | number)[];
}

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

export function parseVersion(text: string): Version {
  const m = VERSION.exec(text);
  if (!m) throw new Error(`info.version ${JSON.stringify(text)} is not MAJOR.MINOR.PATCH[-pre-release] (spec/README.md, Versioning)`);
  const pre = m[4] ? m[4].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre };
}

/** Semantic-versioning precedence: negative when `a` comes before `b`. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  for (const k of ['major', 'minor', 'patch'] as const) if (x[k] !== y[k]) return x[k] - y[k];
  // A pre-release comes before its final version.
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i]!;
    const q = y.pre[i]!;
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return p - q;
    // Numeric identifiers come before alphanumeric ones.
    if (typeof p === 'number') return -1;
    if (typeof q === 'number') return 1;
    return p < q ? -1 : 1;
  }
  return x.pre.length - y.pre.length;
}

/** How far a version must move past the released one for a set of changes. */
export type Raise = 'none' | 'patch' | 'minor' | 'major';

/** The raise a set of changes needs: breaking → major, any other contract change → minor. */
export function requiredRaise(changes: readonly { breaking: boolean }[]): Raise {
  if (changes.some((c) => c.breaking)) return 'major';
  return changes.length > 0 ? 'minor' : 'none';
}

/** The raise from `released` to `working`: the highest part that grew ('none' when not later). */
export function raiseBetween(released: string, working: string): Raise {
  if (compareVersions(working, released) <= 0) return 'none';
  const r = parseVersion(released);
  const w = parseVersion(working);
  if (w.major > r.major) return 'major';
  if (w.minor > r.minor) return 'minor';
  // Same MAJOR.MINOR: a later patch, or the same numbers with a later (or no) pre-release tag.
  return 'patch';
}

const ORDER: Raise[] = ['none', 'patch', 'minor', 'major'];

/** Whether `got` covers `needed`. */
export function raiseCovers(got: Raise, needed: Raise): boolean {
  return ORDER.indexOf(got) >= ORDER.indexOf(needed);
}
