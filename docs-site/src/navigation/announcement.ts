// Its own module (no imports) so the Vite config can read the id for the head script.
/** The announcement bar: changing `id` shows it again to readers who closed the previous one. */
export const announcement = {
  id: 'api-v2-beta-2026-11',
  text: 'API v2 is in beta: try it in the sandbox and tell us what you think.',
  link: { label: 'Get started', to: 'getting-started' },
} as const;
