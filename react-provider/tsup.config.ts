import { defineConfig } from 'tsup';

// ESM + CJS with a declaration file per format, like the SDK. React, TanStack Query and the SDK
// stay external (peer dependencies and a dependency): the bundle holds only the provider's code.
export default defineConfig({
  entry: { index: 'src/index.ts', compat: 'src/compat/index.ts' },
  format: ['esm', 'cjs'],
  platform: 'browser',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query', '@emoney/sdk', '@emoney/sdk/compat'],
});
