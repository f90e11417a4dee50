import { AbiCoder, getAddress, getBytes, Interface, keccak256, toUtf8Bytes, verifyMessage, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { partnerApp } from '../support/partners.js';
import { as } from '../money/money-support.js';

let sandbox: TestServer;
let production: TestServer;
let token: string;
beforeAll(async () => {
  [sandbox, production] = await Promise.all([startTestServer(), startTestServer({ mode: 'production' })]);
  token = await clientCredentialsToken(sandbox);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
});

const wallet = Wallet.createRandom().address;
/** The contract's rule for fixed addresses, computed here independently of the server. */
const ruleAddress = (text: string) => getAddress(`0x${keccak256(toUtf8Bytes(text)).slice(-40)}`);

function quote(query: Record<string, string>, path = '/swap/arbitrumsepolia/USDC/EURe', bearer = token, server = sandbox) {
  return as(server, bearer).get(`${path}?${new URLSearchParams({ walletAddress: wallet, ...query })}`);
}
function accept(quoteToken: string | undefined, bearer = token, server = sandbox) {
  const req = as(server, bearer).post('/swap/accept');
  return quoteToken === undefined ? req : req.set('X-Quote-Token', quoteToken);
}
const acceptances = async () => (await sandbox.ctx.db.selectFrom('swap_acceptances').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;

function expectError(res: { status: number; body: Record<string, unknown> }, status: number, field?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  if (field) expect(Object.keys((res.body.errors as object) ?? {})).toContain(field);
}

describe('GET /swap/{chain}/{sellToken}/{buyToken}', () => {
  it('prices a sell amount from the sandbox rate table, with the sealed terms in X-Quote-Token', async () => {
    const before = await acceptances();
    const now = Math.floor(sandbox.clock.now().getTime() / 1000);
    const res = await quote({ sellAmount: '10.00' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiry: expect.any(Number),
      chain: 'arbitrumsepolia',
      walletAddress: wallet,
      sellToken: 'USDC',
      buyToken: 'EURe',
      sellTokenAddress: ruleAddress('emoney-token:arbitrumsepolia:USDC'),
      buyTokenAddress: ruleAddress('emoney-token:arbitrumsepolia:EURe'),
      sellTokenDecimals: 6,
      buyTokenDecimals: 18,
      sellAmount: '10.00',
      buyAmount: '9.20',
      sellAmountBaseUnits: '10000000',
      buyAmountBaseUnits: '9200000000000000000',
      requiredAllowanceBaseUnits: '10000000',
      price: '0.92',
      priceImpact: '0.64',
      sellAmountUsd: '10.00',
      buyAmountUsd: '9.93',
    });
    expect(res.body.expiry - now).toBeGreaterThanOrEqual(119);
    expect(res.body.expiry - now).toBeLessThanOrEqual(121);
    const sealed = res.headers['x-quote-token'] as string;
    // Opaque: none of the terms can be read from it.
    expect(sealed).toMatch(/^enc:v1:/);
    for (const term of [wallet.toLowerCase().slice(2), '10000000', res.body.id]) expect(sealed.toLowerCase()).not.toContain(term.toLowerCase());
    // A quote writes nothing.
    expect(await acceptances()).toBe(before);
  });

  it('prices a buy amount, rounding what the wallet pays up to the sell token’s decimals', async () => {
    const res = await quote({ buyAmount: '1' });
    expect(res.status).toBe(200);
    // 1 EURe at 0.92 EURe per USDC costs 1.0869565… USDC: 1.086957 (rounded up, 6 decimals).
    expect(res.body).toMatchObject({ buyAmount: '1.00', buyAmountBaseUnits: '1000000000000000000', sellAmount: '1.086957', sellAmountBaseUnits: '1086957' });
    const back = await quote({ sellAmount: '25' }, '/swap/arbitrumsepolia/EURe/USDC');
    expect(back.body).toMatchObject({ sellToken: 'EURe', buyToken: 'USDC', price: '1.07', buyAmount: '26.75', buyAmountBaseUnits: '26750000', priceImpact: '0.93', sellAmountUsd: '27.00', buyAmountUsd: '26.75' });
  });

  it('refuses what the contract and the rules refuse, each with the error body', async () => {
    expectError(await quote({ sellAmount: '10', buyAmount: '9' }), 400, 'sellAmount');
    expectError(await quote({}), 400, 'sellAmount');
    expectError(await quote({ sellAmount: '10' }, '/swap/arbitrumsepolia/USDC/USDC'), 400, 'buyToken');
    expectError(await quote({ sellAmount: '1.0000001' }), 400, 'sellAmount');
    expectError(await quote({ sellAmount: '0.5' }), 400);
    expectError(await quote({ sellAmount: '10' }, '/swap/sepolia/USDC/EURe'), 400);
    expectError(await quote({ sellAmount: '10' }, '/swap/arbitrumsepolia/USDC/GBPe'), 400);
    expectError(await quote({ sellAmount: '10', walletAddress: wallet.toLowerCase().replace(/^0x([0-9a-f])/, (_, c: string) => `0x${c === 'a' ? 'A' : 'B'}`) }), 400);
    expectError(await quote({ sellAmount: '1'.repeat(30) }), 400);
    expectError(await quote({ sellAmount: '10' }, undefined, 'not-a-token'), 401);
    // Hostile shapes: a repeated amount, a repeated or oversized token header; never a 5xx.
    const repeated = await as(sandbox, token).get(`/swap/arbitrumsepolia/USDC/EURe?walletAddress=${wallet}&sellAmount=10&sellAmount=11`);
    expect(repeated.status).toBe(400);
    expectError(await as(sandbox, token).post('/swap/accept').set('X-Quote-Token', 'enc:v1:a').set('X-Quote-Token', 'enc:v1:b'), 400);
    expectError(await accept(`enc:v1:${'A'.repeat(5000)}`), 400);
    expectError(await accept('enc:v1:nokey:AAAA:AAAA'), 400, 'X-Quote-Token');
  });
});

describe('POST /swap/accept', () => {
  it('signs the quoted terms once, with calldata that carries them and the signature', async () => {
    const quoted = await quote({ sellAmount: '10.00' });
    const res = await accept(quoted.headers['x-quote-token'] as string);
    expect(res.status).toBe(200);
    const settlementAddress = ruleAddress('emoney-swap-settlement:arbitrumsepolia');
    expect(res.body).toEqual({ ...quoted.body, chainId: 421614, settlementAddress, nonce: expect.any(Number), signature: expect.stringMatching(/^0x[0-9a-f]{130}$/), calldata: expect.any(String) });

    // The digest as SwapAcceptedQuote documents it, rebuilt here; the platform's signer signed it.
    const q = res.body;
    const digest = keccak256(
      AbiCoder.defaultAbiCoder().encode(
        ['bytes32', 'uint256', 'address', 'address', 'address', 'address', 'uint256', 'uint256', 'uint256', 'uint256', 'bytes16'],
        [keccak256(toUtf8Bytes('emoney-swap:v1')), 421614, settlementAddress, q.walletAddress, q.sellTokenAddress, q.buyTokenAddress, q.sellAmountBaseUnits, q.buyAmountBaseUnits, q.expiry, q.nonce, `0x${q.id.replace(/-/g, '')}`],
      ),
    );
    const signer = new Wallet(`0x${sandbox.ctx.dataKeys.derive('swap-settlement-signer').toString('hex')}`).address;
    expect(verifyMessage(getBytes(digest), q.signature)).toBe(signer);

    const call = new Interface(['function swap(address,address,address,uint256,uint256,uint256,uint256,bytes16,bytes)']).decodeFunctionData('swap', q.calldata);
    expect([...call].map(String)).toEqual([q.walletAddress, q.sellTokenAddress, q.buyTokenAddress, q.sellAmountBaseUnits, q.buyAmountBaseUnits, String(q.expiry), String(q.nonce), `0x${q.id.replace(/-/g, '')}`, q.signature]);

    // Once: a second accept signs nothing, and the row of the first stays the only one.
    const again = await accept(quoted.headers['x-quote-token'] as string);
    expectError(again, 409);
    const rows = await sandbox.ctx.db.selectFrom('swap_acceptances').selectAll().where('quote_id', '=', q.id).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.nonce)).toBe(q.nonce);
  });

  it('gives each accepted quote its own nonce, and two concurrent accepts of one quote sign once', async () => {
    const [a, b] = await Promise.all([quote({ sellAmount: '2' }), quote({ sellAmount: '2' })]);
    const first = await accept(a.headers['x-quote-token'] as string);
    const second = await accept(b.headers['x-quote-token'] as string);
    expect(second.body.nonce).toBeGreaterThan(first.body.nonce);

    const c = await quote({ sellAmount: '3' });
    const racing = await Promise.all([0, 1, 2].map(() => accept(c.headers['x-quote-token'] as string)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a changed, foreign, unsealed, missing or expired token and records nothing', async () => {
    const quoted = await quote({ sellAmount: '5' });
    const sealed = quoted.headers['x-quote-token'] as string;
    const before = await acceptances();

    // One character of the ciphertext changed (the authentication tag no longer matches).
    const at = sealed.length - 30;
    const changed = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expectError(await accept(changed), 400, 'X-Quote-Token');
    // Terms written by the caller, however well formed, were not sealed by the platform.
    expectError(await accept(JSON.stringify({ ...quoted.body, buyAmountBaseUnits: '1' + quoted.body.buyAmountBaseUnits })), 400);
    expectError(await accept(Buffer.from(JSON.stringify(quoted.body)).toString('base64url')), 400, 'X-Quote-Token');
    // Another app's quote is not this app's to accept.
    const other = await partnerApp(sandbox);
    expectError(await accept(sealed, other.token), 400, 'X-Quote-Token');
    expectError(await accept(undefined), 400);

    sandbox.clock.advance(121_000);
    const expired = await accept(sealed);
    expectError(expired, 400, 'X-Quote-Token');
    expect(String(expired.body.errors && (expired.body.errors as Record<string, string>)['X-Quote-Token'])).toMatch(/expired/);
    expect(await acceptances()).toBe(before);
  });
});

describe('the swap preview in production', () => {
  it('does not exist: 404 for the quote and the accept', async () => {
    const productionToken = await clientCredentialsToken(production);
    expectError(await quote({ sellAmount: '10' }, undefined, productionToken, production), 404);
    expectError(await accept('enc:v1:x:y:z', productionToken, production), 404);
  });
});
