// Whether these screens run in the sandbox, for a page that has no authorization request to tell
// it (the Connected apps page). The sandbox mailbox exists only in the sandbox: elsewhere its path
// answers 404 (spec/onboarding/paths/sandbox_mailbox.yaml); in the sandbox it answers 200 or 401.
import { api } from '../api/client';

/** An address no mail goes to: the answer's status is all that is read. */
const NOBODY = 'nobody@emoney.invalid';

export async function isSandboxDeployment(): Promise<boolean> {
  try {
    const { response } = await api.GET('/sandbox/mailbox', { params: { query: { to: NOBODY } } });
    return response.status !== 404;
  } catch {
    return false;
  }
}
