/**
 * Redoc's options for the API reference, in the site's palette (styles.css) for each theme. Redoc 2
 * has no dark mode of its own, so the dark theme sets every colour it draws with.
 */
import type { ThemeName } from '../state/ThemeProvider.js';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

// The right panel (code samples, JSON) is dark in both themes, in the dark theme's own tokens:
// Redoc's syntax colours are drawn for a dark background and cannot be themed.
const panel = { bg: '#1f2228', fg: '#e8eaed', code: '#16181d' };
const palettes = {
  light: { bg: '#ffffff', soft: '#f4f6f8', fg: '#1c1e21', fgSoft: '#474b52', border: '#d5d9de', accent: '#0b5cad' },
  dark: { bg: '#16181d', soft: '#1f2228', fg: '#e8eaed', fgSoft: '#b9bec6', border: '#3a3f47', accent: '#7cb8ff' },
} as const;
/** Status colours as text: each meets 4.5:1 on its theme's background (and the light set on white badges' text). */
const status = {
  light: { success: '#1d7a3e', warning: '#8a5a00', error: '#b3261e', info: '#0b5cad' },
  dark: { success: '#5fd08a', warning: '#f2c14e', error: '#ff8a80', info: '#7cb8ff' },
} as const;

export function redocOptions(theme: ThemeName): Record<string, unknown> {
  const p = palettes[theme];
  const s = status[theme];
  const dark = theme === 'dark';
  return {
    // Below the site's sticky navbar.
    // The navbar's height, not its bottom: with the announcement bar shown, Redoc measured the
    // navbar's bottom (announcement included) once, and its sticky menu then stopped that far
    // below the navbar after scrolling (a 43 px gap). The navbar sticks at the top.
    scrollYOffset: () => document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0,
    // The page offers its own download link, above the reference.
    hideDownloadButton: true,
    expandResponses: '200,201,202',
    jsonSampleExpandLevel: 3,
    hideHostname: false,
    nativeScrollbars: true,
    sortTagsAlphabetically: false,
    showWebhookVerb: true,
    theme: {
      spacing: { unit: 5, sectionHorizontal: 30, sectionVertical: 30 },
      colors: {
        tonalOffset: dark ? 0.3 : 0.2,
        // Redoc draws white text on primary (the selected "one of" button) and primary on white
        // (the others), so primary is the light theme's accent in both themes; links and the
        // sidebar take the theme's own accent below.
        primary: { main: palettes.light.accent },
        text: { primary: p.fg, secondary: p.fgSoft },
        border: { dark: p.border, light: p.soft },
        success: { main: s.success },
        warning: { main: s.warning },
        error: { main: s.error },
        // Response titles in the middle column (color on a 7% tint of it), and the unselected
        // response tabs on the right panel (tabTextColor on the panel, so the dark set).
        responses: {
          success: { color: s.success, tabTextColor: status.dark.success },
          error: { color: s.error, tabTextColor: status.dark.error },
          redirect: { color: s.warning, tabTextColor: status.dark.warning },
          info: { color: s.info, tabTextColor: status.dark.info },
        },
        // HTTP verbs are white text on these, in both themes (Redoc fixes the text colour).
        http: {
          get: status.light.success,
          post: status.light.info,
          put: '#6b3fa0',
          patch: status.light.warning,
          delete: status.light.error,
          options: '#474b52',
          head: '#474b52',
          basic: '#474b52',
          link: status.light.info,
        },
      },
      schema: { requireLabelColor: s.error, nestedBackground: p.soft, typeNameColor: p.fgSoft, typeTitleColor: p.fgSoft, linesColor: p.border },
      typography: {
        fontSize: '15px',
        fontFamily: FONT,
        headings: { fontFamily: FONT, fontWeight: '600' },
        code: { fontFamily: MONO, fontSize: '13px', color: dark ? '#ffb4a2' : '#a3280f', backgroundColor: p.soft },
        links: { color: p.accent, visited: p.accent, hover: p.accent },
      },
      sidebar: { backgroundColor: p.soft, textColor: p.fg, activeTextColor: p.accent, width: '240px', arrow: { color: p.fg } },
      rightPanel: { backgroundColor: panel.bg, textColor: panel.fg, width: '40%' },
      codeBlock: { backgroundColor: panel.code },
      fab: { backgroundColor: p.accent, color: p.bg },
      // Redoc's CSS hook per component: these draw with primary (kept dark above for the "one of"
      // buttons) or a fixed grey, which the dark theme needs in its own tokens.
      extensionsHook: (name: string) => {
        const hooks: Record<string, string> = {
          UnderlinedHeader: `color: ${p.fgSoft}; border-bottom-color: ${p.border};`,
          ConstraintItem: `color: ${p.accent}; background-color: ${p.soft}; border-color: ${p.border};`,
          DownloadButton: `color: ${p.accent}; border-color: ${p.accent};`,
        };
        return hooks[name] ?? '';
      },
    },
  };
}
