import type { JobHandler } from '../../jobs/jobs.js';
import { attemptDelivery, DELIVER_JOB, FANOUT_JOB, fanOut } from './delivery.service.js';

export const webhookJobs: Record<string, JobHandler> = {
  [FANOUT_JOB]: (ctx, payload: { eventId: string }) => fanOut(ctx, payload.eventId),
  [DELIVER_JOB]: (ctx, payload: { deliveryId: string; attempt: number }) => attemptDelivery(ctx, payload),
};
