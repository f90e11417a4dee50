import { useEffect, useState } from 'react';
import type { TocEntry } from '../navigation/site.js';
import { BreakableName } from './BreakableName.js';

/**
 * The table of contents of the h2 and h3 headings of a page, the one being read highlighted. The
 * list comes from the page module (computed at build time), so the prerendered HTML carries it.
 */
export function Toc({ entries }: { entries: readonly TocEntry[] }) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const headings = entries.map((e) => document.getElementById(e.id)).filter((h): h is HTMLElement => h !== null);
    const onScroll = () => {
      // The current heading is the last one scrolled past the top fifth of the window.
      const line = window.innerHeight / 5;
      let active: string | null = headings[0]?.id ?? null;
      for (const h of headings) if (h.getBoundingClientRect().top <= line) active = h.id;
      setCurrent(active);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {entries.map((e) => (
          <li key={e.id} className={`toc-level-${e.level}`}>
            <a href={`#${e.id}`} aria-current={e.id === current ? 'location' : undefined} className={e.id === current ? 'toc-current' : undefined}>
              <BreakableName text={e.text} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
