import { describe, expect, it } from 'vitest';
import { causeChain } from './CrashPage.js';
import { searchDocs, suggestQueries } from './SearchDialog.js';
import { parseSequence } from './SequenceDiagram.js';
import { slug } from './slug.js';

describe('theme logic', () => {
  it('walks an error cause chain, stopping at cycles', () => {
    const inner = new Error('inner');
    const outer = new Error('outer', { cause: new Error('middle', { cause: inner }) });
    expect(causeChain(outer)).toEqual(['Error: outer', 'Error: middle', 'Error: inner']);
    const a = new Error('a');
    a.cause = a;
    expect(causeChain(a)).toEqual(['Error: a']);
  });

  it('marks a search snippet as cut only where the text goes on', () => {
    const short = { path: 'p', title: 'T', text: 'Self-hosting needs PostgreSQL.' };
    expect(searchDocs([short], 'postgresql')[0]?.snippet).toBe('Self-hosting needs PostgreSQL.');
    const long = { path: 'p', title: 'T', text: `${'a '.repeat(40)}PostgreSQL ${'b '.repeat(60)}` };
    expect(searchDocs([long], 'postgresql')[0]?.snippet).toMatch(/^….*PostgreSQL.*…$/);
  });

  it('cuts a snippet at word boundaries and leaves out the heading the section text starts with', () => {
    const text = `Simulate an incoming payment In production money arrives by SEPA transfer. ${'The sandbox plays the bank. '.repeat(4)}The payment becomes an issue order, processed at once, that mints the amount on the address of the IBAN.`;
    const doc = { path: 'money-flow', title: 'The money flow', section: 'Simulate an incoming payment', text };
    const [hit] = searchDocs([doc], 'mints');
    expect(hit?.snippet.startsWith('…')).toBe(true);
    // After the ellipsis a whole word: the character before it in the text is a space.
    const first = hit!.snippet.slice(1).split(' ')[0]!;
    expect(text[text.indexOf(` ${first} `)]).toBe(' ');
    expect(searchDocs([doc], 'sepa')[0]?.snippet.startsWith('In production')).toBe(true);
  });

  it('forgives one typo in a short word and two in a long one, and marks the word it stands for', () => {
    const docs = [
      { path: 'money-flow', title: 'The money flow', section: 'Simulate an incoming payment', text: 'In production money arrives by SEPA transfer: the payment simulator.' },
      { path: 'tokens', title: 'Tokens', text: 'Every token on every chain.' },
    ];
    const [hit] = searchDocs(docs, 'sepa paymnet');
    expect(hit?.doc.path).toBe('money-flow');
    expect(hit?.terms).toEqual(['sepa', 'payment']);
    expect(searchDocs(docs, 'simulatr')[0]?.doc.path).toBe('money-flow');
    expect(searchDocs(docs, 'prodcutoin')[0]?.doc.path).toBe('money-flow');
    // Three letters forgive nothing: no guessing at short words.
    expect(searchDocs(docs, 'tkn')).toEqual([]);
  });

  it('suggests a query that finds something when nothing matches', () => {
    const docs = [{ path: 'webhooks', title: 'Webhooks', section: 'Webhook subscription', text: 'A webhook subscription posts events.' }];
    expect(searchDocs(docs, 'webhok subscriptoin xqzt')).toEqual([]);
    expect(suggestQueries(docs, 'webhok subscriptoin xqzt')).toContain('webhook subscription');
  });

  it('parses a sequence diagram from text and rejects a malformed line', () => {
    const { participants, messages } = parseSequence('App -> API: POST /auth/token\nAPI -> App: tokens');
    expect(participants).toEqual(['App', 'API']);
    expect(messages[1]).toEqual({ from: 'API', to: 'App', label: 'tokens' });
    expect(() => parseSequence('nonsense')).toThrow(/Not a sequence line/);
  });

  it('finds documents containing every word, titles first', () => {
    const docs = [
      { path: 'a', title: 'Tokens', text: 'chains and symbols' },
      { path: 'b', title: 'Environments', text: 'self-hosting tokens with PGlite' },
    ];
    expect(searchDocs(docs, 'tokens').map((h) => h.doc.path)).toEqual(['a', 'b']);
    expect(searchDocs(docs, 'pglite tokens').map((h) => h.doc.path)).toEqual(['b']);
    expect(searchDocs(docs, 'absent')).toEqual([]);
  });

  it('ranks a heading that has a query word as a whole word above an identifier that only contains it', () => {
    const docs = [
      { path: 'fn', title: 'createCodeVerifier', kind: 'Function', text: '@emoney/sdk A PKCE code verifier.' },
      { path: 'guide', title: 'Authorization', section: 'Authorization code with PKCE', text: 'Create a verifier, keep the verifier, send its PKCE challenge.' },
    ];
    expect(searchDocs(docs, 'PKCE verifier').map((h) => h.doc.path)).toEqual(['guide', 'fn']);
    // An identifier typed in full still opens its own page first.
    expect(searchDocs(docs, 'createCodeVerifier').map((h) => h.doc.path)).toEqual(['fn']);
  });

  it('slugs headings', () => {
    expect(slug('Client credentials')).toBe('client-credentials');
    expect(slug('Sign-In with Ethereum')).toBe('sign-in-with-ethereum');
  });
});
