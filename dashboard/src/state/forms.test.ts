import { describe, expect, it } from 'vitest';
import { graceChoice, GRACE_CHOICES, DEFAULT_GRACE_MINUTES } from './grace';
import { newAppBody, newAppProblems, type NewAppForm } from './newAppForm';
import { redirectUriProblem, redirectUrisOf } from './redirectUris';
import { newWebhookSecret, webhookSecretProblem } from './webhookSecret';

describe('redirect URIs', () => {
  it('are the non-empty lines, trimmed, each once', () => {
    expect(redirectUrisOf(' https://a.example/cb \n\n\r\nhttp://localhost:3000/cb\nhttps://a.example/cb')).toEqual(['https://a.example/cb', 'http://localhost:3000/cb']);
  });

  it.each([
    ['https://app.example.com/callback', undefined],
    ['http://localhost:5173/callback', undefined],
    ['http://127.0.0.1:8080/cb', undefined],
    ['http://[::1]:8080/cb', undefined],
    ['http://app.example.com/cb', /only localhost/],
    ['ftp://app.example.com/cb', /https/],
    ['/callback', /absolute/],
    ['https://app.example.com/cb#x', /fragment/],
  ])('%s: %s', (uri, problem) => {
    const said = redirectUriProblem(uri);
    if (problem === undefined) expect(said).toBeUndefined();
    else expect(said).toMatch(problem);
  });
});

describe('the new app form', () => {
  const form: NewAppForm = { name: ' Shop ', kind: 'both', redirectUris: 'https://shop.example/cb\n', privacyPolicyUrl: 'https://shop.example/privacy', termsOfServiceUrl: 'https://shop.example/terms', logoUrl: '' };

  it('makes the body POST /apps takes', () => {
    expect(newAppProblems(form)).toEqual({});
    expect(newAppBody(form)).toEqual({ name: 'Shop', kind: 'both', redirectUris: ['https://shop.example/cb'], privacyPolicyUrl: 'https://shop.example/privacy', termsOfServiceUrl: 'https://shop.example/terms' });
    expect(newAppBody({ ...form, kind: 'client_credentials', logoUrl: '/logo.svg' })).not.toHaveProperty('redirectUris');
    expect(newAppBody({ ...form, logoUrl: '/logo.svg' }).logoUrl).toBe('/logo.svg');
  });

  it('names each field with a problem, by the API’s name', () => {
    expect(Object.keys(newAppProblems({ ...form, name: '', redirectUris: '', privacyPolicyUrl: 'nope', termsOfServiceUrl: '', logoUrl: 'x' }))).toEqual(['name', 'redirectUris', 'privacyPolicyUrl', 'termsOfServiceUrl', 'logoUrl']);
    // A client-credentials app needs no redirect URI.
    expect(newAppProblems({ ...form, kind: 'client_credentials', redirectUris: '' })).toEqual({});
  });
});

describe('the grace of a secret rotation', () => {
  it('offers none, an hour, a day (the default) and a week', () => {
    expect(GRACE_CHOICES.map((c) => c.minutes)).toEqual([0, 60, 1440, 10_080]);
    expect(DEFAULT_GRACE_MINUTES).toBe(1440);
    expect(graceChoice(0).label).toBe('None');
    expect(graceChoice(12345).minutes).toBe(1440);
    for (const c of GRACE_CHOICES) expect(c.minutes).toBeLessThanOrEqual(10_080);
  });
});

describe('a webhook signing secret', () => {
  it('is made as the contract wants it, and a wrong one is named', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretProblem(secret)).toBeUndefined();
    expect(webhookSecretProblem(newWebhookSecret((b) => b.fill(255)))).toBeUndefined();
    expect(webhookSecretProblem('whsec_short')).toMatch(/base64/);
    expect(webhookSecretProblem('secret-without-prefix-000000000000000000000000')).toMatch(/whsec_/);
  });
});
