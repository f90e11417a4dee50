import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withThemeToggle } from './themeCss';

describe('the hosted stylesheet with a theme toggle', () => {
  it('scopes the dark block to "system dark, no light choice" and to "dark chosen"', () => {
    const css = ':root { --bg: #fff; }\n@media (prefers-color-scheme: dark) {\n  :root { --bg: #000; }\n  /* why */\n  input:not([type="radio"], [type="checkbox"]), select { border-color: #888; }\n}\n.after { color: red; }';
    const out = withThemeToggle(css);
    expect(out).toContain(":root:not([data-theme='light']) { --bg: #000; }");
    expect(out).toContain(":root[data-theme='dark'] { --bg: #000; }");
    expect(out).toContain(`:root[data-theme='dark'] input:not([type="radio"], [type="checkbox"]),\n  :root[data-theme='dark'] select { border-color: #888; }`);
    expect(out).toContain('/* why */');
    expect(out.startsWith(':root { --bg: #fff; }')).toBe(true);
    expect(out.endsWith('.after { color: red; }')).toBe(true);
  });

  it('keeps every colour of the real stylesheet, writing the dark ones twice', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('@emoney/onboarding/styles.css'), 'utf8');
    const out = withThemeToggle(css);
    const count = (s: string, x: string) => s.split(x).length - 1;
    // The dark background appears once in the source, twice in the result; the light one once in both.
    expect(count(css, '#0f141a')).toBe(1);
    expect(count(out, '#0f141a')).toBe(2);
    expect(count(out, '#f4f6f9')).toBe(count(css, '#f4f6f9'));
    expect(count(out, '{')).toBeGreaterThan(count(css, '{'));
    expect(count(out, '{')).toBe(count(out, '}'));
  });
});
