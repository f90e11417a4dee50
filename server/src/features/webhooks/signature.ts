import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks signature: `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${payload}`)),
 * keyed with the base64-decoded part of the secret after `whsec_`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, payload: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest('base64');
  return `v1,${mac}`;
}
