// The stylesheet's contrast promises, checked from its own custom properties in both themes:
// axe-core checks text it renders, but not the focus ring against every background it sits on.
import { describe, expect, it } from 'vitest';
import css from './styles.css?raw';

function variables(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\b/gi)) out[match[1]!] = match[2]!.toLowerCase();
  return out;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = variables(/:root\s*{([^}]*)}/.exec(css)![1]!);
const darkBlock = /@media \(prefers-color-scheme: dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css);
const dark = { ...light, ...variables(darkBlock![1]!) };

// Where focusable things sit: the page, the card (also a secondary button's fill), a pressed toggle
// or chosen option, the error summary and warnings. A primary button's fill never touches the ring:
// the ring is drawn outside it with a gap (checked below), so it meets the card or page.
const BACKGROUNDS = ['surface', 'bg', 'primary-soft', 'error-soft', 'warning-soft'];

/** Every rule whose selector mentions focus, with its declarations (media blocks included). */
function focusRules(): { selector: string; body: string }[] {
  return [...css.matchAll(/([^{}]*:focus[^{}]*){([^}]*)}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));
}

describe('the focus ring', () => {
  it('is an outline drawn outside the element, never a shadow, so it sits on the background around a button', () => {
    const rules = focusRules();
    expect(rules.length).toBeGreaterThan(0);
    for (const { selector, body } of rules) {
      expect(body, selector).not.toMatch(/box-shadow/);
      // Rules that only move the element (the skip link) or hide the ring of a non-interactive target.
      if (!/outline:/.test(body) || /outline:\s*none/.test(body)) continue;
      expect(body, selector).toMatch(/outline:\s*3px solid/);
      const offset = /outline-offset:\s*(\d+)px/.exec(body);
      expect(offset, `${selector} has a positive outline-offset`).not.toBeNull();
      expect(Number(offset![1]), selector).toBeGreaterThanOrEqual(2);
    }
  });

  it('is the system highlight in forced colours, where colours and shadows are replaced', () => {
    const forced = /@media \(forced-colors: active\)\s*{([\s\S]*?)\n}/.exec(css);
    expect(forced).not.toBeNull();
    expect(forced![1]).toMatch(/:focus-visible[^{]*{\s*outline: 3px solid Highlight;/);
    // Completed steps keep a mark that is not a colour: a solid edge (besides the check mark glyph).
    expect(forced![1]).toMatch(/\.steps-list li\.done\s*{\s*border-top: 4px solid CanvasText;/);
  });
});

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s theme', (_name, theme) => {
  it('has a focus ring of at least 3:1 against every background it can sit on', () => {
    for (const background of BACKGROUNDS) {
      expect(contrast(theme.focus!, theme[background]!), `focus on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('has text colours of at least 4.5:1 on the card', () => {
    for (const text of ['text', 'muted', 'primary', 'error']) {
      expect(contrast(theme[text]!, theme.surface!), `${text} on surface`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(theme['on-primary']!, theme.primary!), 'button text').toBeGreaterThanOrEqual(4.5);
  });
});
