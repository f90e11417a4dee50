import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, raiseBetween, raiseCovers, requiredRaise } from '../contract-version.js';

describe('the contract version rule', () => {
  it('orders versions as semantic versioning does', () => {
    const sorted = ['1.9.0', '2.0.0-alpha', '2.0.0-beta', '2.0.0-beta.1', '2.0.0-beta.2', '2.0.0-beta.10', '2.0.0', '2.0.1', '2.1.0-beta', '2.1.0', '3.0.0'];
    expect([...sorted].reverse().sort(compareVersions)).toEqual(sorted);
    expect(compareVersions('2.0.0-beta', '2.0.0-beta')).toBe(0);
  });

  it('refuses what is not MAJOR.MINOR.PATCH[-pre-release]', () => {
    for (const bad of ['2', '2.0', 'v2.0.0', '2.0.0-', '02.0.0']) expect(() => parseVersion(bad), bad).toThrow(/Versioning/);
  });

  it('names the raise between two versions', () => {
    expect(raiseBetween('2.0.0-beta', '3.0.0')).toBe('major');
    expect(raiseBetween('2.0.0-beta', '3.0.0-beta')).toBe('major');
    expect(raiseBetween('2.0.0-beta', '2.1.0-beta')).toBe('minor');
    expect(raiseBetween('2.0.0-beta', '2.0.0-beta.1')).toBe('patch');
    expect(raiseBetween('2.0.0-beta', '2.0.0')).toBe('patch');
    expect(raiseBetween('2.0.0-beta', '2.0.0-beta')).toBe('none');
    expect(raiseBetween('2.1.0', '2.0.9')).toBe('none');
  });

  it('breaking changes need a new MAJOR, other changes a new MINOR', () => {
    expect(requiredRaise([{ breaking: false }, { breaking: true }])).toBe('major');
    expect(requiredRaise([{ breaking: false }])).toBe('minor');
    expect(requiredRaise([])).toBe('none');
    expect(raiseCovers('major', 'minor')).toBe(true);
    expect(raiseCovers('minor', 'major')).toBe(false);
    expect(raiseCovers('patch', 'minor')).toBe(false);
  });
});
