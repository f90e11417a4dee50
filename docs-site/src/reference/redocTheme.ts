/**
 * Redoc's options for the API reference, in the site's palette (styles.css) for each theme. Redoc 2
 * has no dark mode of its own, so the dark theme sets every colour it draws with.
 */
import type { ThemeName } from '../state/ThemeProvider.js';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const palettes = {
  light: { bg: '#ffffff', soft: '#f4f6f8', fg: '#1c1e21', fgSoft: '#474b52', border: '#d5d9de', accent: '#0b5cad', panel: '#263238', panelFg: '#ffffff', code: '#11171a' },
  dark: { bg: '#16181d', soft: '#1f2228', fg: '#e8eaed', fgSoft: '#b9bec6', border: '#3a3f47', accent: '#7cb8ff', panel: '#0f1115', panelFg: '#e8eaed', code: '#0a0c0f' },
} as const;

export function redocOptions(theme: ThemeName): Record<string, unknown> {
  const p = palettes[theme];
  const dark = theme === 'dark';
  return {
    // Below the site's sticky navbar.
    scrollYOffset: '.navbar',
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
        primary: { main: p.accent },
        text: { primary: p.fg, secondary: p.fgSoft },
        border: { dark: p.border, light: p.soft },
        success: { main: dark ? '#5fd08a' : '#1d7a3e' },
        warning: { main: dark ? '#f2c14e' : '#8a5a00' },
        error: { main: dark ? '#ff8a80' : '#b3261e' },
        http: {
          get: dark ? '#5fd08a' : '#1d7a3e',
          post: dark ? '#7cb8ff' : '#0b5cad',
          put: dark ? '#d7a6ff' : '#6b3fa0',
          patch: dark ? '#f2c14e' : '#8a5a00',
          delete: dark ? '#ff8a80' : '#b3261e',
          options: p.fgSoft,
          head: p.fgSoft,
          basic: p.fgSoft,
          link: p.accent,
        },
      },
      schema: { nestedBackground: p.soft, typeNameColor: p.fgSoft, typeTitleColor: p.fgSoft, linesColor: p.border },
      typography: {
        fontSize: '15px',
        fontFamily: FONT,
        headings: { fontFamily: FONT, fontWeight: '600' },
        code: { fontFamily: MONO, fontSize: '13px', color: dark ? '#ffb4a2' : '#a3280f', backgroundColor: p.soft },
        links: { color: p.accent, visited: p.accent, hover: p.accent },
      },
      sidebar: { backgroundColor: p.soft, textColor: p.fg, activeTextColor: p.accent, width: '240px' },
      rightPanel: { backgroundColor: p.panel, textColor: p.panelFg, width: '40%' },
      codeBlock: { backgroundColor: p.code },
      fab: { backgroundColor: p.accent, color: p.bg },
    },
  };
}
