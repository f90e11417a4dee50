import { PRIVILEGES } from '../partners/partners.table.js';
import type { Principal } from '../access/principal.js';
import type { Member } from './member-sessions.js';

/** No user has this id: the dashboard's principal has no profiles of its own. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * The partner as the public API's services see an app's own (client credentials) token: it
 * reaches the partner's customers and nothing else. The dashboard reads and drives the sandbox
 * through the same services with it, so what a member sees and may do is what the partner's code
 * sees and may do; the member's role is checked before (team.service.ts `requireAdmin`).
 */
export function partnerPrincipal(member: Member): Principal {
  return {
    userId: NO_USER,
    appId: '',
    clientId: '',
    partnerId: member.partnerId,
    appKind: 'client_credentials',
    authMethod: 'resource',
    familyId: '',
    privileges: [...PRIVILEGES],
    kycModel: 'sharing',
  };
}
