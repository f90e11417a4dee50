import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { href, routeAt } from '../navigation/site.js';
import { usePendingNavigation } from '../state/NavigationProvider.js';
import { prefetchPage } from '../state/pageLoader.js';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route relative to the base path, optionally with a #fragment. */
  to: string;
}

/** An internal link: a real <a href> (works without JavaScript), prefetched on hover or focus, navigated in place. */
export function SiteLink({ to, onClick, onMouseEnter, onFocus, ...rest }: SiteLinkProps) {
  const { go } = usePendingNavigation();
  const target = href(to);
  const route = routeAt(target.split('#')[0] ?? '');
  const prefetch = () => {
    if (route) prefetchPage(route);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a
      {...rest}
      href={target}
      onClick={handleClick}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        prefetch();
      }}
    />
  );
}
