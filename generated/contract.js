// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every chain of the contract (schema `Chain`, `x-chains`), in its enum order. */
export const CHAINS = [
  {
    "chain": "ethereum",
    "chainId": 1,
    "family": "evm",
    "testnet": false,
    "name": "Ethereum"
  },
  {
    "chain": "gnosis",
    "chainId": 100,
    "family": "evm",
    "testnet": false,
    "name": "Gnosis"
  },
  {
    "chain": "polygon",
    "chainId": 137,
    "family": "evm",
    "testnet": false,
    "name": "Polygon"
  },
  {
    "chain": "arbitrum",
    "chainId": 42161,
    "family": "evm",
    "testnet": false,
    "name": "Arbitrum"
  },
  {
    "chain": "linea",
    "chainId": 59144,
    "family": "evm",
    "testnet": false,
    "name": "Linea"
  },
  {
    "chain": "base",
    "chainId": 8453,
    "family": "evm",
    "testnet": false,
    "name": "Base"
  },
  {
    "chain": "noble",
    "chainId": "noble-1",
    "family": "cosmos",
    "testnet": false,
    "name": "Noble"
  },
  {
    "chain": "sepolia",
    "chainId": 11155111,
    "family": "evm",
    "testnet": true,
    "name": "Sepolia (Ethereum testnet)"
  },
  {
    "chain": "chiado",
    "chainId": 10200,
    "family": "evm",
    "testnet": true,
    "name": "Chiado (Gnosis testnet)"
  },
  {
    "chain": "amoy",
    "chainId": 80002,
    "family": "evm",
    "testnet": true,
    "name": "Amoy (Polygon testnet)"
  },
  {
    "chain": "arbitrumsepolia",
    "chainId": 421614,
    "family": "evm",
    "testnet": true,
    "name": "Arbitrum Sepolia (testnet)"
  },
  {
    "chain": "lineasepolia",
    "chainId": 59141,
    "family": "evm",
    "testnet": true,
    "name": "Linea Sepolia (testnet)"
  },
  {
    "chain": "basesepolia",
    "chainId": 84532,
    "family": "evm",
    "testnet": true,
    "name": "Base Sepolia (testnet)"
  },
  {
    "chain": "grand",
    "chainId": "grand-1",
    "family": "cosmos",
    "testnet": true,
    "name": "Grand (Noble testnet)"
  }
];
/** Chain → its id (EIP-155, or the Cosmos chain id). */
export const CHAIN_IDS = {
  "ethereum": 1,
  "gnosis": 100,
  "polygon": 137,
  "arbitrum": 42161,
  "linea": 59144,
  "base": 8453,
  "noble": "noble-1",
  "sepolia": 11155111,
  "chiado": 10200,
  "amoy": 80002,
  "arbitrumsepolia": 421614,
  "lineasepolia": 59141,
  "basesepolia": 84532,
  "grand": "grand-1"
};
/** Chain → its address family (`evm` or `cosmos`). */
export const CHAIN_FAMILIES = {
  "ethereum": "evm",
  "gnosis": "evm",
  "polygon": "evm",
  "arbitrum": "evm",
  "linea": "evm",
  "base": "evm",
  "noble": "cosmos",
  "sepolia": "evm",
  "chiado": "evm",
  "amoy": "evm",
  "arbitrumsepolia": "evm",
  "lineasepolia": "evm",
  "basesepolia": "evm",
  "grand": "cosmos"
};
/** The fixed message a wallet signs to prove it owns an address. */
export const LINK_MESSAGE = "I hereby declare that I am the address owner.";
/** Operations that take no credentials (`security: []`), as "METHOD /path". */
export const PUBLIC_OPERATIONS = [
  "GET /",
  "GET /auth",
  "POST /auth",
  "POST /auth/token",
  "POST /auth/revoke",
  "GET /auth/nonce",
  "GET /countries"
];
/** The tokens `GET /tokens` lists in each mode (`Token`'s `x-tokens`, on every EVM chain of the mode). */
export const TOKENS = {
  "sandbox": [
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "sepolia",
      "address": "0x243828bf96e2db21f65370E3a3B7e8b6f94fAAB9",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "sepolia",
      "address": "0x9364e6046E2b0D66BC0E652d84C12fC7172d80cb",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "sepolia",
      "address": "0xb9577F5A36D5E7c90828ddE20110a197962301D0",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "sepolia",
      "address": "0x0C7Ed7ecccb224085A1c077264D65886c68eecB9",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "chiado",
      "address": "0x51fe92137EF6bf9Ba0dC6526d871662511b29aEe",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "chiado",
      "address": "0xd538E368F7B218f45B9ee53160Ff43a53f5cf707",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "chiado",
      "address": "0x79ed0c6115649DF9f2Db2210215D918DAc7c6108",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "chiado",
      "address": "0x56204f92CAf6602f621D137A06a48e03E6ba1292",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "amoy",
      "address": "0x5C50920e2920df6784024856aC19A4FfCeDD65Af",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "amoy",
      "address": "0x30D80E7cDDFF1266EF9E71F1547F7DA3b66B83Cc",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "amoy",
      "address": "0x1733d33EeF6e609092e3e2611DB108282568DE81",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "amoy",
      "address": "0x9F42C1C4245F0A40E90837d008344Be6389669c5",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "arbitrumsepolia",
      "address": "0x2C1e720219FcaC5026BbDFbe7Ada8EFd928e3fb4",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "arbitrumsepolia",
      "address": "0xa48639b13A57b448ED39eB31F9146Ec34828F01A",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "arbitrumsepolia",
      "address": "0xC0B48b338569CFf0Eec74d151079e440EFd12fA7",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "arbitrumsepolia",
      "address": "0x4a993fDa6e54B4a701E0D695b5406BeaCeaEeAB0",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "lineasepolia",
      "address": "0x2444C401de4e4853Dd29Def9B088Bf66394c1e0b",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "lineasepolia",
      "address": "0xa296472068fc13391873bf6f915D961AF5aF5556",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "lineasepolia",
      "address": "0xBB8D67972b76C88Dce4eD9CE11BFa7c60361Be06",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "lineasepolia",
      "address": "0x72B38BFa5cB79E2b96c53eb61E09D579Ef56dff3",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "basesepolia",
      "address": "0xFDf789e6123CF67FE26CAa0a39e90dD973431450",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "basesepolia",
      "address": "0xd6900983C8d9aFe334e0808AA683b5D2a39e4653",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "basesepolia",
      "address": "0x7283FdEfe2ca17148310f3b5F0De1a0d511589D3",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "basesepolia",
      "address": "0xF88F70D61123Ff546409703BAb2Be7d8a37647aB",
      "decimals": 18
    }
  ],
  "production": [
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "ethereum",
      "address": "0xf38111350E167A966e53C2917cB89438Aa2ba9b9",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "ethereum",
      "address": "0x42A024f828e4224C200de00Dd77425B870A27A1f",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "ethereum",
      "address": "0xfd4c6406b93720a4267914ef246dd22796bF354D",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "ethereum",
      "address": "0x49Bed01dd6D505230Ac089e3f3E381Bc46127686",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "gnosis",
      "address": "0x7444cBCdde20CAADbe8DC127e9371D0447497Ca3",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "gnosis",
      "address": "0xf15c41E70e4F9026A08692C03ac323B6f9bc765b",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "gnosis",
      "address": "0x6f5dF0c50E45bA4DB53A7EE1046BFB8302BecB54",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "gnosis",
      "address": "0xbdFfa842441bde812cF4BD8609a572A34b0C9873",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "polygon",
      "address": "0xB4bA8b3e55aaaeE36D903065465131B8935ca340",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "polygon",
      "address": "0x836895491cb128Ce72C370A1c8ebb42b98E55D2E",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "polygon",
      "address": "0x9b4b4BEaF8fd289AA3D975BbA46B0EaF13A64669",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "polygon",
      "address": "0x08707676C3E066750a9041Bed0a8cAa706913d09",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "arbitrum",
      "address": "0xB2d66b86809CF17Ece9EF823a10F7f7244212452",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "arbitrum",
      "address": "0x4A61907547ECd09000F18c033ac86729ac4Ff8CC",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "arbitrum",
      "address": "0x001067130929CB06Fff9B8D4d6a3b9e83Ebd1C39",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "arbitrum",
      "address": "0x5f4e8a84FA95DCE7706174b4542F557C2E98BCc2",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "linea",
      "address": "0x89Da93Be982CC75fc05023F503432e2B0026d202",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "linea",
      "address": "0x4d4345B221eEf5Bb3b5D26119228B59Dc6bfC5f4",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "linea",
      "address": "0xa9c45Ad0897d0221C042F9a7aA6c5dB031016254",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "linea",
      "address": "0x90BAaF728e5C69D9844216e76583Ed138b7Df88d",
      "decimals": 18
    },
    {
      "currency": "eur",
      "ticker": "EUR",
      "symbol": "EURe",
      "chain": "base",
      "address": "0x819360Cb41e15949962d7F5Cb8077e28c77866d6",
      "decimals": 18
    },
    {
      "currency": "gbp",
      "ticker": "GBP",
      "symbol": "GBPe",
      "chain": "base",
      "address": "0xA0A52D421f2B0c4380eA5F1c57be311ebcc92c6c",
      "decimals": 18
    },
    {
      "currency": "usd",
      "ticker": "USD",
      "symbol": "USDe",
      "chain": "base",
      "address": "0x7B96456ac6cc25D203a85667d42c81e4D5FD3f17",
      "decimals": 18
    },
    {
      "currency": "isk",
      "ticker": "ISK",
      "symbol": "ISKe",
      "chain": "base",
      "address": "0xCCE657053527892988F116BE4F28f9DC17Cbf469",
      "decimals": 18
    }
  ]
};
/** The sandbox's swap prices (`SwapQuote`'s `x-sandbox-rates`). */
export const SWAP_SANDBOX_RATES = {
  "lifetimeSeconds": 120,
  "tokens": {
    "USDC": {
      "decimals": 6,
      "usd": "1.00"
    },
    "EURe": {
      "decimals": 18,
      "usd": "1.08"
    }
  },
  "prices": {
    "USDC-EURe": "0.9200",
    "EURe-USDC": "1.0700"
  }
};
/** The contract's version (`info.version`). */
export const API_VERSION = "2.1.0-beta";
/** Every event type a webhook subscription can choose (`WebhookEventType`), in its enum order. */
export const WEBHOOK_EVENT_TYPES = [
  "iban.updated",
  "order.created",
  "order.updated",
  "profile.updated",
  "profile.error"
];
/** What a new subscription receives unless it chooses (`NewWebhookSubscription`'s `types` default). */
export const WEBHOOK_DEFAULT_EVENT_TYPES = [
  "iban.updated",
  "profile.updated"
];
