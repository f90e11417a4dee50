import { describe, expect, it } from 'vitest';
import { problem } from '../api/problem';
import { SEVERAL_FIELDS, summaryOf } from './errorSummary';

const FIELDS = { email: { id: 'email', label: 'Email' }, password: { id: 'password', label: 'Password' }, terms: { id: 'terms', label: 'Terms' } };

/** Everything the summary shows, as one text. */
const text = (s: ReturnType<typeof summaryOf>) => [s.headline, ...s.links.map((l) => l.label), ...s.sentences].join('\n');

describe('summaryOf', () => {
  it('names the fields by their labels and never repeats the sentences shown at the fields', () => {
    const p = problem('ignored for checks made in the browser', { email: 'Enter your email address.', terms: 'Agree to the emoney terms and privacy notice to create an account.' });
    const s = summaryOf(p, FIELDS);
    expect(s.headline).toBe(SEVERAL_FIELDS);
    expect(s.links).toEqual([FIELDS.email, FIELDS.terms]);
    expect(s.sentences).toEqual([]);
    expect(text(s)).not.toContain('Enter your email address.');
    expect(text(s)).not.toContain('Agree to the emoney terms');
  });

  it('names the one field in the headline when only one needs attention', () => {
    const s = summaryOf(problem('', { password: 'Password must be at least 8 characters long.' }), FIELDS);
    expect(s.headline).toBe('The password field needs your attention.');
    expect(s.links).toEqual([FIELDS.password]);
    expect(text(s)).not.toContain('at least 8 characters');
  });

  it('keeps a server answer’s own sentence as the headline, and its field sentence at the field', () => {
    const taken = problem('An account with this email address already exists.', { email: 'This email address already has an emoney account.' }, 409);
    const s = summaryOf(taken, FIELDS);
    expect(s.headline).toBe('An account with this email address already exists.');
    expect(s.links).toEqual([FIELDS.email]);
    expect(text(s)).not.toContain('already has an emoney account');
  });

  it('shows a server sentence without a field once', () => {
    const s = summaryOf(problem('The email address or the password is wrong.', {}, 401), FIELDS);
    expect(s).toEqual({ headline: 'The email address or the password is wrong.', links: [], sentences: [] });
  });

  it('shows the sentence of a field the screen does not show, since nothing else does', () => {
    const s = summaryOf(problem('Some details are missing', { code: 'The code is wrong.' }, 400), FIELDS);
    expect(s.headline).toBe('Some details are missing');
    expect(s.links).toEqual([]);
    expect(s.sentences).toEqual(['The code is wrong.']);
  });
});

describe('summaryOf with a message of several sentences', () => {
  it('sets the first sentence as the bold title and the rest as plain text', () => {
    const s = summaryOf(problem('Your session has ended. Log in again to go on; nothing was lost.', {}, 401), FIELDS);
    expect(s.headline).toBe('Your session has ended.');
    expect(s.sentences).toEqual(['Log in again to go on; nothing was lost.']);
  });

  it('keeps a one-sentence message whole', () => {
    expect(summaryOf(problem('The email address or the password is wrong.', {}, 401), FIELDS)).toEqual({ headline: 'The email address or the password is wrong.', links: [], sentences: [] });
  });
});

describe('toProblem for a refused cross-site change', () => {
  it('says in plain words that nothing changed and what to do, not which header was missing', async () => {
    const { toProblem, REFUSED_CROSS_SITE } = await import('../api/problem');
    const body = { code: 'forbidden', status: 403, message: "Missing or invalid anti-CSRF token: send the emoney_csrf cookie's value in the X-CSRF-Token header (GET /onboarding/api/session/csrf)" };
    const p = toProblem(body, new Response(null, { status: 403 }));
    expect(p.message).toBe(REFUSED_CROSS_SITE);
    expect(p.message).not.toMatch(/CSRF|header|cookie/i);
    const s = summaryOf(p, FIELDS);
    expect(s.headline).toBe('For your safety nothing was changed.');
  });
});
