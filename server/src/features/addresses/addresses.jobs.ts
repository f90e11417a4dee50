import type { JobHandler } from '../../jobs/jobs.js';
import { CHECK_PENDING_LINK_JOB, checkPendingLink } from './pending-links.js';

/** The job kinds of this feature and their handlers (registered in jobs/registry.ts). */
export const addressJobs: Record<string, JobHandler> = {
  [CHECK_PENDING_LINK_JOB]: checkPendingLink,
};
