/**
 * Vite plugin: `virtual:package-changelogs`, the packages' changelogs (packageChangelogs.ts) read
 * and parsed when the site is built, so a malformed CHANGELOG.md fails the build.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CHANGELOG_PACKAGES, readPackageChangelogs } from './packageChangelogs.js';

const ID = 'virtual:package-changelogs';

export function changelogPlugin(root: string): Plugin {
  return {
    name: 'emoney-package-changelogs',
    resolveId(source) {
      return source === ID ? `\0${ID}` : undefined;
    },
    load(id) {
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
