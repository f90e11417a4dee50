import { describe, expect, it } from 'vitest';
import { isPrivateAddress, unsafeWebhookUrl, type HostResolver } from '../../src/features/webhooks/url-safety.js';

// The webhook SSRF guard was a hand list that let `fec0::/10` (site-local),
// `198.18.0.0/15` (benchmarking) and `192.0.0.0/24` (IETF protocol assignments) through. It now
// classifies addresses with ipaddr.js by the IANA special-purpose registries. No network: IP
// literals, and host names answered by an injected resolver.
const REFUSED = [
  'fec0::1',
  'feff:ffff::1',
  '198.18.0.1',
  '198.19.255.254',
  '192.0.0.8',
  '192.0.2.10',
  '198.51.100.7',
  '203.0.113.9',
  '192.88.99.1',
  '255.255.255.255',
  '2001:db8::1',
  '2001::1',
  '100::1',
  '::ffff:198.18.0.1',
  '::ffff:10.0.0.1',
  '10.1.2.3',
  '127.0.0.1',
  '::1',
  'fc00::1',
  'fe80::1',
  '100.64.0.1',
  '169.254.169.254',
  '4000::1',
];

describe('webhook SSRF guard: IANA special-purpose ranges', () => {
  it.each(REFUSED)('refuses %s', async (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
    const literal = ip.includes(':') ? `[${ip}]` : ip;
    expect(await unsafeWebhookUrl(`https://${literal}/hook`, false)).toMatch(/private, loopback or link-local/);
  });

  it('refuses a host name that resolves to a benchmarking or site-local address among public ones', async () => {
    const resolver: HostResolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '198.18.3.4', family: 4 },
    ];
    expect(await unsafeWebhookUrl('https://hooks.partner.test/x', false, resolver)).toMatch(/private/);
    const siteLocal: HostResolver = async () => [{ address: 'fec0::2', family: 6 }];
    expect(await unsafeWebhookUrl('https://hooks.partner.test/x', false, siteLocal)).toMatch(/private/);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('accepts the public address %s', async (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
    const resolver: HostResolver = async () => [{ address: ip, family: ip.includes(':') ? 6 : 4 }];
    expect(await unsafeWebhookUrl('https://hooks.partner.test/x', false, resolver)).toBeNull();
  });
});
