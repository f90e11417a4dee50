import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a production webhook must never point (SSRF): private, loopback, link-local, unique-local,
// carrier-grade NAT, multicast and unspecified ranges.
const blocked = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
// IPv6 forms that carry an IPv4 address reach IPv4 hosts too (NAT64, 6to4, IPv4-compatible), so
// they are refused whole rather than decoded: production receivers do not live there.
for (const [net, prefix] of [['::', 96], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['2002::', 16]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
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
    return { ok: false, reason: `${host} resolves to a private, loopback or link-local address` };
  }
  return { ok: true, pinned: addresses };
}

/** The reason a URL may not receive webhooks here, or null. Resolves the host: every address must be public. */
export async function unsafeWebhookUrl(url: string, allowPrivate: boolean, resolve: HostResolver = systemResolver): Promise<string | null> {
  const target = await resolveWebhookTarget(url, allowPrivate, resolve);
  return target.ok ? null : target.reason;
}
