// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every operation of the API, in spec order. */
export const operations = [
  {
    "operationId": "getWelcome",
    "method": "get",
    "path": "/",
    "tag": "Accounts",
    "public": true,
    "requiresPrivilege": false
  },
  {
    "operationId": "authorize",
    "method": "get",
    "path": "/auth",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false
  },
  {
    "operationId": "authorizeWithForm",
    "method": "post",
    "path": "/auth",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false
  },
  {
    "operationId": "getAuthContext",
    "method": "get",
    "path": "/auth/context",
    "tag": "Accounts",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "signUp",
    "method": "post",
    "path": "/auth/signup",
    "tag": "Accounts",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "createToken",
    "method": "post",
    "path": "/auth/token",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false
  },
  {
    "operationId": "revokeToken",
    "method": "post",
    "path": "/auth/revoke",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false
  },
  {
    "operationId": "getSiweNonce",
    "method": "get",
    "path": "/auth/nonce",
    "tag": "Authorize",
    "public": true,
    "requiresPrivilege": false
  },
  {
    "operationId": "listWebhooks",
    "method": "get",
    "path": "/webhooks",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "createWebhook",
    "method": "post",
    "path": "/webhooks",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "updateWebhook",
    "method": "patch",
    "path": "/webhooks/{subscription}",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "listWebhookDeliveries",
    "method": "get",
    "path": "/webhooks/{subscription}/deliveries",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "resendWebhookDelivery",
    "method": "post",
    "path": "/webhooks/{subscription}/deliveries/{delivery}/resend",
    "tag": "Webhooks",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "uploadFile",
    "method": "post",
    "path": "/files",
    "tag": "Accounts",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "listProfiles",
    "method": "get",
    "path": "/profiles",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "getProfile",
    "method": "get",
    "path": "/profiles/{profile}",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "submitProfileDetails",
    "method": "put",
    "path": "/profiles/{profile}/details",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "submitProfileForm",
    "method": "put",
    "path": "/profiles/{profile}/form",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "submitProfileVerifications",
    "method": "put",
    "path": "/profiles/{profile}/verifications",
    "tag": "Profiles",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "listAddresses",
    "method": "get",
    "path": "/addresses",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "linkAddress",
    "method": "post",
    "path": "/addresses",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "getAddress",
    "method": "get",
    "path": "/addresses/{address}",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "getBalances",
    "method": "get",
    "path": "/balances/{chain}/{address}",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "listPendingSignatures",
    "method": "get",
    "path": "/signatures",
    "tag": "Addresses",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "listIbans",
    "method": "get",
    "path": "/ibans",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "requestIban",
    "method": "post",
    "path": "/ibans",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "getIban",
    "method": "get",
    "path": "/ibans/{iban}",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "moveIban",
    "method": "patch",
    "path": "/ibans/{iban}",
    "tag": "IBANs",
    "public": false,
    "requiresPrivilege": true
  },
  {
    "operationId": "listOrders",
    "method": "get",
    "path": "/orders",
    "tag": "Orders",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "placeOrder",
    "method": "post",
    "path": "/orders",
    "tag": "Orders",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "getOrder",
    "method": "get",
    "path": "/orders/{orderId}",
    "tag": "Orders",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "listTokens",
    "method": "get",
    "path": "/tokens",
    "tag": "Tokens",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "simulatePayment",
    "method": "post",
    "path": "/sandbox/payments",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "simulateOrderDecision",
    "method": "post",
    "path": "/sandbox/orders/{orderId}",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "simulateKycDecision",
    "method": "post",
    "path": "/sandbox/profiles/{profile}",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "simulateSignatureOutcome",
    "method": "post",
    "path": "/sandbox/addresses/{address}",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "getSandboxClock",
    "method": "get",
    "path": "/sandbox/clock",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false
  },
  {
    "operationId": "advanceSandboxClock",
    "method": "post",
    "path": "/sandbox/clock",
    "tag": "Sandbox",
    "public": false,
    "requiresPrivilege": false
  }
];
