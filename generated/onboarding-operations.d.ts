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
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "decideHostedRequest",
    "method": "post",
    "path": "/requests/{request}/decision",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getHostedCsrfToken",
    "method": "get",
    "path": "/session/csrf",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "linkRequestAddress",
    "method": "post",
    "path": "/requests/{request}/addresses",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "unlinkHostedAddress",
    "method": "delete",
    "path": "/requests/{request}/addresses/{address}",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "cancelHostedRequest",
    "method": "post",
    "path": "/requests/{request}/cancel",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "hostedSignUp",
    "method": "post",
    "path": "/session/signup",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "resendHostedSignUpCode",
    "method": "post",
    "path": "/session/signup/resend",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "hostedLogIn",
    "method": "post",
    "path": "/session/login",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "verifyHostedSignUp",
    "method": "post",
    "path": "/session/verify",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getSandboxMailbox",
    "method": "get",
    "path": "/sandbox/mailbox",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "resetHostedPassword",
    "method": "post",
    "path": "/session/password-reset",
    "tag": "Hosted onboarding",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "hostedLogOut",
    "method": "post",
    "path": "/session/logout",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "saveHostedProfile",
    "method": "put",
    "path": "/profile",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "linkHostedAddress",
    "method": "post",
    "path": "/addresses",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listConnectedApps",
    "method": "get",
    "path": "/apps",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "withdrawConnectedApp",
    "method": "delete",
    "path": "/apps/{app}",
    "tag": "Hosted onboarding",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  }
];
export type OperationInfo = (typeof operations)[number];
/** The operationId of every path operation: the keys of the server's handler registry. */
export type OperationId = OperationInfo['operationId'];
