import { randomUUID } from 'node:crypto';
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { ExpressRequest, ExpressResponse } from './express-shaped.js';
import { HttpError } from './http-error.js';
import { VENDOR_MEDIA_TYPE } from './send.js';

/**
 * Limits of the HTTP layer itself. Node answers requests over them (and ones it cannot parse)
 * before Express sees them; `answerClientErrors` gives those answers the error body.
 */
export const HTTP_LIMITS = {
  /** Request line plus headers, in bytes (Node's default, stated): over it answers 431. */
  maxHeaderSize: 16 * 1024,
  /** A client must send its headers within this many ms, its whole request within `requestTimeout`: 408. */
  headersTimeout: 20_000,
  requestTimeout: 60_000,
} as const satisfies ServerOptions;

/** The options to create the API's `http.Server` with: its limits, and requests born with Express's methods (express-shaped.ts). */
export const SERVER_OPTIONS: ServerOptions = { ...HTTP_LIMITS, IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse };

function statusOf(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: `The request line and headers are larger than ${HTTP_LIMITS.maxHeaderSize} bytes` };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return { status: 408, message: 'The request was not received in time' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, message: 'The request method is not a known HTTP method' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/**
 * Answers what Node's HTTP parser refuses (oversized headers or URL, unknown methods, broken
 * framing, timeouts) with the API's error body and closes the connection; a socket that can no
 * longer be written is just destroyed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const { status, message } = statusOf(err.code);
    const error = new HttpError(status, message, { code: status === 431 ? 'bad_request' : undefined });
    // No request was read, so the id is always a fresh one.
    const requestId = randomUUID();
    const body = JSON.stringify({ ...error.toBody(), requestId });
    const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${VENDOR_MEDIA_TYPE}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
