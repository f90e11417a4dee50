import type { AppContext } from '../app-context.js';
import { addressJobs } from '../features/addresses/addresses.jobs.js';
import { oauthJobs } from '../features/oauth/oauth.jobs.js';
import { kycJobs } from '../features/kyc/kyc.jobs.js';
import { mailJobs } from '../features/mail/mail.jobs.js';
import { moneyJobs } from '../features/money/money.jobs.js';
import { webhookJobs } from '../features/webhooks/webhooks.jobs.js';
import { JobRunner } from './jobs.js';

/**
 * A job runner that knows every feature's job kinds. Mail is sent only by a production process
 * with an SMTP relay: elsewhere its jobs stay queued for one that has it.
 */
export function createJobRunner(ctx: AppContext): JobRunner {
  const runner = new JobRunner(ctx);
  const sendsMail = ctx.config.mode === 'production' && ctx.config.mail.smtp !== undefined;
  for (const jobs of [oauthJobs, kycJobs, moneyJobs, addressJobs, webhookJobs, sendsMail ? mailJobs : {}]) {
    for (const [kind, handler] of Object.entries(jobs)) runner.register(kind, handler);
  }
  return runner;
}
