// Light or dark: the system's choice until the person picks one with the toggle; the pick is kept
// in localStorage and shown as <html data-theme>, which the stylesheet reads (theme/themeCss.ts).

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'emoney-dashboard-theme';

export function storedTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme | undefined {
  try {
    const value = storage?.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    // Storage refused (private mode, blocked cookies): follow the system.
    return undefined;
  }
}

export function effectiveTheme(stored: Theme | undefined, systemDark: boolean): Theme {
  return stored ?? (systemDark ? 'dark' : 'light');
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
