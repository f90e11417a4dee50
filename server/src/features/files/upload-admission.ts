import type { AppContext } from '../../app-context.js';
import { QuotaExceeded, RateLimited } from '../../domain/errors.js';
import { isUuid } from '../../domain/uuid.js';
import { resolveProfile } from '../access/profile-access.js';
import type { Principal } from '../access/principal.js';
import { limitKey, overLimit, TOO_MANY_REQUESTS } from '../rate-limits/rate-limits.middleware.js';
import { profileFileUsage } from './files.repository.js';

/** Seconds a caller refused for uploads in flight is told to wait. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * What an upload must pass before a byte of it is read: a place among the uploads in flight (per
 * caller and in the whole process: each one read is held in memory), the caller's write access to
 * the profile, the profile's upload rate limit (every attempt counts, refused ones included), and
 * a quota with room left. The quota is checked again, exactly, once the file is read
 * (files.service.ts). Resolves to the release of the place taken, called once the answer is done.
 */
export function uploadAdmission(ctx: AppContext) {
  const perCaller = new Map<string, number>();
  let inFlight = 0;
  return async (principal: Principal, profileParam: string | undefined): Promise<() => void> => {
    const { inFlightPerCaller, inFlightPerProcess } = ctx.config.uploads;
    const caller = `${principal.clientId}\0${principal.userId}`;
    const held = perCaller.get(caller) ?? 0;
    if (held >= inFlightPerCaller) throw new RateLimited(`At most ${inFlightPerCaller} uploads of one caller are taken at a time: wait for one to finish`, IN_FLIGHT_RETRY_AFTER_SECONDS);
    if (inFlight >= inFlightPerProcess) throw new RateLimited('The server is taking as many uploads as it can at once: try again shortly', IN_FLIGHT_RETRY_AFTER_SECONDS);
    // The place is taken before anything is awaited, so concurrent uploads cannot all pass the count.
    perCaller.set(caller, held + 1);
    inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
      const left = (perCaller.get(caller) ?? 1) - 1;
      if (left > 0) perCaller.set(caller, left);
      else perCaller.delete(caller);
    };
    try {
      // A malformed profile id is for the request's validation to refuse (400) once admitted.
      if (profileParam !== undefined && !isUuid(profileParam)) return release;
      const profile = await resolveProfile(ctx, principal, profileParam, 'write');
      const wait = await overLimit(ctx, limitKey('upload:profile', profile.id), ctx.config.rateLimits.uploadsPerProfile);
      if (wait !== undefined) throw new RateLimited(TOO_MANY_REQUESTS, wait);
      const { quotaFiles, quotaBytes } = ctx.config.uploads;
      const usage = await profileFileUsage(ctx.db, profile.id);
      if (quotaFiles > 0 && usage.files + 1 > quotaFiles) {
        throw new QuotaExceeded(`The profile's upload quota is full: at most ${quotaFiles} files`, { file: `The profile already holds ${usage.files} files (the quota is ${quotaFiles})` });
      }
      if (quotaBytes > 0 && usage.bytes >= quotaBytes) {
        throw new QuotaExceeded(`The profile's upload quota is full: at most ${quotaBytes} bytes`, { file: `The profile holds ${usage.bytes} bytes (the quota is ${quotaBytes})` });
      }
      return release;
    } catch (err) {
      release();
      throw err;
    }
  };
}
