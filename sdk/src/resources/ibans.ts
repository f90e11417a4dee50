/**
 * IBANs: request, move, read and list. IBANs are sent without spaces.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { all, call, send, type ResponseStatus } from '../transport/transport.js';
import type { IBAN, IbanFilter, MoveIbanPayload, RequestIban } from '../types.js';
import { TokensResource } from './tokens.js';

const compact = (iban: string): string => iban.replace(/\s+/g, '');

/** @internal */
export abstract class IbansResource extends TokensResource {
  /**
   * Requests a personal IBAN that mints on a linked address: `202` when accepted (provisioned
   * within seconds, see {@link listIbans}), `304` when the profile already has one (then
   * {@link moveIban}).
   *
   * @param body The address and chain the IBAN pays out to, and whether to email the customer.
   * @example
   * ```ts
   * const { status } = await client.requestIban({ address, chain: 'sepolia' });
   * ```
   * @group IBANs
   */
  async requestIban(body: RequestIban): Promise<ResponseStatus> {
    const { response } = await send(this.raw.POST('/ibans', { body }));
    return { status: response.status, statusText: response.statusText };
  }

  /**
   * Moves an IBAN to another linked address or chain of the same profile.
   *
   * @param iban The IBAN to move.
   * @param body The address and chain it pays out to from now on.
   * @example
   * ```ts
   * await client.moveIban('IS14 0159 2600 7654 5510 7303 39', { address, chain: 'chiado' });
   * ```
   * @group IBANs
   */
  async moveIban(iban: string, body: MoveIbanPayload): Promise<IBAN> {
    return call(this.raw.PATCH('/ibans/{iban}', { params: { path: { iban: compact(iban) } }, body }));
  }

  /**
   * One IBAN (spaces and case are ignored).
   *
   * @param iban The IBAN.
   * @example
   * ```ts
   * const { address, chain, state } = await client.getIban('IS140159260076545510730339');
   * ```
   * @group IBANs
   */
  async getIban(iban: string): Promise<IBAN> {
    return call(this.raw.GET('/ibans/{iban}', { params: { path: { iban: compact(iban) } } }));
  }

  /**
   * The IBANs, optionally of one profile or chain.
   *
   * @param filter Which IBANs to list (all the token may read when empty).
   * @example
   * ```ts
   * const [iban] = await client.listIbans({ profile: profileId });
   * ```
   * @group IBANs
   */
  listIbans(filter: IbanFilter = {}): Promise<IBAN[]> {
    return all(filter, (query) => this.raw.GET('/ibans', { params: { query } }), 'ibans');
  }
}
