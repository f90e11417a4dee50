import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { inSequence, onlyFor } from '../../src/http/in-sequence.js';

const req = { path: '/tokens' } as Request;
const res = {} as Response;

/** Runs a middleware and answers what reached its `next`: nothing (undefined), or the error. */
function run(handler: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => handler(req, res, ((err?: unknown) => resolve(err)) as NextFunction));
}

describe('middlewares in sequence', () => {
  it('runs each in order and then goes on', async () => {
    const seen: string[] = [];
    const step = (name: string): RequestHandler => (_req, _res, next) => {
      seen.push(name);
      next();
    };
    expect(await run(inSequence(step('a'), step('b'), step('c')))).toBeUndefined();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('stops at an error passed on, thrown, or rejected, and hands it on', async () => {
    const seen: string[] = [];
    const after: RequestHandler = (_req, _res, next) => {
      seen.push('after');
      next();
    };
    const passed = new Error('passed');
    const thrown = new Error('thrown');
    const rejected = new Error('rejected');
    expect(await run(inSequence((_q, _s, next) => next(passed), after))).toBe(passed);
    expect(
      await run(
        inSequence(() => {
          throw thrown;
        }, after),
      ),
    ).toBe(thrown);
    expect(await run(inSequence((async () => Promise.reject(rejected)) as unknown as RequestHandler, after))).toBe(rejected);
    expect(seen).toEqual([]);
  });

  it('lets a request pass a middleware meant for other paths', async () => {
    const seen: string[] = [];
    const mark: RequestHandler = (_req, _res, next) => {
      seen.push('ran');
      next();
    };
    await run(onlyFor((path) => path.startsWith('/onboarding'), mark));
    expect(seen).toEqual([]);
    await run(onlyFor((path) => path === '/tokens', mark));
    expect(seen).toEqual(['ran']);
  });
});
