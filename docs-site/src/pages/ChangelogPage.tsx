/**
 * The Changelog (changelog): every release of the API and of each package, newest first, each
 * release's changes grouped as added, changed, deprecated and removed. The API's entries are
 * generated from the contract's history (`@emoney/api-types/changelog`, made by `make generate`
 * from spec/released/); the packages' come from their CHANGELOG.md files (changelog/plugin.ts).
 */
import { API_CHANGELOG, type ApiChangelogEntry } from '@emoney/api-types/changelog';
import type { TocEntry } from '../navigation/site.js';
import { BacktickText } from '../changelog/BacktickText.js';
import type { PackageChangelog } from '../changelog/packageChangelogs.js';
import { packageChangelogs as packagesData } from 'virtual:package-changelogs';
import { PACKAGE_CHANGE_GROUPS } from '../changelog/parseKeepAChangelog.js';
import { Heading } from '../theme/Heading.js';
import { SiteLink } from '../theme/SiteLink.js';
import { slug } from '../theme/slug.js';
import { apiTitle, releaseTitle } from '../changelog/apiReleaseTitles.js';
import '../changelog/changelog.css';

// Typed here: an ambient module's relative type import does not resolve for every reader.
const packageChangelogs: readonly PackageChangelog[] = packagesData;
const GROUP_TITLES = { added: 'Added', changed: 'Changed', deprecated: 'Deprecated', removed: 'Removed' } as const;
const API_TITLE = 'API v2';

/** The table of contents: a section per product, a line per release. */
export const toc: readonly TocEntry[] = [
  { id: slug(API_TITLE), text: API_TITLE, level: 2 },
  ...API_CHANGELOG.map((e, i) => ({ id: slug(apiTitle(API_CHANGELOG, i)), text: e.date ? e.version : 'Unreleased', level: 3 as const })),
  ...packageChangelogs.flatMap((p) => [
    { id: slug(p.name), text: p.name, level: 2 as const },
    ...p.releases.map((r) => ({ id: slug(releaseTitle(p.name, r.version, r.date)), text: r.version ?? 'Unreleased', level: 3 as const })),
  ]),
];

function ApiRelease({ entry, index }: { entry: ApiChangelogEntry; index: number }) {
  const title = apiTitle(API_CHANGELOG, index);
  return (
    <section className="release" aria-labelledby={slug(title)}>
      <Heading level={3}>{title}</Heading>
      <p>
        {entry.summary}
        {entry.breaking > 0 && entry.date === null && ' Releasing it needs a new MAJOR version.'}
      </p>
      {PACKAGE_CHANGE_GROUPS.filter((g) => entry.groups[g].length > 0).map((g) => (
        <div key={g} className={`release-group release-${g}`}>
          <h4>{GROUP_TITLES[g]}</h4>
          <ul>
            {entry.groups[g].map((c) => (
              <li key={c.message}>
                {c.breaking && <><strong className="change-breaking">Breaking</strong> </>}
                <BacktickText text={c.message} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function PackageSection({ pkg }: { pkg: PackageChangelog }) {
  return (
    <section aria-labelledby={slug(pkg.name)}>
      <Heading level={2}>{pkg.name}</Heading>
      <p>
        {pkg.about} Its <code>package.json</code> has version <code>{pkg.version}</code>; the entries come from <code>{pkg.folder}/CHANGELOG.md</code>.
      </p>
      {pkg.releases.map((r) => (
        <section key={r.version ?? 'unreleased'} className="release" aria-labelledby={slug(releaseTitle(pkg.name, r.version, r.date))}>
          <Heading level={3}>{releaseTitle(pkg.name, r.version, r.date)}</Heading>
          {PACKAGE_CHANGE_GROUPS.filter((g) => r.groups[g].length > 0).map((g) => (
            <div key={g} className={`release-group release-${g}`}>
              <h4>{GROUP_TITLES[g]}</h4>
              <ul>
                {r.groups[g].map((text) => (
                  <li key={text}>
                    <BacktickText text={text} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}

export default function ChangelogPage() {
  return (
    <>
      <h1>Changelog</h1>
      <p>
        Every release of the API and of each package, newest first. The API&rsquo;s entries are made from the contract itself: each release of the OpenAPI
        document is compared with the one before it, so they list every operation, webhook event, field and enum value that came or went. Changes
        marked <strong className="change-breaking">Breaking</strong> can make code written for the earlier release fail; they come only with a new major
        version (the <SiteLink to="contracts-v2">contracts</SiteLink> guide says what the API promises).
      </p>
      <section aria-labelledby={slug(API_TITLE)}>
        <Heading level={2}>{API_TITLE}</Heading>
        <p>
          The contract&rsquo;s <code>info.version</code>, as the <SiteLink to="docs/api">API reference</SiteLink> shows it. New fields and enum values can
          appear in any release: read responses and webhook events so that a value you do not know yet does not fail your code.
        </p>
        {API_CHANGELOG.map((e, i) => (
          <ApiRelease key={`${e.version}-${e.date ?? 'unreleased'}`} entry={e} index={i} />
        ))}
      </section>
      {packageChangelogs.map((p) => (
        <PackageSection key={p.name} pkg={p} />
      ))}
    </>
  );
}
