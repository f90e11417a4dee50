import { describe, expect, it } from 'vitest';
import { humanize, validationMessages } from '../../src/http/validation-messages.js';

describe('humanize', () => {
  it.each([
    ['firstName', 'First name'],
    ['personal.firstName', 'First name'],
    ['representatives.0.lastName', 'Last name'],
    ['code_challenge', 'Code challenge'],
    ['body', 'Request body'],
  ])('%s → %s', (field, label) => {
    expect(humanize(field)).toBe(label);
  });
});

describe('validationMessages', () => {
  it('reports a missing property under its own path', () => {
    const errors = validationMessages([
      { keyword: 'required', instancePath: '/requestBody/personal', schemaPath: '', params: { missingProperty: 'firstName' } },
    ]);
    expect(errors).toEqual({ 'personal.firstName': 'First name is missing' });
  });

  it('prefers branch errors over the oneOf summary, one message per field', () => {
    const errors = validationMessages([
      { keyword: 'oneOf', instancePath: '/requestBody', schemaPath: '', params: {} },
      { keyword: 'pattern', instancePath: '/query/address', schemaPath: '', params: { pattern: 'x' } },
      { keyword: 'minLength', instancePath: '/query/address', schemaPath: '', params: { limit: 42 } },
    ]);
    expect(errors).toEqual({ address: 'Address is not valid' });
  });
});
