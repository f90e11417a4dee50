import type { AppContext } from '../../app-context.js';
import { chainId } from '../../crypto/chains.js';
import type { Chain } from './addresses.table.js';
import type { ChainGateway } from './chain-gateway.js';
import { JsonRpcChainGateway } from './json-rpc-chain-gateway.js';
import { SandboxChainGateway } from './sandbox-chain-gateway.js';

/**
 * Picks the gateway per chain: the JSON-RPC one where `config.rpcUrls` names an endpoint, the
 * sandbox one otherwise in sandbox mode. In production a chain without an endpoint cannot check
 * a smart-contract signature, so every such signature is refused (and logged), never trusted.
 */
export class RoutingChainGateway implements ChainGateway {
  private readonly jsonRpc: JsonRpcChainGateway;
  private readonly sandbox: SandboxChainGateway;

  constructor(private readonly ctx: AppContext) {
    this.jsonRpc = new JsonRpcChainGateway(ctx.config.rpcUrls);
    this.sandbox = new SandboxChainGateway(ctx.db);
  }

  private gatewayFor(chain: Chain): ChainGateway | undefined {
    // Noble and Grand are Cosmos chains: there is no ERC-1271 and no Safe to ask.
    if (chainId(chain) === null) return undefined;
    if (this.ctx.config.rpcUrls[chain]) return this.jsonRpc;
    if (this.ctx.config.mode === 'sandbox') return this.sandbox;
    this.ctx.logger.warn({ chain }, `no JSON-RPC endpoint for ${chain} (EMONEY_RPC_URL_${chain.toUpperCase()}): smart-contract signatures on it are refused`);
    return undefined;
  }

  async isValidSignature(chain: Chain, address: string, messageHash: string, signature: string): Promise<boolean> {
    return (await this.gatewayFor(chain)?.isValidSignature(chain, address, messageHash, signature)) ?? false;
  }

  async isSignatureConfirmed(chain: Chain, address: string, messageHash: string): Promise<boolean> {
    return (await this.gatewayFor(chain)?.isSignatureConfirmed(chain, address, messageHash)) ?? false;
  }
}

// One gateway (and so one ethers provider per chain) per application context.
const gateways = new WeakMap<AppContext, ChainGateway>();

/** The chain gateway of this deployment. */
export function chainGateway(ctx: AppContext): ChainGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    gateway = new RoutingChainGateway(ctx);
    gateways.set(ctx, gateway);
  }
  return gateway;
}
