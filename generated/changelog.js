// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every release of the API, newest first (spec/released/ and the working contract, diffed by scripts/contract-diff.ts). */
export const API_CHANGELOG = [
  {
    "version": "2.0.0-beta",
    "date": "2026-12-02",
    "commit": "7b8a0cf",
    "summary": "The first release of the contract: 38 operations and 5 webhook events.",
    "breaking": 0,
    "groups": {
      "added": [
        {
          "subject": "GET /",
          "kind": "operation",
          "message": "Operation `GET /` added: Welcome.",
          "breaking": false
        },
        {
          "subject": "GET /auth",
          "kind": "operation",
          "message": "Operation `GET /auth` added: Start authorization (authorization code flow with PKCE).",
          "breaking": false
        },
        {
          "subject": "POST /auth",
          "kind": "operation",
          "message": "Operation `POST /auth` added: Start authorization with a form post.",
          "breaking": false
        },
        {
          "subject": "GET /auth/context",
          "kind": "operation",
          "message": "Operation `GET /auth/context` added: Get the authorization context.",
          "breaking": false
        },
        {
          "subject": "POST /auth/signup",
          "kind": "operation",
          "message": "Operation `POST /auth/signup` added: Sign up a customer.",
          "breaking": false
        },
        {
          "subject": "POST /auth/token",
          "kind": "operation",
          "message": "Operation `POST /auth/token` added: Get an access token.",
          "breaking": false
        },
        {
          "subject": "POST /auth/revoke",
          "kind": "operation",
          "message": "Operation `POST /auth/revoke` added: Revoke a token.",
          "breaking": false
        },
        {
          "subject": "GET /auth/nonce",
          "kind": "operation",
          "message": "Operation `GET /auth/nonce` added: Get a Sign-In with Ethereum nonce.",
          "breaking": false
        },
        {
          "subject": "GET /webhooks",
          "kind": "operation",
          "message": "Operation `GET /webhooks` added: List webhook subscriptions.",
          "breaking": false
        },
        {
          "subject": "POST /webhooks",
          "kind": "operation",
          "message": "Operation `POST /webhooks` added: Subscribe to webhooks.",
          "breaking": false
        },
        {
          "subject": "PATCH /webhooks/{subscription}",
          "kind": "operation",
          "message": "Operation `PATCH /webhooks/{subscription}` added: Update a webhook subscription.",
          "breaking": false
        },
        {
          "subject": "GET /webhooks/{subscription}/deliveries",
          "kind": "operation",
          "message": "Operation `GET /webhooks/{subscription}/deliveries` added: List a subscription's deliveries.",
          "breaking": false
        },
        {
          "subject": "POST /webhooks/{subscription}/deliveries/{delivery}/resend",
          "kind": "operation",
          "message": "Operation `POST /webhooks/{subscription}/deliveries/{delivery}/resend` added: Resend a delivery.",
          "breaking": false
        },
        {
          "subject": "POST /files",
          "kind": "operation",
          "message": "Operation `POST /files` added: Upload a file.",
          "breaking": false
        },
        {
          "subject": "GET /profiles",
          "kind": "operation",
          "message": "Operation `GET /profiles` added: List profiles.",
          "breaking": false
        },
        {
          "subject": "GET /profiles/{profile}",
          "kind": "operation",
          "message": "Operation `GET /profiles/{profile}` added: Get a profile.",
          "breaking": false
        },
        {
          "subject": "PUT /profiles/{profile}/details",
          "kind": "operation",
          "message": "Operation `PUT /profiles/{profile}/details` added: Submit profile details.",
          "breaking": false
        },
        {
          "subject": "PUT /profiles/{profile}/form",
          "kind": "operation",
          "message": "Operation `PUT /profiles/{profile}/form` added: Submit profile form.",
          "breaking": false
        },
        {
          "subject": "PUT /profiles/{profile}/verifications",
          "kind": "operation",
          "message": "Operation `PUT /profiles/{profile}/verifications` added: Submit profile verifications.",
          "breaking": false
        },
        {
          "subject": "GET /addresses",
          "kind": "operation",
          "message": "Operation `GET /addresses` added: List linked addresses.",
          "breaking": false
        },
        {
          "subject": "POST /addresses",
          "kind": "operation",
          "message": "Operation `POST /addresses` added: Link an address.",
          "breaking": false
        },
        {
          "subject": "GET /addresses/{address}",
          "kind": "operation",
          "message": "Operation `GET /addresses/{address}` added: Get a linked address.",
          "breaking": false
        },
        {
          "subject": "GET /balances/{chain}/{address}",
          "kind": "operation",
          "message": "Operation `GET /balances/{chain}/{address}` added: Get token balances.",
          "breaking": false
        },
        {
          "subject": "GET /signatures",
          "kind": "operation",
          "message": "Operation `GET /signatures` added: List pending signatures.",
          "breaking": false
        },
        {
          "subject": "GET /ibans",
          "kind": "operation",
          "message": "Operation `GET /ibans` added: List IBANs.",
          "breaking": false
        },
        {
          "subject": "POST /ibans",
          "kind": "operation",
          "message": "Operation `POST /ibans` added: Request an IBAN.",
          "breaking": false
        },
        {
          "subject": "GET /ibans/{iban}",
          "kind": "operation",
          "message": "Operation `GET /ibans/{iban}` added: Get an IBAN.",
          "breaking": false
        },
        {
          "subject": "PATCH /ibans/{iban}",
          "kind": "operation",
          "message": "Operation `PATCH /ibans/{iban}` added: Move an IBAN.",
          "breaking": false
        },
        {
          "subject": "GET /orders",
          "kind": "operation",
          "message": "Operation `GET /orders` added: List orders.",
          "breaking": false
        },
        {
          "subject": "POST /orders",
          "kind": "operation",
          "message": "Operation `POST /orders` added: Place a redeem order.",
          "breaking": false
        },
        {
          "subject": "GET /orders/{orderId}",
          "kind": "operation",
          "message": "Operation `GET /orders/{orderId}` added: Get an order.",
          "breaking": false
        },
        {
          "subject": "GET /tokens",
          "kind": "operation",
          "message": "Operation `GET /tokens` added: List tokens.",
          "breaking": false
        },
        {
          "subject": "POST /sandbox/payments",
          "kind": "operation",
          "message": "Operation `POST /sandbox/payments` added: Simulate an incoming payment.",
          "breaking": false
        },
        {
          "subject": "POST /sandbox/orders/{orderId}",
          "kind": "operation",
          "message": "Operation `POST /sandbox/orders/{orderId}` added: Process or reject a pending order.",
          "breaking": false
        },
        {
          "subject": "POST /sandbox/profiles/{profile}",
          "kind": "operation",
          "message": "Operation `POST /sandbox/profiles/{profile}` added: Decide a profile's KYC.",
          "breaking": false
        },
        {
          "subject": "POST /sandbox/addresses/{address}",
          "kind": "operation",
          "message": "Operation `POST /sandbox/addresses/{address}` added: Confirm or expire an onchain signature.",
          "breaking": false
        },
        {
          "subject": "GET /sandbox/clock",
          "kind": "operation",
          "message": "Operation `GET /sandbox/clock` added: Read the sandbox clock.",
          "breaking": false
        },
        {
          "subject": "POST /sandbox/clock",
          "kind": "operation",
          "message": "Operation `POST /sandbox/clock` added: Move the sandbox clock forward.",
          "breaking": false
        },
        {
          "subject": "subscription.created",
          "kind": "webhook",
          "message": "Webhook event `subscription.created` added: Subscription created (test notification).",
          "breaking": false
        },
        {
          "subject": "order.created",
          "kind": "webhook",
          "message": "Webhook event `order.created` added: Order created.",
          "breaking": false
        },
        {
          "subject": "order.updated",
          "kind": "webhook",
          "message": "Webhook event `order.updated` added: Order updated.",
          "breaking": false
        },
        {
          "subject": "profile.updated",
          "kind": "webhook",
          "message": "Webhook event `profile.updated` added: Profile updated.",
          "breaking": false
        },
        {
          "subject": "iban.updated",
          "kind": "webhook",
          "message": "Webhook event `iban.updated` added: IBAN updated.",
          "breaking": false
        }
      ],
      "changed": [],
      "deprecated": [],
      "removed": []
    }
  }
];
