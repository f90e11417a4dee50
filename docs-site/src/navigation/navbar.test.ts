import { describe, expect, it } from 'vitest';
import { BASE_PATH, href, navbar } from './navbar.js';

describe('navbar', () => {
  it('links Docs, API, SDK and React under the base path', () => {
    expect(navbar.map((item) => [item.label, href(item.to)])).toEqual([
      ['Docs', '/js-monorepo/'],
      ['API', '/js-monorepo/docs/api'],
      ['SDK', '/js-monorepo/packages/sdk'],
      ['React', '/js-monorepo/packages/sdk-react-provider'],
    ]);
  });

  it('never doubles the slash after the base path', () => {
    expect(href('/docs/api')).toBe(`${BASE_PATH}docs/api`);
  });
});
