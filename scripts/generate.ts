/**
 * `make generate` / `make check-generated`: derives everything in generated/ from spec/.
 *
 *   tsx scripts/generate.ts           write generated/
 *   tsx scripts/generate.ts --check   exit 1 (naming the files) when generated/ differs from spec/
 *   --root DIR                        work on another checkout (the drift test uses a copy)
 *
 * The outputs are pure functions of spec/, so the check can simply regenerate in memory and compare.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { bundle, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { stringify } from 'yaml';
import { apiChangelog, changelogModule } from './api-changelog.js';
import { withCodeSamples } from './code-samples.js';
import { listOperations, type OperationInfo } from './operations.js';
import { readReleasedContract, readReleases } from './released-contracts.js';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 && process.argv[rootArg + 1] ? process.argv[rootArg + 1]! : join(dirname(fileURLToPath(import.meta.url)), '..');
const out = (name: string) => join(root, 'generated', name);
const NOTICE = 'DO NOT EDIT: generated from spec/ by `make generate`.';

export async function bundleSpec(rootFile = 'spec/openapi.yaml'): Promise<Record<string, unknown>> {
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const result = await bundle({ ref: join(root, rootFile), config, dereference: false });
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    throw new Error(`spec/ does not bundle:\n${lines.join('\n')}`);
  }
  return result.bundle.parsed as Record<string, unknown>;
}

function operationsModule(ops: OperationInfo[]): { js: string; dts: string } {
  const body = JSON.stringify(ops, null, 2);
  const js = `// ${NOTICE}\n/** Every operation of the API, in spec order. */\nexport const operations = ${body};\n`;
  const dts =
    `// ${NOTICE}\n/** Every operation of the API, in spec order. */\nexport declare const operations: readonly ${body};\n` +
    `export type OperationInfo = (typeof operations)[number];\n` +
    `/** The operationId of every path operation: the keys of the server's handler registry. */\n` +
    `export type OperationId = OperationInfo['operationId'];\n`;
  return { js, dts };
}

const keccakHex = (text: string) => bytesToHex(keccak_256(utf8ToBytes(text)));

