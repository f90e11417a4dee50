/**
 * Vite plugin: `virtual:package-changelogs`, the packages' changelogs (packageChangelogs.ts) read
 * and parsed when the site is built, so a malformed CHANGELOG.md fails the build; and
 * `virtual:api-versions`, the few lines of the version menu (apiVersions.ts), so every page's
 * entry does not carry the whole generated API changelog.
 */
import { join } from 'node:path';
import { API_CHANGELOG } from '@emoney/api-types/changelog';
import type { Plugin } from 'vite';
import { apiVersionsOf } from './apiVersions.js';
import { CHANGELOG_PACKAGES, readPackageChangelogs } from './packageChangelogs.js';

const ID = 'virtual:package-changelogs';
const VERSIONS_ID = 'virtual:api-versions';

export function changelogPlugin(root: string): Plugin {
  return {
    name: 'emoney-package-changelogs',
    resolveId(source) {
      return source === ID || source === VERSIONS_ID ? `\0${source}` : undefined;
    },
    load(id) {
      if (id === `\0${VERSIONS_ID}`) return `export const apiVersions = ${JSON.stringify(apiVersionsOf(API_CHANGELOG))};\n`;
      if (id !== `\0${ID}`) return undefined;
      // A changed CHANGELOG.md or version reloads the page under `make docs-dev`.
      for (const { folder } of CHANGELOG_PACKAGES) {
        this.addWatchFile(join(root, folder, 'CHANGELOG.md'));
        this.addWatchFile(join(root, folder, 'package.json'));
      }
      return `export const packageChangelogs = ${JSON.stringify(readPackageChangelogs(root))};\n`;
    },
  };
}
