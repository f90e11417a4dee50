// DO NOT EDIT: generated from spec/ by `make generate`.
export type ChangeGroup = 'added' | 'changed' | 'deprecated' | 'removed';
export interface ApiChange {
  subject: string;
  kind: 'operation' | 'webhook' | 'schema';
  /** One sentence; names in backticks. */
  message: string;
  breaking: boolean;
}
export interface ApiChangelogEntry {
  version: string;
  /** YYYY-MM-DD, or null while unreleased. */
  date: string | null;
  commit: string | null;
  summary: string;
  breaking: number;
  groups: Record<ChangeGroup, readonly ApiChange[]>;
}
/** Every release of the API, newest first (spec/released/ and the working contract, diffed by scripts/contract-diff.ts). */
export declare const API_CHANGELOG: readonly ApiChangelogEntry[];
