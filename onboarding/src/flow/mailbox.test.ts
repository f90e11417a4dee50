import { describe, expect, it } from 'vitest';
import { codeOf, mailboxAddress, sandboxMailboxUrl } from './mailbox';

describe('the sandbox mailbox page', () => {
  it('lives at /onboarding/mailbox with the address in `to`', () => {
    const url = new URL(sandboxMailboxUrl('Jane+test@Example.org'), 'http://localhost');
    expect(url.pathname).toBe('/onboarding/mailbox');
    expect(mailboxAddress(url)).toBe('Jane+test@Example.org');
    expect(mailboxAddress({ pathname: '/onboarding/', search: '?request=x' })).toBeUndefined();
    expect(mailboxAddress({ pathname: '/onboarding/mailbox', search: '' })).toBe('');
  });

  it('finds the code of a sign-up email, and none in the note without one', () => {
    expect(codeOf('Someone started.\n\nTo finish creating it, enter this code on the sign-up screen: 04821390\n\nIt is valid for 15 minutes.')).toBe('04821390');
    expect(codeOf('Someone tried to create an emoney account with a@b.org, but you already have one.')).toBeUndefined();
  });
});
