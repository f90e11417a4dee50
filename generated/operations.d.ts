// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every operation of the API, in spec order. */
export declare const operations: readonly [
  {
    "operationId": "getWelcome",
    "method": "get",
    "path": "/",
    "tag": "Accounts",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "authorize",
    "method": "get",
    "path": "/auth",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "authorizeWithForm",
    "method": "post",
    "path": "/auth",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "getAuthContext",
    "method": "get",
    "path": "/auth/context",
    "tag": "Accounts",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "signUp",
    "method": "post",
    "path": "/auth/signup",
    "tag": "Accounts",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "createToken",
    "method": "post",
    "path": "/auth/token",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "auth"
  },
  {
    "operationId": "revokeToken",
    "method": "post",
    "path": "/auth/revoke",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "auth"
  },
  {
    "operationId": "getSiweNonce",
    "method": "get",
    "path": "/auth/nonce",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "listWebhooks",
    "method": "get",
    "path": "/webhooks",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "createWebhook",
    "method": "post",
    "path": "/webhooks",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "updateWebhook",
    "method": "patch",
    "path": "/webhooks/{subscription}",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "listWebhookDeliveries",
    "method": "get",
    "path": "/webhooks/{subscription}/deliveries",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "resendWebhookDelivery",
    "method": "post",
    "path": "/webhooks/{subscription}/deliveries/{delivery}/resend",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "uploadFile",
    "method": "post",
    "path": "/files",
    "tag": "Accounts",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": "upload"
  },
  {
    "operationId": "listProfiles",
    "method": "get",
    "path": "/profiles",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "getProfile",
    "method": "get",
    "path": "/profiles/{profile}",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "submitProfileDetails",
    "method": "put",
    "path": "/profiles/{profile}/details",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "submitProfileForm",
    "method": "put",
    "path": "/profiles/{profile}/form",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "submitProfileVerifications",
    "method": "put",
    "path": "/profiles/{profile}/verifications",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "listAddresses",
    "method": "get",
    "path": "/addresses",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "linkAddress",
    "method": "post",
    "path": "/addresses",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "getAddress",
    "method": "get",
    "path": "/addresses/{address}",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "getBalances",
    "method": "get",
    "path": "/balances/{chain}/{address}",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "listPendingSignatures",
    "method": "get",
    "path": "/signatures",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "listIbans",
    "method": "get",
    "path": "/ibans",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "requestIban",
    "method": "post",
    "path": "/ibans",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "getIban",
    "method": "get",
    "path": "/ibans/{iban}",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "moveIban",
    "method": "patch",
    "path": "/ibans/{iban}",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": true,
    "rateLimit": null
  },
  {
    "operationId": "listOrders",
    "method": "get",
    "path": "/orders",
    "tag": "Orders",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "placeOrder",
    "method": "post",
    "path": "/orders",
    "tag": "Orders",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "getOrder",
    "method": "get",
    "path": "/orders/{orderId}",
    "tag": "Orders",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "listTokens",
    "method": "get",
    "path": "/tokens",
    "tag": "Tokens",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "simulatePayment",
    "method": "post",
    "path": "/sandbox/payments",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "simulateOrderDecision",
    "method": "post",
    "path": "/sandbox/orders/{orderId}",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "simulateKycDecision",
    "method": "post",
    "path": "/sandbox/profiles/{profile}",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "simulateSignatureOutcome",
    "method": "post",
    "path": "/sandbox/addresses/{address}",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "getSandboxClock",
    "method": "get",
    "path": "/sandbox/clock",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "advanceSandboxClock",
    "method": "post",
    "path": "/sandbox/clock",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  }
];
export type OperationInfo = (typeof operations)[number];
/** The operationId of every path operation: the keys of the server's handler registry. */
export type OperationId = OperationInfo['operationId'];
