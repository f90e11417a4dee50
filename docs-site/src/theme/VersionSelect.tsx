import { useVersion } from '../state/VersionProvider.js';
import { SiteLink } from './SiteLink.js';

/**
 * The documented API version. With one version documented it is a link to the changelog (the
 * released version and the changes coming in the next), not a choice of one.
 */
export function VersionSelect() {
  const { versions, version, choose } = useVersion();
  if (versions.length < 2) {
    return (
      <SiteLink to="changelog" className="navbar-label navbar-version" aria-label={`v${version}, the API version: released and upcoming changes in the changelog`}>
        v{version}
      </SiteLink>
    );
  }
  return (
    <label className="navbar-select">
      <span className="visually-hidden">Version</span>
      <select value={version} onChange={(e) => choose(e.target.value)} aria-label="Documentation version">
        {versions.map((v) => (
          <option key={v} value={v}>
            v{v}
          </option>
        ))}
      </select>
    </label>
  );
}
