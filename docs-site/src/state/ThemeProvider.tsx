import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from './createStrictContext.js';
import { KEYS, readLocal, writeLocal } from './storage.js';

export type ThemeName = 'light' | 'dark';

export interface ThemeState {
  theme: ThemeName;
  /** Whether the reader chose (else the site follows the system setting). */
  chosen: boolean;
  toggle: () => void;
}

const [ThemeContext, useThemeContext] = createStrictContext<ThemeState>('Theme');
export const useTheme = useThemeContext;

function currentTheme(): ThemeName {
  return typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Light while prerendering; the head script already set the real theme on <html> before paint.
  const [theme, setTheme] = useState<ThemeName>('light');
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    setTheme(currentTheme());
    const stored = readLocal(KEYS.theme);
    setChosen(stored === 'light' || stored === 'dark');
  }, []);

  // Follow the system setting until the reader chooses.
  useEffect(() => {
    if (chosen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setTheme(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [chosen]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const toggle = useCallback(() => {
    setTheme((t) => {
      const next = t === 'dark' ? 'light' : 'dark';
      writeLocal(KEYS.theme, next);
      return next;
    });
    setChosen(true);
  }, []);

  const value = useMemo(() => ({ theme, chosen, toggle }), [theme, chosen, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
