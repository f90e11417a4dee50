import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { href, routeAt } from '../navigation/site.js';
import { usePendingNavigation } from '../state/NavigationProvider.js';
import { prefetchPage } from '../state/pageLoader.js';
import { prefetchWhenVisible } from '../state/prefetchInView.js';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route relative to the base path, optionally with a #fragment. */
  to: string;
}

/**
 * An internal link: a real <a href> (works without JavaScript), navigated in place. Its page is
 * prefetched on hover or focus, and once the link is in view (not on 2g or with data saving on).
 */
export function SiteLink({ to, onClick, onMouseEnter, onFocus, ...rest }: SiteLinkProps) {
  const { go } = usePendingNavigation();
  const target = href(to);
  const route = routeAt(target.split('#')[0] ?? '');
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => (route && link.current ? prefetchWhenVisible(link.current, route) : undefined), [route]);
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
      ref={link}
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
