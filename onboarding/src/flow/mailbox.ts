// The sandbox mailbox page: where it lives, and the sign-up code in an email's text.

/** The page listing the sandbox's emails to an address (the sandbox sends no email). */
export function sandboxMailboxUrl(email: string): string {
  return `/onboarding/mailbox?${new URLSearchParams({ to: email })}`;
}

/** Whether this page load is the mailbox page, and for which address. */
export function mailboxAddress(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  if (!/^\/onboarding\/mailbox\/?$/.test(location.pathname)) return undefined;
  return (new URLSearchParams(location.search).get('to') ?? '').trim();
}

/** The 8-digit sign-up code an email carries (the last one on a line of its own text), if any. */
export function codeOf(body: string): string | undefined {
  return /\b(\d{8})\s*$/m.exec(body)?.[1];
}
