// ESLint for every TypeScript workspace (`make lint`). Generated code and build output are not ours to lint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', 'generated/**', '**/.data/**', 'coverage/**', '**/.next/**', '**/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The hosted onboarding screens and the developer dashboard run in the browser.
    files: ['onboarding/src/**/*.{ts,tsx}', 'dashboard/src/**/*.{ts,tsx}', 'examples/partner-app/{app,components}/**/*.{ts,tsx}', 'docs-site/src/**/*.{ts,tsx}', 'docs-site/stories/**/*.{ts,tsx}', 'docs-site/.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Contract tests walk the raw OpenAPI document, whose shape is JSON, not a type.
    files: ['**/test/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
