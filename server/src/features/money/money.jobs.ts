import type { JobHandler } from '../../jobs/jobs.js';

/** The job kinds of this feature and their handlers (registered in jobs/registry.ts). */
export const moneyJobs: Record<string, JobHandler> = {};
