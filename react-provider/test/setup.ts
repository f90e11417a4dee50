// A browser page for React and the provider, over Node: jsdom's DOM (window, document, location,
// history, localStorage…) is added without replacing what Node already has (URL, fetch, Blob,
// FormData, WebSocket-free), so the in-process server and the SDK's requests run on Node's own.
import { JSDOM } from 'jsdom';
import { configure } from '@testing-library/react';

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost:5173/callback', pretendToBeVisual: true });
const window = dom.window as unknown as Record<string, unknown>;
for (const name of Object.getOwnPropertyNames(window)) {
  if (name in globalThis || name.startsWith('_')) continue;
  Object.defineProperty(globalThis, name, { value: window[name], writable: true, configurable: true });
}
Object.assign(globalThis, { window: dom.window, self: dom.window, IS_REACT_ACT_ENVIRONMENT: true });
configure({ asyncUtilTimeout: 10_000 });
