import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from './createStrictContext.js';

export interface SearchState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

const [SearchContext, useSearchContext] = createStrictContext<SearchState>('Search');
export const useSearch = useSearchContext;

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** Search opens with `/` (outside text fields) or Ctrl-K / Cmd-K anywhere. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField(event.target);
      if (ctrlK || slash) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const value = useMemo(() => ({ open, show, hide }), [open, show, hide]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}
