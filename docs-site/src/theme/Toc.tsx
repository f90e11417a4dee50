import { useEffect, useState } from 'react';

interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The table of contents of the h2 and h3 headings in the article, the one being read highlighted.
 * Read from the rendered article, so it always matches what the page shows.
 */
export function Toc({ pageKey }: { pageKey: string }) {
  const [entries, setEntries] = useState<TocEntry[]>([]);
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const headings = [...document.querySelectorAll<HTMLElement>('#main article h2[id], #main article h3[id]')];
    setEntries(
      headings.map((h) => ({
        id: h.id,
        // The heading's own text, without its anchor and copy button.
        text: [...h.childNodes].filter((n) => !(n instanceof HTMLElement && (n.classList.contains('heading-anchor') || n.classList.contains('copy-link')))).map((n) => n.textContent).join('').trim(),
        level: h.tagName === 'H2' ? 2 : 3,
      })),
    );
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
  }, [pageKey]);

  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {entries.map((e) => (
          <li key={e.id} className={`toc-level-${e.level}`}>
            <a href={`#${e.id}`} aria-current={e.id === current ? 'location' : undefined} className={e.id === current ? 'toc-current' : undefined}>
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