/** A token's contract address (schema `Token`): the last 20 bytes of keccak256("emoney-token:{chain}:{symbol}"), EIP-55 case. */
function tokenAddress(chain: string, symbol: string): string {
  const lower = keccakHex(`emoney-token:${chain}:${symbol}`).slice(-40);
  // EIP-55 hashes the lowercase hex text, not the 20 bytes.
  const hash = keccakHex(lower);
  return `0x${[...lower].map((c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

/** Every issued token (`Token`'s `x-tokens`) on every EVM chain of a mode, chains in enum order. */
function tokensOf(schemas: Record<string, Record<string, unknown>>, chains: { chain: string; chainId: number | string; testnet: boolean }[]) {
  const { decimals, issued } = schemas.Token!['x-tokens'] as { decimals: number; issued: { currency: string; ticker: string; symbol: string }[] };
  const inMode = (testnet: boolean) =>
    chains
      .filter((c) => typeof c.chainId === 'number' && c.testnet === testnet)
      .flatMap((c) => issued.map((t) => ({ ...t, chain: c.chain, address: tokenAddress(c.chain, t.symbol), decimals })));
  return { sandbox: inMode(true), production: inMode(false) };
}

/** Facts the contract owns, as a module: the chains (`Chain`'s `x-chains`), the address link message, the public operations, the tokens. */
function contractModule(spec: Record<string, unknown>): { js: string; dts: string } {
  const schemas = (spec.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
  const chain = schemas.Chain!;
  const facts = chain['x-chains'] as Record<string, { 'x-chain-id': number | string; family: string; testnet: boolean; name: string }>;
  const names = chain.enum as string[];
  const missing = names.filter((n) => !facts[n]);
  if (missing.length > 0 || Object.keys(facts).length !== names.length) throw new Error(`Chain's x-chains must describe exactly its enum (missing: ${missing.join(', ')})`);
  const chains = names.map((n) => ({ chain: n, chainId: facts[n]!['x-chain-id'], family: facts[n]!.family, testnet: facts[n]!.testnet, name: facts[n]!.name }));
  // Operations that take no credentials (`security: []`), as "METHOD /path" (the SDK sends no token to them).
  const publicOps = listOperations(spec).filter((op) => op.public).map((op) => `${op.method.toUpperCase()} ${op.path}`);
  const publicJson = JSON.stringify(publicOps, null, 2);
  const linkMessage = ((schemas.LinkAddressRequest!.properties as Record<string, { const?: string }>).message!.const)!;
  const chainsJson = JSON.stringify(chains, null, 2);
  const tokensJson = JSON.stringify(tokensOf(schemas, chains), null, 2);
  // The swap preview's one rate table, for the server and the docs.
  const swapRatesJson = JSON.stringify(schemas.SwapQuote!['x-sandbox-rates'], null, 2);
  const versionJson = JSON.stringify((spec.info as { version: string }).version);
  // The event types a subscription can choose and the outbox stores (`WebhookEventType`'s enum):
  // the server's event list and the order stream read every one of them from here.
  const eventTypes = schemas.WebhookEventType!.enum as string[];
  const eventNames = Object.keys((spec.webhooks ?? {}) as Record<string, unknown>);
  const unnamed = eventTypes.filter((t) => !eventNames.includes(t));
  if (unnamed.length > 0) throw new Error(`WebhookEventType ${unnamed.join(', ')} has no entry under webhooks: in spec/openapi.yaml`);
  const eventTypesJson = JSON.stringify(eventTypes, null, 2);
  const defaultTypes = ((schemas.NewWebhookSubscription!.properties as Record<string, { default?: string[] }>).types!.default)!;
  const defaultTypesJson = JSON.stringify(defaultTypes, null, 2);
  // Compact maps too, so a bundle that needs only ids or families (the SDK) carries no names.
  const idsJson = JSON.stringify(Object.fromEntries(chains.map((c) => [c.chain, c.chainId])), null, 2);
  const familiesJson = JSON.stringify(Object.fromEntries(chains.map((c) => [c.chain, c.family])), null, 2);
  const js =
    `// ${NOTICE}\n/** Every chain of the contract (schema \`Chain\`, \`x-chains\`), in its enum order. */\nexport const CHAINS = ${chainsJson};\n` +
    `/** Chain → its id (EIP-155, or the Cosmos chain id). */\nexport const CHAIN_IDS = ${idsJson};\n` +
    `/** Chain → its address family (\`evm\` or \`cosmos\`). */\nexport const CHAIN_FAMILIES = ${familiesJson};\n` +
    `/** The fixed message a wallet signs to prove it owns an address. */\nexport const LINK_MESSAGE = ${JSON.stringify(linkMessage)};\n` +
    `/** Operations that take no credentials (\`security: []\`), as "METHOD /path". */\nexport const PUBLIC_OPERATIONS = ${publicJson};\n` +
    `/** The tokens \`GET /tokens\` lists in each mode (\`Token\`'s \`x-tokens\`, on every EVM chain of the mode). */\nexport const TOKENS = ${tokensJson};\n` +
    `/** The sandbox's swap prices (\`SwapQuote\`'s \`x-sandbox-rates\`). */\nexport const SWAP_SANDBOX_RATES = ${swapRatesJson};\n` +
    `/** The contract's version (\`info.version\`). */\nexport const API_VERSION = ${versionJson};\n` +
    `/** Every event type a webhook subscription can choose (\`WebhookEventType\`), in its enum order. */\nexport const WEBHOOK_EVENT_TYPES = ${eventTypesJson};\n` +
    `/** What a new subscription receives unless it chooses (\`NewWebhookSubscription\`'s \`types\` default). */\nexport const WEBHOOK_DEFAULT_EVENT_TYPES = ${defaultTypesJson};\n`;
  const dts =
    `// ${NOTICE}\n/** Every chain of the contract (schema \`Chain\`, \`x-chains\`), in its enum order. */\nexport declare const CHAINS: readonly ${chainsJson};\n` +
    `export type ChainInfo = (typeof CHAINS)[number];\n` +
    `/** Chain → its id (EIP-155, or the Cosmos chain id). */\nexport declare const CHAIN_IDS: ${idsJson};\n` +
    `/** Chain → its address family (\`evm\` or \`cosmos\`). */\nexport declare const CHAIN_FAMILIES: ${familiesJson};\n` +
    `/** The fixed message a wallet signs to prove it owns an address. */\nexport declare const LINK_MESSAGE: ${JSON.stringify(linkMessage)};\n` +
    `/** Operations that take no credentials (\`security: []\`), as "METHOD /path". */\nexport declare const PUBLIC_OPERATIONS: readonly string[];\n` +
    `/** The tokens \`GET /tokens\` lists in each mode (\`Token\`'s \`x-tokens\`, on every EVM chain of the mode). */\nexport declare const TOKENS: ${tokensJson};\n` +
    `/** The sandbox's swap prices (\`SwapQuote\`'s \`x-sandbox-rates\`). */\nexport declare const SWAP_SANDBOX_RATES: ${swapRatesJson};\n` +
    `/** The contract's version (\`info.version\`). */\nexport declare const API_VERSION: ${versionJson};\n` +
    `/** Every event type a webhook subscription can choose (\`WebhookEventType\`), in its enum order. */\nexport declare const WEBHOOK_EVENT_TYPES: readonly ${eventTypesJson};\n` +
    `export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];\n` +
    `/** What a new subscription receives unless it chooses (\`NewWebhookSubscription\`'s \`types\` default). */\nexport declare const WEBHOOK_DEFAULT_EVENT_TYPES: readonly WebhookEventType[];\n`;
  return { js, dts };
}

