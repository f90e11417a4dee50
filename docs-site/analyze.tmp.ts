import { build } from 'vite';
process.env.NODE_ENV='production';
await build({ configFile: 'docs-site/vite.config.ts', logLevel: 'warn', build: { outDir: '/tmp/w13/dist', emptyOutDir: true, modulePreload: false, rolldownOptions: { output: { manualChunks(id: string) {
  if (id.includes('react-dom') || id.includes('scheduler')) return 'v-react-dom';
  if (id.includes('react-router')) return 'v-router';
  if (id.includes('node_modules/react/')) return 'v-react';
  return undefined;
} } } }, plugins: [{ name: 'rr', transform(code, id) { if (!id.includes('react-router/dist/production')) return null;
  return code.replace(/^([A-Za-z0-9_]+)\.displayName = "[^"]*";$/gm, '').replace(/^(var [A-Za-z0-9_]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
} }] });
