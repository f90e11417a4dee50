/** The URL of Redoc's standalone bundle (reference/redocAsset.ts). */
declare module 'virtual:redoc-standalone' {
  const url: string;
  export default url;
}

/** The SDK and React provider reference routes, made from TypeDoc JSON at build time (reference/plugin.ts). */
declare module 'virtual:reference-routes' {
  import type { SiteRoute } from '../navigation/site.js';
  export const referenceRoutes: readonly SiteRoute[];
}

/** How each SDK and React provider reference route loads its page chunk (reference/plugin.ts). */
declare module 'virtual:reference-page-loaders' {
  import type { PageModule } from '../navigation/site.js';
  export function referencePageLoader(path: string): (() => Promise<PageModule>) | undefined;
}
