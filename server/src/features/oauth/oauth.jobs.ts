import type { JobHandler } from '../../jobs/jobs.js';
import { PURGE_AUTHORIZATION_REQUEST_JOB, purgeAuthorizationRequest } from './codes.repository.js';

/** The job kinds of this feature and their handlers (registered in jobs/registry.ts). */
export const oauthJobs: Record<string, JobHandler> = {
  [PURGE_AUTHORIZATION_REQUEST_JOB]: (async (ctx, payload: { id: string }) => {
    await purgeAuthorizationRequest(ctx.db, payload.id, ctx.clock.now());
  }) as JobHandler,
};
