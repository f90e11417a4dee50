import { defineConfig } from 'tsup';

// ESM + CJS for every bundler and Node, one declaration file per format. The types of the private
// `@emoney/api-types` package, its subpaths (`/contract`) included, are inlined into the
// declarations (`dts.resolve`; a string would match the bare name only), so the published package
// depends on nothing but openapi-fetch (the packaging test, scripts/packaging/, checks it). `platform: 'browser'` makes any Node-only import
// a build error instead of a surprise in the browser.
export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server/index.ts', compat: 'src/compat/index.ts' },
  format: ['esm', 'cjs'],
  platform: 'browser',
  target: 'es2022',
  dts: { resolve: [/^@emoney\/api-types(\/|$)/] },
  sourcemap: true,
  clean: true,
  treeshake: true,
  tsconfig: 'tsconfig.build.json',
  // Private members are named `_…`: shorter names in the bundle, no change to the public API.
  esbuildOptions(options) {
    options.mangleProps = /^_[a-z]/;
  },
});
