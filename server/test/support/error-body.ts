/**
 * An error body without its `requestId`: each answer has its own, so two answers that must be
 * indistinguishable (a foreign id and a missing one) are compared on everything else.
 */
export function withoutRequestId(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { requestId, ...rest } = body as Record<string, unknown>;
  if (typeof requestId !== 'string') throw new Error(`the error body has no requestId: ${JSON.stringify(body)}`);
  return rest;
}
