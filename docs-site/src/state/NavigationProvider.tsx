import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { href, routeAt } from '../navigation/site.js';
import { createStrictContext } from './createStrictContext.js';
import { loadPage } from './pageLoader.js';
import { KEYS } from './storage.js';

/** A navigation shows the progress bar only when it takes longer than this. */
export const PROGRESS_DELAY_MS = 200;

export interface NavigationState {
  /** Whether the progress bar shows (a navigation pending for more than PROGRESS_DELAY_MS). */
  progress: boolean;
  /** Loads the target page, then navigates (so the old page stays until the new one is ready). */
  go: (to: string) => void;
}

const [NavigationContext, useNavigationContext] = createStrictContext<NavigationState>('Navigation');
export const usePendingNavigation = useNavigationContext;
/** The context itself, for showcases (Storybook) that need a given state, such as a pending navigation. */
export { NavigationContext };

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the reload guard below cannot persist: better no reload than a loop.
  }
}

export function NavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(false);
  const current = useRef(0);

  const go = useCallback(
    (to: string) => {
      const [pathname = '', hash = ''] = to.split('#');
      const target = href(pathname);
      const route = routeAt(target);
      const finish = () => navigate({ pathname: `/${pathname}`, hash: hash ? `#${hash}` : '' });
      if (!route) {
        finish();
        return;
      }
      const id = ++current.current;
      const timer = setTimeout(() => {
        if (current.current === id) setProgress(true);
      }, PROGRESS_DELAY_MS);
      loadPage(route)
        .then(
          () => {
            writeSession(KEYS.reloadedFor, null);
            if (current.current === id) finish();
          },
          () => {
            // A chunk that cannot load usually means a new deployment replaced it: reload the target
            // once from the server. If that already happened, show the page's error and Retry instead.
            if (readSession(KEYS.reloadedFor) !== target) {
              writeSession(KEYS.reloadedFor, target);
              window.location.assign(target + (hash ? `#${hash}` : ''));
              return;
            }
            if (current.current === id) finish();
          },
        )
        .finally(() => {
          clearTimeout(timer);
          if (current.current === id) setProgress(false);
        });
    },
    [navigate],
  );

  const value = useMemo(() => ({ progress, go }), [progress, go]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
