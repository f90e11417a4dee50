// What a member may do: admins change everything, read-only members read. The server refuses a
// read-only member's change anyway (403); hiding the buttons keeps them from trying.
import type { Role } from '../api/types';

interface Member {
  member: { role: Role };
}

export function canChange(session: Member | undefined): boolean {
  return session?.member.role === 'admin';
}

/** Sandbox tools change data: admins of a sandbox deployment only. */
export function canUseSandboxTools(session: (Member & { sandbox: boolean }) | undefined): boolean {
  return session !== undefined && session.sandbox && canChange(session);
}

export const ROLE_LABELS = { admin: 'Admin', read_only: 'Read-only' } as const;
