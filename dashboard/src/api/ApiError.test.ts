import { describe, expect, it } from 'vitest';
import { ApiError, errorOfAnswer, errorOfThrown } from './ApiError';
import { tokenFromCookie } from './csrf';

describe('ApiError', () => {
  it('carries the server’s message, code and field errors', () => {
    const e = errorOfAnswer({ code: 'validation_failed', status: 422, message: 'Check the app.', errors: { redirectUris: 'Not https.', bad: 3 } }, { status: 422, statusText: 'Unprocessable' });
    expect(e).toBeInstanceOf(ApiError);
    expect([e.message, e.code, e.status, e.fields]).toEqual(['Check the app.', 'validation_failed', 422, { redirectUris: 'Not https.' }]);
  });

  it('says what the server answered when the body is not an error body', () => {
    expect(errorOfAnswer('<html>', { status: 502, statusText: 'Bad Gateway' }).message).toBe('The server answered 502 Bad Gateway');
    expect(errorOfAnswer(undefined, { status: 500, statusText: '' }).message).toBe('The server answered 500');
  });

  it('turns a failed fetch into a sentence about the connection', () => {
    expect(errorOfThrown(new TypeError('Failed to fetch')).message).toMatch(/Could not reach the server/);
    const same = new ApiError('x', { status: 403 });
    expect(errorOfThrown(same)).toBe(same);
  });
});

describe('the CSRF cookie', () => {
  it('is read by its name only', () => {
    expect(tokenFromCookie('a=1; emoney_csrf=abc%3D; b=2')).toBe('abc=');
    expect(tokenFromCookie('emoney_csrfx=1')).toBeUndefined();
    expect(tokenFromCookie('')).toBeUndefined();
  });
});
