import { useVersion } from '../state/VersionProvider.js';

export function VersionSelect() {
  const { versions, version, choose } = useVersion();
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