export async function render(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // The public contract: what partners, the SDK and the docs use.
  const spec = await bundleSpec('spec/openapi.yaml');
  // The published bundle carries a curl and an SDK sample per operation, made from its example.
  const published = withCodeSamples(spec);
  files.set('openapi.yaml', `# ${NOTICE}\n${stringify(published, { lineWidth: 0 })}`);
  files.set('openapi.json', `${JSON.stringify({ 'x-generated': NOTICE, ...published }, null, 2)}\n`);
  files.set('schema.d.ts', await types(spec));
  const ops = operationsModule(listOperations(spec));
  files.set('operations.js', ops.js);
  files.set('operations.d.ts', ops.dts);
  const contract = contractModule(spec);
  files.set('contract.js', contract.js);
  files.set('contract.d.ts', contract.dts);
  // The API's changelog (the Changelog page): spec/released/ and the working contract, diffed.
  const releases = await Promise.all((await readReleases(root)).map(async (release) => ({ release, contract: await readReleasedContract(root, release) })));
  const changelog = changelogModule(apiChangelog(releases, spec), NOTICE);
  files.set('changelog.js', changelog.js);
  files.set('changelog.d.ts', changelog.dts);
  // The private API of the hosted onboarding screens (served by the server, used by onboarding/).
  const hosted = await bundleSpec('spec/onboarding.yaml');
  files.set('onboarding.json', `${JSON.stringify({ 'x-generated': NOTICE, ...hosted }, null, 2)}\n`);
  files.set('onboarding.d.ts', await types(hosted));
  const hostedOps = operationsModule(listOperations(hosted));
  files.set('onboarding-operations.js', hostedOps.js);
  files.set('onboarding-operations.d.ts', hostedOps.dts);
  // The private API of the developer dashboard (served by the server, used by dashboard/).
  const dashboard = await bundleSpec('spec/dashboard.yaml');
  files.set('dashboard.json', `${JSON.stringify({ 'x-generated': NOTICE, ...dashboard }, null, 2)}\n`);
  files.set('dashboard.d.ts', await types(dashboard));
  const dashboardOps = operationsModule(listOperations(dashboard));
  files.set('dashboard-operations.js', dashboardOps.js);
  files.set('dashboard-operations.d.ts', dashboardOps.dts);
  return files;
}

async function types(spec: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(structuredClone(spec) as never, { alphabetize: false });
  return `// ${NOTICE}\n${astToString(ast)}`;
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await render();
  const drifted: string[] = [];
  for (const [name, content] of files) {
    const path = out(name);
    if (check) {
      const current = await readFile(path, 'utf8').catch(() => null);
      if (current !== content) drifted.push(relative(root, path));
    } else {
      await writeFile(path, content);
      console.log(`wrote ${relative(root, path)}`);
    }
  }
  if (check) {
    if (drifted.length > 0) {
      console.error(`generated/ is out of date with spec/: ${drifted.join(', ')}`);
      console.error('Run `make generate` and commit the result.');
      process.exit(1);
    }
    console.log('generated/ matches spec/');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
