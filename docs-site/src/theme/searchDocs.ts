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
  /** A passage of the body around the first match, cut at word boundaries, without the heading. */
  snippet: string;
  /** The words that matched (the query's, or the index's words a misspelt query word stands for), to highlight. */
  terms: string[];
}

/** A document's lowercased fields and its whole words (identifiers also split at their humps). */
interface Prepared {
  title: string;
  section: string;
  keywords: string;
  text: string;
  nameWords: Set<string>;
  words: Set<string>;
}

interface PreparedIndex {
  prepared: Prepared[];
  /** Every word of the index, for the typo-tolerant match. */
  vocabulary: string[];
}

/** The words of a text: runs of letters and digits, and an identifier's parts (createCodeVerifier: create, code, verifier). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const token of text.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    words.push(token.toLowerCase());
    const parts = token.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/u);
    if (parts.length > 1) for (const part of parts) if (part) words.push(part.toLowerCase());
  }
  return words;
}

const preparedIndexes = new WeakMap<readonly SearchDoc[], PreparedIndex>();
function prepare(docs: readonly SearchDoc[]): PreparedIndex {
  let index = preparedIndexes.get(docs);
  if (index) return index;
  const vocabulary = new Set<string>();
  const prepared = docs.map((doc) => {
    const title = doc.title.toLowerCase();
    const section = (doc.section ?? '').toLowerCase();
    const keywords = (doc.keywords ?? '').toLowerCase();
    const words = new Set(wordsOf(`${doc.title} ${doc.section ?? ''} ${doc.keywords ?? ''} ${doc.text}`));
    for (const w of words) vocabulary.add(w);
    // Whole words of the name (not fragments of an identifier: "verifier" is a word of
    // "Code verifier" but only a piece of "createCodeVerifier").
    return { title, section, keywords, text: doc.text.toLowerCase(), nameWords: new Set(`${title} ${section}`.split(/[^a-z0-9_-]+/)), words };
  });
  index = { prepared, vocabulary: [...vocabulary] };
  preparedIndexes.set(docs, index);
  return index;
}

/** How many typos a query word may carry: none under four letters, one up to six, two from seven. */
export function typoAllowance(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/** Edits between two words (insert, delete, replace, swap two neighbours), or max + 1 once over max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The index's words a query word may stand for with its typos, closest first (the word itself excluded). */
export function corrections(vocabulary: readonly string[], word: string, allowance = typoAllowance(word)): string[] {
  if (allowance === 0) return [];
  const found: [string, number][] = [];
  for (const candidate of vocabulary) {
    if (candidate === word) continue;
    const d = editDistance(word, candidate, allowance);
    if (d <= allowance) found.push([candidate, d]);
  }
  return found.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0])).map(([w]) => w);
}

/** How often a word occurs in a text, counting up to 3 (a passage about it, not a long one). */
function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0 && count < 3; at = text.indexOf(word, at + word.length)) count++;
  return count;
}

/** The body without the heading it starts with (sections are indexed from the heading on). */
function bodyOf(doc: SearchDoc): string {
  let body = doc.text;
  for (const heading of [doc.section, doc.title]) {
    if (heading && body.toLowerCase().startsWith(heading.toLowerCase())) body = body.slice(heading.length).trimStart();
  }
  return body;
}

/** Where a term first occurs as the start of a word, else anywhere, else -1. */
function firstOccurrence(lower: string, term: string): number {
  const atWord = new RegExp(`(^|[^\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').exec(lower);
  return atWord ? atWord.index + atWord[1]!.length : lower.indexOf(term);
}

/** About `width` characters of the body around the first matched term, cut at word boundaries, … where it goes on. */
export function snippetOf(doc: SearchDoc, terms: readonly string[], width = 150): string {
  const body = bodyOf(doc);
  const lower = body.toLowerCase();
  const at = terms.map((t) => firstOccurrence(lower, t)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  // About 40 characters before the match, from the start of a word.
  let start = Math.max(0, at - 40);
  if (start > 0 && body[start - 1] !== ' ') {
    const space = body.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : at;
  }
  let end = Math.min(body.length, start + width);
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${body.slice(start, end).trim()}${end < body.length ? '…' : ''}`;
}

/**
 * Ranks documents matching every word of the query, each word as typed or, with its typos, as a
 * word of the index ("paymnet" finds "payment"; a word as typed counts twice a corrected one).
 * The document's own name (its section, else its title) equal to the query ranks first, then names
 * starting with it, then title, section and keyword hits (more for a whole word of the name), then
 * body text (a word said up to three times counting more).
 */
export function searchDocs(docs: readonly SearchDoc[], query: string, limit = 20): SearchHit[] {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const { prepared, vocabulary } = prepare(docs);
  const alternatives = words.map((w) => corrections(vocabulary, w));
  const hits: SearchHit[] = [];
  prepared.forEach((p, id) => {
    let score = 0;
    const terms: string[] = [];
    for (const [i, w] of words.entries()) {
      const inTitle = p.title.includes(w);
      const inSection = p.section.includes(w);
      const inKeywords = p.keywords.includes(w);
      const inText = p.text.includes(w);
      if (inTitle || inSection || inKeywords || inText) {
        score += (inTitle ? 10 : 0) + (inSection ? 10 : 0) + (p.nameWords.has(w) ? 6 : 0) + (inKeywords ? 8 : 0) + (inText ? Math.min(3, occurrences(p.text, w)) + (p.words.has(w) ? 2 : 0) : 0);
        terms.push(w);
        continue;
      }
      const corrected = alternatives[i]!.find((c) => p.words.has(c));
      if (corrected === undefined) return;
      score += ((p.title.includes(corrected) ? 10 : 0) + (p.section.includes(corrected) ? 10 : 0) + (p.nameWords.has(corrected) ? 6 : 0) + Math.min(3, occurrences(p.text, corrected)) + 2) / 2;
      terms.push(corrected);
    }
    const name = p.section || p.title;
    if (name === phrase) score += 100;
    else if (name.startsWith(phrase)) score += 40;
    else if (name.includes(phrase)) score += 20;
    if (p.title === phrase) score += 60;
    if (p.keywords.split(' ').includes(phrase)) score += 60;
    else if (p.keywords.includes(phrase)) score += 40;
    if (!p.section) score += 5;
    const doc = docs[id]!;
    hits.push({ doc, id, score, snippet: snippetOf(doc, terms), terms });
  });
  return hits.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}

/**
 * Queries to offer when one finds nothing: each word replaced by the closest word of the index
 * (up to three edits), kept when it finds something.
 */
export function suggestQueries(docs: readonly SearchDoc[], query: string): string[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const { vocabulary } = prepare(docs);
  const fixed = words.map((w) => (vocabulary.includes(w) ? w : (corrections(vocabulary, w, Math.min(3, Math.max(1, Math.floor(w.length / 2))))[0] ?? w)));
  const suggestions = [fixed.join(' ')];
  // Fewer words: the longest run of the query that finds something.
  if (words.length > 1) suggestions.push(...fixed.map((_, i) => fixed.filter((__, j) => j !== i).join(' ')));
  return [...new Set(suggestions)].filter((s) => s !== query.trim().toLowerCase() && searchDocs(docs, s, 1).length > 0).slice(0, 3);
}
