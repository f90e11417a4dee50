import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, InvalidInput, Misconfigured, NotFound, QuotaExceeded, RateLimited, Unauthorized } from '../../src/domain/errors.js';
import { errorAnswer, HttpError } from '../../src/http/http-error.js';
import { createLogger } from '../../src/logger.js';

const logger = createLogger('silent', 'json');

describe('the one mapping of domain errors to the error body', () => {
  it.each([
    [new InvalidInput('The order is not valid', { amount: 'Amount is missing' }), 400, 'validation_error'],
    [new Unauthorized('Not authenticated'), 401, 'unauthorized'],
    [new Forbidden('The profile is blocked'), 403, 'forbidden'],
    [new NotFound('Order not found'), 404, 'not_found'],
    [new Conflict('The order is already processed', { id: 'taken' }), 409, 'conflict'],
    [new QuotaExceeded('The quota is full', { file: 'too many' }), 413, 'payload_too_large'],
    [new RateLimited('Too many requests', 7), 429, 'too_many_requests'],
    [new Misconfigured('This server cannot issue IBANs of XX'), 500, 'internal_error'],
  ])('%s answers %i %s with its message and field messages', (error, status, code) => {
    const answer = errorAnswer(error, logger);
    expect(answer.toBody()).toEqual({ code, status, message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
  });

  it('gives a rate-limited answer its Retry-After', () => {
    expect(errorAnswer(new RateLimited('Too many requests', 42), logger).headers).toEqual({ 'Retry-After': '42' });
    expect(errorAnswer(new NotFound('Order not found'), logger).headers).toEqual({});
  });

  it('omits empty field messages, keeps HTTP errors of the HTTP layer, and hides anything else behind a 500', () => {
    expect(errorAnswer(new InvalidInput('Validation failed', {}), logger).toBody()).toEqual({ code: 'validation_error', status: 400, message: 'Validation failed' });
    const own = new HttpError(405, 'GET is not allowed on /auth/token');
    expect(errorAnswer(own, logger)).toBe(own);
    expect(errorAnswer(new Error('secret detail'), logger).toBody()).toEqual({ code: 'internal_error', status: 500, message: 'Internal Server Error' });
  });

  it('answers a database that cannot be reached as 503 with Retry-After, whatever layer threw it', () => {
    const failures = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
    ];
    for (const failure of failures) {
      const answer = errorAnswer(failure, logger);
      expect(answer.status).toBe(503);
      expect(answer.headers).toEqual({ 'Retry-After': '2' });
      expect(answer.toBody()).toEqual({ code: 'internal_error', status: 503, message: 'The database is unreachable just now: try again shortly' });
    }
    // A query the database refuses for what it is stays a 500.
    expect(errorAnswer(Object.assign(new Error('duplicate key'), { code: '23505' }), logger).status).toBe(500);
  });
});
