import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '@emoney/api-types/operations';
import type { Request, Response } from 'express';
import type { AppContext } from '../../app-context.js';
import type { ErrorBody } from '../../http/http-error.js';
import { VENDOR_MEDIA_TYPE } from '../../http/send.js';

/** Pages a person opens in a browser, whose errors must read as pages, never as JSON (the contract's `x-browser-page`). */
const BROWSER_PAGES = new Set<string>(operations.filter((op) => op.browserPage).map((op) => op.path));

/** A browser navigation: the page asks for HTML before any JSON type (an API client never does). */
export function wantsErrorPage(req: Request): boolean {
  return BROWSER_PAGES.has(req.path) && req.accepts([VENDOR_MEDIA_TYPE, 'application/json', 'text/html']) === 'text/html';
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A short id a person can read out to support, e.g. `EM-7K2Q-9XWD`: the same id is in the server log. */
export function errorReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const chars = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
  return `EM-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * The error as the hosted screens' error page, with the same status: their index.html carries
 * the error in a meta tag that the screens read instead of loading a request. The error is logged
 * under a reference id that the page shows, so support can find it. Without a built onboarding (a
 * server started without `make build`) a plain page says the same.
 */
export function sendErrorPage(req: Request, res: Response, error: Pick<ErrorBody, 'status' | 'message'>, ctx: AppContext): void {
  const reference = errorReference();
  ctx.logger.warn({ reference, status: error.status, error: error.message, path: req.path }, 'error page shown');
  const sandbox = ctx.config.mode === 'sandbox';
  const content = escapeAttribute(JSON.stringify({ status: error.status, message: error.message, reference, sandbox }));
  const meta = `<meta name="emoney-error" content="${content}">`;
  res.status(error.status).type('html');
  // The built screens' index.html (`EMONEY_ONBOARDING_DIR`), when there is one.
  // (A context built by hand may carry no assets: the plain page then.)
  const dir = ctx.config.assets?.onboardingDir;
  const index = dir ? join(dir, 'index.html') : undefined;
  if (index && existsSync(index)) {
    res.send(readFileSync(index, 'utf8').replace('</head>', `${meta}</head>`));
    return;
  }
  const text = error.message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="/onboarding/favicon.svg"><title>This link does not work – emoney</title>${meta}</head><body><main><h1>This link does not work</h1><p>The app that sent you here gave emoney a sign-in link it cannot use (${text}).</p><p>Go back to the app you came from and start again. If this keeps happening, tell that app’s support team, and give them this reference: ${reference}</p></main></body></html>`,
  );
}
