/**
 * Every theme component has a `Light` and a `Dark` story (test/storybook.test.ts checks the built
 * index for both): spread one of these into a story to pin its theme.
 */
export const light = { globals: { theme: 'light' } } as const;
export const dark = { globals: { theme: 'dark' } } as const;
