// A webhook's signing secret, as the contract wants it (WebhookSecret): `whsec_` and the standard
// base64 (with padding) of 24 to 64 random bytes, which are the HMAC key the receiver checks with.

const PATTERN = /^whsec_(?:(?:[A-Za-z0-9+/]{4}){8,21}(?:[A-Za-z0-9+/][AQgw]==)?|(?:[A-Za-z0-9+/]{4}){8,20}[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)$/;

/** A fresh secret of 32 random bytes. */
export function newWebhookSecret(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

export function webhookSecretProblem(secret: string): string | undefined {
  return PATTERN.test(secret) ? undefined : 'Use whsec_ followed by the base64 of 24 to 64 random bytes (the suggested one is).';
}
