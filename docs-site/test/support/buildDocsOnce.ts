/**
 * The docs-site project's global setup: builds docs-site/dist once for the whole run (the browser
 * test files serve it), rather than once per file. The build runs when the site is missing or any
 * of its sources (the site, the references' TypeDoc JSON, the contract) changed after the last
 * build, so a changed source is always what the tests see. DOCS_TEST_PREBUILT=1 skips it.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './staleness.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Written by the build after the search index, near its end: the time of the last build. */
const BUILT = join(root, 'docs-site/dist/search-index.json');
const SOURCES = ['docs-site/src', 'docs-site/scripts', 'docs-site/index.html', 'docs-site/vite.config.ts', 'sdk/src', 'sdk/README.md', 'react-provider/src', 'react-provider/README.md', 'generated/openapi.json', 'generated/changelog.js', 'sdk/CHANGELOG.md', 'react-provider/CHANGELOG.md', 'server/CHANGELOG.md'];

/** True when docs-site/dist is missing or older than a source. */
export function docsBuildIsStale(): boolean {
  return isStale(root, BUILT, SOURCES);
}

export default function setup(): void {
  if (process.env.DOCS_TEST_PREBUILT === '1' || !docsBuildIsStale()) return;
  // The references' TypeDoc JSON when the packages' sources changed (make's rule), then the site.
  execFileSync('make', ['--no-print-directory', 'docs-json'], { cwd: root, stdio: 'pipe' });
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['docs-site/scripts/build.ts'], { cwd: root, stdio: 'pipe' });
}
