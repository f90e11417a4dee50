import type { Response } from 'express';
import type { HttpError } from './http-error.js';

/** The vendor media type every JSON answer is served as (clients may also ask for application/json). */
export const VENDOR_MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';

export function sendResult(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status);
  if (body === undefined || status === 204 || status === 304) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', `${VENDOR_MEDIA_TYPE}; charset=utf-8`);
  res.send(JSON.stringify(body));
}

/** Sends the error body, with the request's id (the `X-Request-Id` answer header) as `requestId`. */
export function sendError(res: Response, error: HttpError): void {
  const requestId = (res.locals as { requestId?: string } | undefined)?.requestId;
  sendResult(res, error.status, requestId === undefined ? error.toBody() : { ...error.toBody(), requestId }, error.headers);
}
