// The error page a browser gets for a bad /auth link shows a reference id, and the
// server logs the error under the same id, so support can find what happened.
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import type { AppContext } from '../../src/app-context.js';
import { errorReference, sendErrorPage } from '../../src/features/onboarding/error-page.js';
import { HttpError } from '../../src/http/http-error.js';

describe('the bad-link error page', () => {
  it('logs the error under the reference the page shows', () => {
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const req = { path: '/auth' } as unknown as Request;
    let html = '';
    let status = 0;
    const res = {
      status(code: number) {
        status = code;
        return this;
      },
      type() {
        return this;
      },
      send(body: string) {
        html = body;
        return this;
      },
    } as unknown as Response;
    const logger = { warn: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }) };
    const ctx = { config: { mode: 'sandbox' }, logger } as unknown as AppContext;
    sendErrorPage(req, res, new HttpError(400, 'no such client id'), ctx);
    expect(status).toBe(400);
    const content = /<meta name="emoney-error" content="([^"]*)">/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const meta = JSON.parse(content) as { status: number; message: string; reference: string; sandbox: boolean };
    expect(meta).toEqual({ status: 400, message: 'no such client id', reference: expect.stringMatching(/^EM-[2-9A-Z]{4}-[2-9A-Z]{4}$/), sandbox: true });
    expect(logged).toEqual([{ fields: { reference: meta.reference, status: 400, error: 'no such client id', path: '/auth' }, message: 'error page shown' }]);
  });

  it('makes a new reference each time', () => {
    const refs = new Set(Array.from({ length: 50 }, () => errorReference()));
    expect(refs.size).toBe(50);
  });
});
