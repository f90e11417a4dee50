import type { JobHandler } from '../../jobs/jobs.js';
import { PROVISION_IBAN_JOB, provisionIban } from './ibans.service.js';
import { CHECK_ORDER_SIGNATURE_JOB, checkOrderSignature, SETTLE_ORDER_JOB, settleOrder, START_ORDER_JOB, startOrder } from './orders.service.js';

/** The job kinds of this feature and their handlers (registered in jobs/registry.ts). Each is idempotent. */
export const moneyJobs: Record<string, JobHandler> = {
  [PROVISION_IBAN_JOB]: provisionIban as JobHandler,
  [START_ORDER_JOB]: startOrder as JobHandler,
  [SETTLE_ORDER_JOB]: settleOrder as JobHandler,
  [CHECK_ORDER_SIGNATURE_JOB]: checkOrderSignature as JobHandler,
};
