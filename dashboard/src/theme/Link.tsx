// A link to a dashboard route: a real href (open in a new tab, copy the address), followed in place.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { href, type Route } from '../state/route';
import { navigate } from '../state/useRoute';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: Route;
}

export function Link({ to, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks (new tab, new window) are the browser's.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={href(to)} onClick={follow} />;
}
