// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every chain of the contract (schema `Chain`, `x-chains`), in its enum order. */
export declare const CHAINS: readonly [
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
export type ChainInfo = (typeof CHAINS)[number];
/** Chain → its id (EIP-155, or the Cosmos chain id). */
export declare const CHAIN_IDS: {
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
export declare const CHAIN_FAMILIES: {
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
export declare const LINK_MESSAGE: "I hereby declare that I am the address owner.";
/** Operations that take no credentials (`security: []`), as "METHOD /path". */
export declare const PUBLIC_OPERATIONS: readonly string[];
