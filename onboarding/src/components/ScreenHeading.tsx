// The <h1> of a screen. When a new screen replaces another, focus moves here so keyboard and
// screen-reader users start at the top of what changed; the first screen of a visit keeps the
// browser's normal focus.
import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

/** `current` is true once the first screen was shown (set by App). */
export const HeadingFocusContext = createContext<RefObject<boolean>>({ current: false });

export function ScreenHeading({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focusOnMount = useContext(HeadingFocusContext);
  useEffect(() => {
    document.title = `${title} – emoney`;
  }, [title]);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
    // Only on mount: each screen mounts its own heading.
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-heading">
      {title}
    </h1>
  );
}
