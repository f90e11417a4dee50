import { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';

/**
 * Node's request and response, born with Express's methods (`req.path`, `req.query`, `req.is`,
 * `req.ip`, `res.status`, …). Express gives a request its methods by changing the prototype of
 * Node's objects (`Object.setPrototypeOf`) on every request, and V8 then reaches every property
 * of them, Node's own HTTP code's included, on a slow path: in a bare `node:http` server that
 * change alone cut the rate by two thirds (bench/README, "Express's prototype change"). The server
 * creates its requests as these classes instead (`SERVER_OPTIONS`); `app` is set per request, as
 * the methods read the application's settings (the query parser, `trust proxy`) through it.
 */
export class ExpressRequest extends IncomingMessage {
  declare app: Express;
}

export class ExpressResponse<Req extends IncomingMessage = IncomingMessage> extends ServerResponse<Req> {
  declare app: Express;
}

/** Express's own methods and getters, copied onto the classes once (not their `constructor`). */
function inherit(target: object, methods: object): void {
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(methods))) {
    if (name !== 'constructor') Object.defineProperty(target, name, descriptor);
  }
}
inherit(ExpressRequest.prototype, express.request);
inherit(ExpressResponse.prototype, express.response);
