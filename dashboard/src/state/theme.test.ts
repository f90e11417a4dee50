import { describe, expect, it } from 'vitest';
import { effectiveTheme, otherTheme, storedTheme, THEME_KEY } from './theme';

describe('the theme', () => {
  it('follows the system until a choice is stored', () => {
    expect(effectiveTheme(undefined, true)).toBe('dark');
    expect(effectiveTheme(undefined, false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
    expect(otherTheme('light')).toBe('dark');
  });

  it('reads only a valid choice, and survives a storage that throws', () => {
    expect(storedTheme({ getItem: (k) => (k === THEME_KEY ? 'dark' : null) })).toBe('dark');
    expect(storedTheme({ getItem: () => 'purple' })).toBeUndefined();
    expect(
      storedTheme({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeUndefined();
    expect(storedTheme(undefined)).toBeUndefined();
  });
});
