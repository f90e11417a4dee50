import { useRef } from 'react';
import { apiVersions } from 'virtual:api-versions';
import { SiteLink } from './SiteLink.js';

/**
 * The API versions: the latest release and the next one (changes not released yet), each a link
 * to what documents it. The list comes from the generated changelog; with a single version there
 * is nothing to choose, so nothing shows. `onNavigate` closes what holds it (the phone's menu).
 */
export function VersionSelect({ onNavigate }: { onNavigate?: () => void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const released = apiVersions.find((v) => v.released) ?? apiVersions[0];
  if (apiVersions.length < 2 || released === undefined) return null;
  const close = () => {
    menu.current?.removeAttribute('open');
    onNavigate?.();
  };
  return (
    <details className="navbar-label version-menu" ref={menu}>
      <summary aria-label={`API version: ${released.label}, and the next`}>{released.label.replace(' (released)', '')}</summary>
      <ul>
        {apiVersions.map((v) => (
          <li key={v.label}>
            <SiteLink to={v.to} onClick={close}>
              <span className="version-menu-label">{v.label}</span>
              <span className="version-menu-detail">{v.detail}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
