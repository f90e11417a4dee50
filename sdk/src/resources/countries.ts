/**
 * Countries: the risk tiers onboarding applies to a customer's nationality and residency.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { call } from '../transport/transport.js';
import type { CountryList } from '../types.js';
import { WebhooksResource } from './webhooks.js';

/** @internal */
export abstract class CountriesResource extends WebhooksResource {
  /**
   * Every country with its risk tier for nationality and for residency (`low` … `prohibited`),
   * ordered by code. Takes no token.
   *
   * @example
   * ```ts
   * const { countries } = await client.listCountries();
   * const allowed = countries.filter((c) => c.residency !== 'prohibited');
   * ```
   * @group Profiles
   */
  listCountries(): Promise<CountryList> {
    return call(this.raw.GET('/countries'));
  }
}
