// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every operation of the API, in spec order. */
export declare const operations: readonly [
  {
    "operationId": "getDashboardCsrfToken",
    "method": "get",
    "path": "/session/csrf",
    "tag": "Dashboard session",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "dashboardSignUp",
    "method": "post",
    "path": "/session/signup",
    "tag": "Dashboard session",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "verifyDashboardSignUp",
    "method": "post",
    "path": "/session/verify",
    "tag": "Dashboard session",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "dashboardLogIn",
    "method": "post",
    "path": "/session/login",
    "tag": "Dashboard session",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": "hosted",
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "dashboardLogOut",
    "method": "post",
    "path": "/session/logout",
    "tag": "Dashboard session",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardSession",
    "method": "get",
    "path": "/session",
    "tag": "Dashboard session",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardMailbox",
    "method": "get",
    "path": "/sandbox/mailbox",
    "tag": "Dashboard session",
    "public": true,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardMembers",
    "method": "get",
    "path": "/members",
    "tag": "Dashboard team",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "removeDashboardMember",
    "method": "delete",
    "path": "/members/{member}",
    "tag": "Dashboard team",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "inviteDashboardMember",
    "method": "post",
    "path": "/invitations",
    "tag": "Dashboard team",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "withdrawDashboardInvitation",
    "method": "delete",
    "path": "/invitations/{invitation}",
    "tag": "Dashboard team",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardApps",
    "method": "get",
    "path": "/apps",
    "tag": "Dashboard apps",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "createDashboardApp",
    "method": "post",
    "path": "/apps",
    "tag": "Dashboard apps",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardApp",
    "method": "get",
    "path": "/apps/{app}",
    "tag": "Dashboard apps",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "updateDashboardApp",
    "method": "patch",
    "path": "/apps/{app}",
    "tag": "Dashboard apps",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "rotateDashboardAppSecret",
    "method": "post",
    "path": "/apps/{app}/secret",
    "tag": "Dashboard apps",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardRequests",
    "method": "get",
    "path": "/requests",
    "tag": "Dashboard requests",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardRequest",
    "method": "get",
    "path": "/requests/{request}",
    "tag": "Dashboard requests",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardWebhooks",
    "method": "get",
    "path": "/webhooks",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "createDashboardWebhook",
    "method": "post",
    "path": "/webhooks",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "deleteDashboardWebhook",
    "method": "delete",
    "path": "/webhooks/{subscription}",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "updateDashboardWebhook",
    "method": "patch",
    "path": "/webhooks/{subscription}",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardWebhookDeliveries",
    "method": "get",
    "path": "/webhooks/{subscription}/deliveries",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardWebhookDelivery",
    "method": "get",
    "path": "/webhooks/{subscription}/deliveries/{delivery}",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "resendDashboardWebhookDelivery",
    "method": "post",
    "path": "/webhooks/{subscription}/deliveries/{delivery}/resend",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "sendDashboardWebhookTest",
    "method": "post",
    "path": "/webhooks/{subscription}/test",
    "tag": "Dashboard webhooks",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardProfiles",
    "method": "get",
    "path": "/profiles",
    "tag": "Dashboard customers",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardProfile",
    "method": "get",
    "path": "/profiles/{profile}",
    "tag": "Dashboard customers",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "listDashboardOrders",
    "method": "get",
    "path": "/orders",
    "tag": "Dashboard customers",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardOrder",
    "method": "get",
    "path": "/orders/{order}",
    "tag": "Dashboard customers",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "simulateDashboardPayment",
    "method": "post",
    "path": "/sandbox/payments",
    "tag": "Dashboard sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "decideDashboardKyc",
    "method": "post",
    "path": "/sandbox/profiles/{profile}/decision",
    "tag": "Dashboard sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "decideDashboardOrder",
    "method": "post",
    "path": "/sandbox/orders/{order}/decision",
    "tag": "Dashboard sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "getDashboardSandboxClock",
    "method": "get",
    "path": "/sandbox/clock",
    "tag": "Dashboard sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "advanceDashboardSandboxClock",
    "method": "post",
    "path": "/sandbox/clock",
    "tag": "Dashboard sandbox",
    "public": false,
    "requiresPrivilege": false,
    "rateLimit": null,
    "browserPage": false,
    "multipart": false
  },
  {
    "operationId": "resetDashboardSandbox",
    "method": "post",
    "path": "/sandbox/reset",
    "tag": "Dashboard sandbox",
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
