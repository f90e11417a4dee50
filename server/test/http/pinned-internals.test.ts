/**
 * The server replaces two members of openapi-backend's objects (openapi-adapter.ts), copies
 * Express's request and response descriptors onto its own classes (express-shaped.ts) and repeats
 * Express's dispatch for API requests (front-door.ts). Those libraries are pinned exactly in
 * package.json; this fails when the installed versions leave the pins, or when the code relied on
 * changes (an upgrade, a patch applied to node_modules). Then read the changed code, adapt the
 * server, and write the new figures into pinned-internals.json (the failure's diff shows them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { libraryInternals, pinnedInternals } from './library-internals.js';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

describe('pinned library internals', () => {
  it('pins openapi-backend and Express exactly, and the installed versions are the pinned ones', () => {
    const installed = libraryInternals().versions;
    for (const name of ['openapi-backend', 'express'] as const) {
      expect(manifest.dependencies[name], `${name} in server/package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed[name], `installed ${name}`).toBe(manifest.dependencies[name]);
    }
    expect(installed).toEqual(pinnedInternals().versions);
  });

  it('the members of openapi-backend the adapter replaces or relies on are the code it was written against', () => {
    expect(libraryInternals()['openapi-backend']).toEqual(pinnedInternals()['openapi-backend']);
  });

  it('Express’s dispatch and the request and response descriptors copied from it are the code they were copied from', () => {
    const { express } = libraryInternals();
    const pinned = pinnedInternals().express;
    // Names and kinds first: a new or removed method reads plainly in the diff.
    const kinds = (list: Record<string, string>) => Object.fromEntries(Object.entries(list).map(([name, value]) => [name, value.split(' ')[0]]));
    expect(kinds(express.request)).toEqual(kinds(pinned.request));
    expect(kinds(express.response)).toEqual(kinds(pinned.response));
    expect(express).toEqual(pinned);
  });
});
