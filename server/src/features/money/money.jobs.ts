import type { JobHandler } from '../../jobs/jobs.js';
import { sandboxOnlyJob } from '../sandbox/simulated-automation.js';
import { SIGN_ONCHAIN_MOVES_JOB } from '../chain/onchain-money.js';
import { signOnchainMoves } from './onchain-moves.service.js';
import { PROVISION_IBAN_JOB, provisionIban } from './ibans.service.js';
import { CHECK_ORDER_SIGNATURE_JOB, checkOrderSignature, SETTLE_ORDER_JOB, settleOrder, START_ORDER_JOB, startOrder } from './order-jobs.service.js';

/** The job kinds of this feature and their handlers (registered in jobs/registry.ts). Each is idempotent. */
export const moneyJobs: Record<string, JobHandler> = {
  // Timed outcomes are the simulator's: production never provisions or settles on a timer.
  [PROVISION_IBAN_JOB]: sandboxOnlyJob(provisionIban),
  [START_ORDER_JOB]: startOrder as JobHandler,
  [SETTLE_ORDER_JOB]: sandboxOnlyJob(settleOrder),
  [CHECK_ORDER_SIGNATURE_JOB]: checkOrderSignature as JobHandler,
  // The local chains' mints and burns: signed and sent here, never inside a request.
  [SIGN_ONCHAIN_MOVES_JOB]: signOnchainMoves as JobHandler,
};
