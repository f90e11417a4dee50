/** Local persistence that never throws (storage can be disabled, full or absent during prerendering). */
export const KEYS = {
  theme: 'emoney-docs.theme',
  announcement: 'emoney-docs.announcement-dismissed',
  reloadedFor: 'emoney-docs.reloaded-for',
  codeTab: 'emoney-docs.code-tab',
} as const;

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or quota: the choice lasts for this page only.
  }
}
