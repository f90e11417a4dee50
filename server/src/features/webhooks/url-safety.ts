import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where a production webhook must never point (SSRF). Not a hand list: ipaddr.js (maintained)
// classifies every address by the IANA IPv4 and IPv6 Special-Purpose Address Registries (private,
// loopback, link-local, unique-local, deprecated site-local `fec0::/10`, carrier-grade NAT,
// benchmarking `198.18.0.0/15`, IETF protocol assignments `192.0.0.0/24`, documentation, multicast,
// NAT64, 6to4, Teredo, reserved, ...). Only what it calls plain `unicast` may receive webhooks; an
// IPv6 address must moreover lie in 2000::/3, the only space IANA allocates as global unicast.
// IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 0 || !ipaddr.isValid(ip)) return true;
  const parsed = ipaddr.process(ip);
  if (parsed.range() !== 'unicast') return true;
  return parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6);
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (the system resolver; tests inject their own). */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (host) => lookup(host, { all: true });

/**
 * Where a webhook may be sent: `pinned` holds the checked addresses the connection must use (so a
 * second DNS answer cannot point it elsewhere: DNS rebinding), or null when private receivers are
 * allowed (the sandbox) and the host resolves as usual.
 */
export type WebhookTarget = { ok: true; pinned: ResolvedAddress[] | null } | { ok: false; reason: string };

/** Resolves the URL's host once and checks every address; the answer is what the sender connects to. */
export async function resolveWebhookTarget(url: string, allowPrivate: boolean, resolve: HostResolver = systemResolver): Promise<WebhookTarget> {
  if (allowPrivate) return { ok: true, pinned: null };
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return { ok: false, reason: 'the url is not valid' };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    return { ok: false, reason: `${host} does not resolve` };
  }
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    return { ok: false, reason: `${host} resolves to a private, loopback or link-local address (or another special-purpose range)` };
  }
  return { ok: true, pinned: addresses };
}

/** The reason a URL may not receive webhooks here, or null. Resolves the host: every address must be public. */
export async function unsafeWebhookUrl(url: string, allowPrivate: boolean, resolve: HostResolver = systemResolver): Promise<string | null> {
  const target = await resolveWebhookTarget(url, allowPrivate, resolve);
  return target.ok ? null : target.reason;
}
