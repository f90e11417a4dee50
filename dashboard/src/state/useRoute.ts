// The current route from the address bar, and navigation that keeps the page (history API): links
// and buttons call `navigate`, the back button is the browser's own.
import { useEffect, useState } from 'react';
import { href, parseRoute, type Route } from './route';

const EVENT = 'dashboard:navigate';

const current = () => parseRoute(window.location.pathname, window.location.search);

export function navigate(route: Route, { replace = false }: { replace?: boolean } = {}): void {
  const to = href(route);
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(EVENT));
}

export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(current);
  useEffect(() => {
    const update = () => {
      setRoute(current());
      // A new screen starts at its top, as a new page would.
      window.scrollTo(0, 0);
    };
    window.addEventListener('popstate', update);
    window.addEventListener(EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(EVENT, update);
    };
  }, []);
  return route;
}
