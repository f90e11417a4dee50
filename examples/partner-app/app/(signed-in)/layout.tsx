import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { isSignedIn, SESSION_COOKIE } from '@/lib/session';

/** The pages that need a customer: signed out, they send you to the start. */
export default async function SignedIn({ children }: { children: ReactNode }) {
  if (!isSignedIn((await cookies()).get(SESSION_COOKIE)?.value)) redirect('/');
  return children;
}
