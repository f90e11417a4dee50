// The theme in force and the toggle's action; the choice is written to <html data-theme> at once.
import { useCallback, useEffect, useState } from 'react';
import { effectiveTheme, otherTheme, storedTheme, THEME_KEY, type Theme } from './theme';

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Applies a stored choice before React renders (main.tsx), so the first paint has the right colours. */
export function applyStoredTheme(): void {
  const stored = storedTheme(window.localStorage);
  if (stored !== undefined) document.documentElement.dataset.theme = stored;
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const [stored, setStored] = useState(() => storedTheme(window.localStorage));
  const [systemDark, setSystemDark] = useState(() => systemQuery().matches);
  useEffect(() => {
    const query = systemQuery();
    const update = () => setSystemDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const theme = effectiveTheme(stored, systemDark);
  const toggle = useCallback(() => {
    const next = otherTheme(theme);
    // Picking the system's own theme forgets the choice: the page follows the system again.
    const keep = next === (systemDark ? 'dark' : 'light') ? undefined : next;
    try {
      if (keep === undefined) window.localStorage.removeItem(THEME_KEY);
      else window.localStorage.setItem(THEME_KEY, keep);
    } catch {
      // Storage refused: the choice lasts this page only.
    }
    setStored(keep);
  }, [theme, systemDark]);
  useEffect(() => {
    if (stored === undefined) delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = stored;
  }, [stored]);
  return { theme, toggle };
}
