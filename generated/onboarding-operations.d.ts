// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every operation of the API, in spec order. */
export declare const operations: readonly [
  {
    "operationId": "getHostedRequest",
    "method": "get",
    "path": "/requests/{request}",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "decideHostedRequest",
    "method": "post",
    "path": "/requests/{request}/decision",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "getHostedCsrfToken",
    "method": "get",
    "path": "/session/csrf",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "unlinkHostedAddress",
    "method": "delete",
    "path": "/requests/{request}/addresses/{address}",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "cancelHostedRequest",
    "method": "post",
    "path": "/requests/{request}/cancel",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "hostedSignUp",
    "method": "post",
    "path": "/session/signup",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted"
  },
  {
    "operationId": "resendHostedSignUpCode",
    "method": "post",
    "path": "/session/signup/resend",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted"
  },
  {
    "operationId": "hostedLogIn",
    "method": "post",
    "path": "/session/login",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted"
  },
  {
    "operationId": "verifyHostedSignUp",
    "method": "post",
    "path": "/session/verify",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted"
  },
  {
    "operationId": "getSandboxMailbox",
    "method": "get",
    "path": "/sandbox/mailbox",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "resetHostedPassword",
    "method": "post",
    "path": "/session/password-reset",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted"
  },
  {
    "operationId": "hostedLogOut",
    "method": "post",
    "path": "/session/logout",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "saveHostedProfile",
    "method": "put",
    "path": "/profile",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "linkHostedAddress",
    "method": "post",
    "path": "/addresses",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "listConnectedApps",
    "method": "get",
    "path": "/apps",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  },
  {
    "operationId": "withdrawConnectedApp",
    "method": "delete",
    "path": "/apps/{app}",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null
  }
];
export type OperationInfo = (typeof operations)[number];
/** The operationId of every path operation: the keys of the server's handler registry. */
export type OperationId = OperationInfo['operationId'];
