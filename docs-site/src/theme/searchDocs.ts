// The site search's ranking, apart from the dialog so the build and unit tests can use it without the site's routes.

/** One searchable page, section, operation, schema or reference member, written by the build into search-index.json. */
export interface SearchDoc {
  path: string;
  title: string;
  section?: string;
  anchor?: string;
  text: string;
  /** What it is, shown as a badge: Guide, Section, Operation, Schema, Class, Method, Hook… */
  kind?: string;
  /** Matched like the title but not shown (an operation's method, path and operationId). */
  keywords?: string;
}

export interface SearchHit {
  doc: SearchDoc;
  /** The document's position in the index: a key unique among the hits. */
  id: number;
  score: number;
  snippet: string;
}

/** How often a word occurs in a text, counting up to 3 (a passage about it, not a long one). */
function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0 && count < 3; at = text.indexOf(word, at + word.length)) count++;
  return count;
}

/**
 * Ranks documents containing every word of the query. The document's own name (its section, else
 * its title) equal to the query ranks first, then names starting with it, then title, section and
 * keyword hits (more for a whole word of the name), then body text (a word said up to three times
 * counting more).
 */
export function searchDocs(docs: readonly SearchDoc[], query: string, limit = 20): SearchHit[] {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  docs.forEach((doc, id) => {
    const title = doc.title.toLowerCase();
    const section = (doc.section ?? '').toLowerCase();
    const keywords = (doc.keywords ?? '').toLowerCase();
    const text = doc.text.toLowerCase();
    // Whole words of the name (not fragments of an identifier: "verifier" is a word of
    // "Code verifier" but only a piece of "createCodeVerifier").
    const nameWords = new Set(`${title} ${section}`.split(/[^a-z0-9_-]+/));
    let score = 0;
    for (const w of words) {
      const inTitle = title.includes(w);
      const inSection = section.includes(w);
      const inKeywords = keywords.includes(w);
      const inText = text.includes(w);
      if (!inTitle && !inSection && !inKeywords && !inText) return;
      score += (inTitle ? 10 : 0) + (inSection ? 10 : 0) + (nameWords.has(w) ? 6 : 0) + (inKeywords ? 8 : 0) + (inText ? Math.min(3, occurrences(text, w)) : 0);
    }
    const name = section || title;
    if (name === phrase) score += 100;
    else if (name.startsWith(phrase)) score += 40;
    else if (name.includes(phrase)) score += 20;
    if (title === phrase) score += 60;
    if (keywords.split(' ').includes(phrase)) score += 60;
    else if (keywords.includes(phrase)) score += 40;
    if (!section) score += 5;
    const at = text.indexOf(words.find((w) => text.includes(w)) ?? '\u0000');
    const start = Math.max(0, at - 40);
    const end = at < 0 ? 120 : at + 80;
    const snippet = `${at > 40 ? '…' : ''}${doc.text.slice(at < 0 ? 0 : start, end)}${end < doc.text.length ? '…' : ''}`;
    hits.push({ doc, id, score, snippet });
  });
  return hits.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}
