// The server answers a browser's bad /auth link with these screens' page and the error in a
// meta tag (server/src/features/onboarding/error-page.ts): read it instead of loading a request.
export interface PageError {
  status: number;
  message: string;
}

export function pageError(): PageError | undefined {
  const content = document.querySelector('meta[name="emoney-error"]')?.getAttribute('content');
  if (content === null || content === undefined) return undefined;
  try {
    const parsed = JSON.parse(content) as Partial<PageError>;
    return { status: Number(parsed.status ?? 400), message: String(parsed.message ?? '') };
  } catch {
    return { status: 400, message: '' };
  }
}
