/** The packages' changelogs, read from their CHANGELOG.md and package.json at build time (changelog/plugin.ts). */
declare module 'virtual:package-changelogs' {
  import type { PackageChangelog } from './packageChangelogs.js';
  export const packageChangelogs: readonly PackageChangelog[];
}

/** The version menu's lines, from the generated API changelog at build time (changelog/plugin.ts). */
declare module 'virtual:api-versions' {
  import type { ApiVersion } from './apiVersions.js';
  export const apiVersions: readonly ApiVersion[];
}
