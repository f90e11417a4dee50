import type { JobHandler } from '../../jobs/jobs.js';
import { deliverEmail, SEND_EMAIL_JOB } from './mail-delivery.js';

/** Registered only by a process with an SMTP relay configured: without one, mail jobs wait in the queue. */
export const mailJobs: Record<string, JobHandler> = {
  [SEND_EMAIL_JOB]: (ctx, payload: { emailId: string }) => deliverEmail(ctx, payload),
};
