import type { JobHandler } from '../../jobs/jobs.js';
import { attemptDelivery, FANOUT_JOB, fanOut } from './delivery.service.js';
import { DELIVER_JOB } from './fan-out.js';

export const webhookJobs: Record<string, JobHandler> = {
  [FANOUT_JOB]: (ctx, payload: { eventId: string }) => fanOut(ctx, payload.eventId),
  [DELIVER_JOB]: (ctx, payload: { deliveryId: string; attempt: number }, job) => attemptDelivery(ctx, payload, job.id),
};
