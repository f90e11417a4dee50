/**
 * What the server relies on inside openapi-backend and Express beyond their documented use, read
 * from the installed packages: the members openapi-adapter.ts replaces or calls on its instances,
 * the request and response descriptors express-shaped.ts copies, and the steps of Express's own
 * dispatch front-door.ts repeats. pinned-internals.test.ts compares it with pinned-internals.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import express from 'express';
import { OpenAPIBackend, OpenAPIRouter, OpenAPIValidator } from 'openapi-backend';

const require = createRequire(import.meta.url);

/** A function's source, as a short digest: any change to its text changes it. */
const fingerprint = (fn: unknown) => createHash('sha256').update(String(fn)).digest('hex').slice(0, 16);

/** A property's kind as a copy sees it: `get`, `get+set`, `method` or `value`. */
function kindOf(descriptor: PropertyDescriptor): string {
  if (descriptor.get || descriptor.set) return [descriptor.get && 'get', descriptor.set && 'set'].filter(Boolean).join('+');
  return typeof descriptor.value === 'function' ? 'method' : 'value';
}

/** Each own property of `object` but its constructor: name, kind and the digest of its code. */
function descriptors(object: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(object))) {
    if (name === 'constructor') continue;
    const code = descriptor.get || descriptor.set ? `${String(descriptor.get)}${String(descriptor.set)}` : descriptor.value;
    out[name] = `${kindOf(descriptor)} ${fingerprint(code)}`;
  }
  return out;
}

const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
/** A package Express depends on, resolved from Express's own folder (as Express loads it). */
const fromExpress = (name: string) => createRequire(require.resolve('express'))(name) as unknown;

export function libraryInternals() {
  const Router = fromExpress('router') as { prototype: { handle: unknown } };
  return {
    versions: {
      'openapi-backend': versionOf('openapi-backend'),
      express: versionOf('express'),
      // Express's router, whose per-request fields (originalUrl, baseUrl, params) front-door.ts sets itself.
      router: (createRequire(require.resolve('express'))('router/package.json') as { version: string }).version,
    },
    'openapi-backend': {
      // Replaced on each instance: the OpenAPI 3.0 meta-schema check (the contract is 3.1) ...
      'OpenAPIBackend#validateDefinition': fingerprint(OpenAPIBackend.prototype.validateDefinition),
      // ... which init() must call only outside quick mode, before building `router` from `definition`.
      'OpenAPIBackend#init': fingerprint(OpenAPIBackend.prototype.init),
      'OpenAPIBackend#validateResponse': fingerprint(OpenAPIBackend.prototype.validateResponse),
      // Replaced on each instance with the list it answered once; getOperation reads it through `this`.
      'OpenAPIRouter#getOperations': fingerprint(OpenAPIRouter.prototype.getOperations),
      'OpenAPIRouter#getOperation': fingerprint(OpenAPIRouter.prototype.getOperation),
      // Built by the adapter with lazyCompileValidators; its validators' errors are the 400 messages.
      OpenAPIValidator: fingerprint(OpenAPIValidator),
    },
    express: {
      // What front-door.ts does for an API request instead of calling the application.
      'application.handle': fingerprint((express.application as unknown as { handle: unknown }).handle),
      'Router#handle': fingerprint(Router.prototype.handle),
      // Copied onto ExpressRequest and ExpressResponse (express-shaped.ts).
      request: descriptors(express.request),
      response: descriptors(express.response),
    },
  };
}

export const PINNED_INTERNALS_FILE = new URL('./pinned-internals.json', import.meta.url);

export function pinnedInternals(): ReturnType<typeof libraryInternals> {
  return JSON.parse(readFileSync(PINNED_INTERNALS_FILE, 'utf8')) as ReturnType<typeof libraryInternals>;
}
