import { describe, expect, it } from 'vitest';
import { href, parseRoute, type Route } from './route';

describe('routes', () => {
  const routes: Route[] = [
    { name: 'signIn' },
    { name: 'signUp' },
    { name: 'signUp', email: 'a+b@example.org' },
    { name: 'verify', email: 'a@example.org' },
    { name: 'apps' },
    { name: 'newApp' },
    { name: 'app', id: '1b2c' },
    { name: 'webhooks' },
    { name: 'newWebhook' },
    { name: 'webhook', id: 'w1' },
    { name: 'delivery', id: 'w1', delivery: 'd1' },
    { name: 'requests' },
    { name: 'requests', status: '4xx', path: '/orders' },
    { name: 'request', id: 'r1' },
    { name: 'customers' },
    { name: 'customer', id: 'p1' },
    { name: 'sandbox' },
    { name: 'sandbox', iban: 'IS140159260076545510730339' },
    { name: 'team' },
  ];

  it.each(routes)('reads back what it writes: %o', (route) => {
    const url = new URL(href(route), 'http://x');
    expect(parseRoute(url.pathname, url.search)).toEqual(route);
  });

  it('opens the apps at /dashboard and /dashboard/', () => {
    expect(parseRoute('/dashboard')).toEqual({ name: 'apps' });
    expect(parseRoute('/dashboard/')).toEqual({ name: 'apps' });
  });

  it('names what it does not know, and leaves empty filters out', () => {
    expect(parseRoute('/dashboard/nope')).toEqual({ name: 'notFound', path: '/dashboard/nope' });
    expect(parseRoute('/dashboard/apps/1/2')).toEqual({ name: 'notFound', path: '/dashboard/apps/1/2' });
    expect(parseRoute('/elsewhere')).toEqual({ name: 'notFound', path: '/elsewhere' });
    expect(parseRoute('/dashboard/requests', '?status=&path=')).toEqual({ name: 'requests' });
    expect(href({ name: 'requests', status: '', path: '' })).toBe('/dashboard/requests');
  });

  it('encodes ids, so an odd id cannot leave its segment', () => {
    expect(href({ name: 'app', id: 'a/b?c' })).toBe('/dashboard/apps/a%2Fb%3Fc');
    expect(parseRoute('/dashboard/apps/a%2Fb%3Fc')).toEqual({ name: 'app', id: 'a/b?c' });
  });
});
