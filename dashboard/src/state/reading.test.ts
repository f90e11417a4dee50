import { describe, expect, it } from 'vitest';
import { offsetWords } from './clock';
import { answerOf, formatLatency, lastAttempt } from './deliveries';
import { counterpartText, humanize } from './format';
import { awaitingDecision, kycTone } from './kyc';
import { canChange, canUseSandboxTools } from './permissions';
import { requestQuery, statusFilterValid, statusTone } from './requestFilters';
import { timelineSteps } from './timeline';

describe('the request log filters', () => {
  it('send only what is set', () => {
    expect(requestQuery({ status: '', path: '  ' })).toEqual({ limit: 1000 });
    expect(requestQuery({ status: '4XX', path: ' /orders ' })).toEqual({ status: '4xx', path: '/orders', limit: 1000 });
  });

  it('take classes and exact codes', () => {
    for (const ok of ['', '2xx', '5xx', '404']) expect(statusFilterValid(ok)).toBe(true);
    for (const bad of ['6xx', '40', 'abc']) expect(statusFilterValid(bad)).toBe(false);
    expect([201, 302, 404, 500, 0].map(statusTone)).toEqual(['ok', 'ok', 'client', 'server', 'other']);
  });
});

describe('deliveries', () => {
  const attempts = [
    { attemptedAt: '2026-12-01T10:00:00Z', statusCode: 500, latencyMs: 40 },
    { attemptedAt: '2026-12-01T10:05:00Z', statusCode: 200, latencyMs: 1234 },
  ];
  it('read their last attempt', () => {
    expect(lastAttempt({ attempts })?.statusCode).toBe(200);
    expect(lastAttempt({ attempts: [] })).toBeUndefined();
    expect(answerOf(undefined)).toBe('Not tried yet');
    expect(answerOf({ attemptedAt: '', latencyMs: 10_000, error: 'timed out' })).toBe('timed out');
    expect([12.4, 1234, 12_345].map(formatLatency)).toEqual(['12 ms', '1.23 s', '12.3 s']);
  });
});

describe('an order timeline', () => {
  it('marks the steps reached and the current one', () => {
    const steps = timelineSteps({ kind: 'redeem', timeline: [{ state: 'placed', at: 'a' }, { state: 'pending', at: 'b' }] });
    expect(steps.map((s) => [s.state, s.reached, s.current])).toEqual([
      ['placed', true, false],
      ['pending', true, true],
      ['processed', false, false],
    ]);
  });

  it('shows a step passed without a kept time as reached, and issue orders start pending', () => {
    const rejected = timelineSteps({ kind: 'redeem', timeline: [{ state: 'placed', at: 'a' }, { state: 'rejected', at: 'c' }] });
    expect(rejected.map((s) => [s.state, s.reached, s.at])).toEqual([
      ['placed', true, 'a'],
      ['pending', true, undefined],
      ['rejected', true, 'c'],
    ]);
    expect(timelineSteps({ kind: 'issue', timeline: [{ state: 'pending', at: 'a' }, { state: 'processed', at: 'b' }] }).map((s) => s.state)).toEqual(['pending', 'processed']);
  });
});

describe('who may change things', () => {
  const member = (role: 'admin' | 'read_only') => ({ member: { id: 'm', email: 'e', role } });
  it('admins, and sandbox tools only in the sandbox', () => {
    expect(canChange(member('admin'))).toBe(true);
    expect(canChange(member('read_only'))).toBe(false);
    expect(canChange(undefined)).toBe(false);
    expect(canUseSandboxTools({ ...member('admin'), sandbox: true })).toBe(true);
    expect(canUseSandboxTools({ ...member('admin'), sandbox: false })).toBe(false);
    expect(canUseSandboxTools({ ...member('read_only'), sandbox: true })).toBe(false);
  });
});

describe('words', () => {
  it('for states, KYC and the clock', () => {
    expect(humanize('client_credentials')).toBe('Client credentials');
    expect(humanize('profile.updated')).toBe('Profile updated');
    expect(kycTone('approved')).toBe('ok');
    expect(kycTone('submitted')).toBe('warning');
    expect(awaitingDecision('submitted')).toBe(true);
    expect(awaitingDecision('rejected')).toBe(false);
    expect(offsetWords(0)).toBe('none');
    expect(offsetWords(90_061)).toBe('1 d 1 h 1 min');
    expect(offsetWords(30)).toBe('30 s');
    expect(counterpartText({ identifier: { standard: 'iban', iban: 'DE89370400440532013000' }, details: { name: 'Jane Doe' } })).toBe('Jane Doe, DE89370400440532013000');
    expect(counterpartText('IS14 0159')).toBe('IS14 0159');
    expect(counterpartText(undefined)).toBeUndefined();
  });
});
