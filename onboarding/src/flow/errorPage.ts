// The server answers a browser's bad /auth link with these screens' page and the error in a
// meta tag (server/src/features/onboarding/error-page.ts): read it instead of loading a request.
export interface PageError {
  status: number;
  /** The server's own words, for the app's developers. */
  message: string;
  /** The id the server logged the error under, for support. */
  reference?: string;
  sandbox: boolean;
}

export function pageError(): PageError | undefined {
  const content = document.querySelector('meta[name="emoney-error"]')?.getAttribute('content');
  if (content === null || content === undefined) return undefined;
  try {
    const parsed = JSON.parse(content) as Partial<PageError>;
    return {
      status: Number(parsed.status ?? 400),
      message: String(parsed.message ?? ''),
      ...(typeof parsed.reference === 'string' ? { reference: parsed.reference } : {}),
      sandbox: parsed.sandbox === true,
    };
  } catch {
    return { status: 400, message: '', sandbox: false };
  }
}
