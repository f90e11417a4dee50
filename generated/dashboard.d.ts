// DO NOT EDIT: generated from spec/ by `make generate`.
export interface paths {
    "/session/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the anti-CSRF token
         * @description Answers the browser's anti-CSRF token and sets it as the `emoney_csrf` cookie (readable by the
         *     page, `SameSite=Strict`, `Path=/dashboard`). Every state-changing call of this API must send the
         *     same value in the `X-CSRF-Token` header, or it answers `403` and changes nothing.
         */
        get: operations["getDashboardCsrfToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (emails a code to the address)
         * @description Starts a new member's sign-up: an 8-digit code goes to the address, valid for 15 minutes and
         *     5 tries; `POST /session/verify` with it creates the member and signs in. An address with an
         *     invitation joins the inviting partner with the invitation's role; any other address creates a
         *     new partner named `partnerName` and becomes its first admin.
         *
         *     In the sandbox sign-up is open, and the mail shows in the sandbox mailbox
         *     (`GET /sandbox/mailbox`) to the browser that signed up. In production only invited addresses
         *     may sign up (`emoney admin partners invite`, or an admin's invitation): any other answers
         *     `403`. An address that is a member already answers `409` (sign in instead). At most one email a
         *     minute goes to an address; attempts are rate limited per IP address and per email (`429`).
         */
        post: operations["dashboardSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the sign-up with the emailed code
         * @description Checks the code of the latest sign-up email. The right code creates the member (and, for an
         *     address without an invitation, its partner) and signs in: the session cookie is set. A wrong,
         *     used-up or expired code answers `400` with one message for all three.
         */
        post: operations["verifyDashboardSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs a member in with email and password and sets the session cookie (12 hours). A wrong
         *     email or password answers `401` with one message for both. Attempts are rate limited per IP
         *     address and per email (`429`).
         */
        post: operations["dashboardLogIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session and clears the cookie.
         */
        post: operations["dashboardLogOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The signed-in member, its partner, and whether this deployment is a sandbox; `401` without a session.
         */
        get: operations["getDashboardSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox mailbox (sandbox only)
         * @description The sandbox sends no email: this answers the latest emails (at most 20, newest first) queued
         *     for one address that this reader may see: a sign-up code to the browser that signed up (its
         *     `emoney_csrf` cookie of `Path=/dashboard`), and a signed-in member its partner's dashboard
         *     mail (invitations). Anyone else reads an empty list. Outside the sandbox the path answers `404`.
         */
        get: operations["getDashboardMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team
         * @description The partner's members and its open invitations.
         */
        get: operations["listDashboardMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{member}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Removes a member of the team and ends their sessions. Admins only. A member cannot remove
         *     themselves (`409`), and the last admin stays (`409`). Another partner's member answers `404`.
         */
        delete: operations["removeDashboardMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a member
         * @description Invites an address to join the team as an admin or read-only member, and emails it a link to
         *     sign up. Admins only. An address that is a member of any partner already answers `409`;
         *     inviting an address again replaces its role and sends the email again.
         */
        post: operations["inviteDashboardMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Withdraws an open invitation; its address can no longer join through it. Admins only. Another partner's invitation answers `404`.
         */
        delete: operations["withdrawDashboardInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the partner's apps
         * @description Every app of the partner, oldest first, with its client id, redirect URIs, privileges and state.
         */
        get: operations["listDashboardApps"];
        put?: never;
        /**
         * Create an app
         * @description Creates an app of the partner. A client-credentials app gets a client secret, answered this
         *     once (only its keyed hash is stored), and acts on the partner's corporate profile (shared by
         *     the partner's client-credentials apps). An authorization-code app is a public client (PKCE)
         *     and needs at least one redirect URI: exact, https, or http on `localhost`, `127.0.0.1` or
         *     `[::1]`, without a fragment. Kind `both` creates one of each with the same name. Each
         *     redirect URI's origin may call the API from a browser at once (CORS), no restart.
         *
         *     In the sandbox the apps hold every extra privilege; in production none until the operator
         *     grants them (`emoney admin grants`). Admins only.
         */
        post: operations["createDashboardApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{app}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id (not its client id).
                 * @example 3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
                 */
                app: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * Get an app
         * @description One app of the partner; another partner's app answers `404`.
         */
        get: operations["getDashboardApp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an app
         * @description Changes what is sent; the rest stays. A new redirect URI list replaces the old one (the
         *     authorization code flow's rules, as at creation) and its origins may call the API from a
         *     browser at once. `state: disabled` revokes every token of the app at once, on every process,
         *     and refuses it new tokens and authorization requests until `state: active`. Admins only.
         */
        patch: operations["updateDashboardApp"];
        trace?: never;
    };
    "/apps/{app}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an app's client secret
         * @description Gives a client-credentials app a new secret, answered this once. The old secret keeps working
         *     for the grace chosen (default a day, at most 7 days, on the partner's sandbox clock) so the new
         *     one can be rolled out without downtime; tokens got with it live out their time. With
         *     `graceMinutes: 0` (a leaked secret) the old secret stops at once and every token of the app is
         *     revoked. An authorization-code app has no secret (`409`). Admins only.
         */
        post: operations["rotateDashboardAppSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the apps' API requests
         * @description The latest API requests of the partner's apps (the log keeps the newest 1,000 per partner),
         *     newest first: every request made with one of its apps' tokens, and token and authorization
         *     requests naming one of its client ids. Requests appear within a second of their answer.
         */
        get: operations["listDashboardRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{request}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one logged request
         * @description One request of the log, with a failed request's error body. Another partner's request answers `404`.
         */
        get: operations["getDashboardRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description The partner's webhook subscriptions, active and paused, oldest first. Secrets are never returned.
         */
        get: operations["listDashboardWebhooks"];
        put?: never;
        /**
         * Subscribe to webhooks
         * @description Subscribes `url` to the chosen event types (by default `iban.updated` and `profile.updated`),
         *     with the public API's rules (`POST /webhooks`): the URL must be `https` (plain `http` on
         *     `localhost` only), must not resolve to a private, loopback or link-local address outside a
         *     sandbox, and must answer the signed `subscription.created` test notification with `200 OK`
         *     before anything is saved; otherwise the call answers `400` with the reason and nothing is
         *     created. The secret is stored (encrypted) but never returned. Admins only.
         */
        post: operations["createDashboardWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{subscription}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subscription
         * @description Deletes a subscription with all its deliveries, their attempts and their queued retries, in
         *     one transaction: nothing more is sent to its URL. Admins only. Another partner's subscription
         *     answers `404`.
         */
        delete: operations["deleteDashboardWebhook"];
        options?: never;
        head?: never;
        /**
         * Pause, resume or edit a subscription
         * @description Changes a subscription's `state` (`inactive` pauses it: nothing is sent nor queued until it is
         *     `active` again), its event `types` (replacing the list) or its `url`, as `PATCH
         *     /webhooks/{subscription}` of the public API does. A new `url` must answer the signed
         *     `subscription.created` test notification with `200 OK`, or nothing changes and the call
         *     answers `400`. Admins only. Another partner's subscription answers `404`.
         */
        patch: operations["updateDashboardWebhook"];
        trace?: never;
    };
    "/webhooks/{subscription}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * List a subscription's deliveries
         * @description The subscription's delivery log, newest first: every notification (test events included)
         *     with its state, when the next retry is due, and its attempts' status codes and latencies.
         *     Another partner's subscription answers `404`.
         */
        get: operations["listDashboardWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{subscription}/deliveries/{delivery}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
                /**
                 * @description The delivery's id.
                 * @example 0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b
                 */
                delivery: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * Show a delivery
         * @description One delivery in full, to debug a receiver: the request emoney posts (headers and body) and,
         *     for every attempt, the headers it sent and the receiver's answer (status, headers, body).
         *     Bodies are cut to their first 4 kB. The `webhook-signature` header is shown: it is derived
         *     per message (an HMAC of the `webhook-id`, the timestamp and the body) and reveals nothing of
         *     the signing secret, which is never stored with an attempt nor shown. Another partner's
         *     subscription or delivery answers `404`.
         */
        get: operations["getDashboardWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{subscription}/deliveries/{delivery}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
                /**
                 * @description The delivery's id.
                 * @example 0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b
                 */
                delivery: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a delivery
         * @description Sends a delivered or failed delivery again now, with the same payload and `webhook-id` (a
         *     fresh timestamp and signature) and a fresh schedule of retries; the new attempt is added to
         *     its attempts. A pending delivery (`409`: it is retried on its schedule) and one of a paused
         *     subscription (`409`) are refused. Admins only. Another partner's subscription or delivery
         *     answers `404`.
         */
        post: operations["resendDashboardWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{subscription}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends the subscription a notification of the chosen event type (default `profile.updated`)
         *     with a sample payload (the public contract's example of that event, about no real customer),
         *     marked as a test: the envelope carries `"test": true`. It goes through the normal delivery
         *     path (signed, retried on the usual schedule) and shows in the delivery log with `test: true`.
         *     The subscription must be `active` (`409` otherwise). Admins only. Another partner's
         *     subscription answers `404`.
         */
        post: operations["sendDashboardWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customers' profiles
         * @description The profiles of the partner's customers, as the partner's own (client-credentials) token
         *     reaches them through the public API: people who authorized one of the partner's apps, and
         *     accounts the partner created that nobody claimed yet. The apps' own profiles are not listed.
         */
        get: operations["listDashboardProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a customer's profile
         * @description One of the partner's customers' profiles with its addresses, IBAN, balances and orders, as the
         *     partner's token sees them. Another partner's profile (or an unknown id) answers `404`.
         */
        get: operations["getDashboardProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customers' orders
         * @description The orders of the partner's customers' profiles, most recently placed first, each with its
         *     timeline, as the partner's token sees them. Naming another partner's profile (or an unknown
         *     one) answers `404`.
         */
        get: operations["listDashboardOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a customer's order
         * @description One order of the partner's customers, with its timeline. Another partner's order (or an
         *     unknown id) answers `404`.
         */
        get: operations["getDashboardOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an incoming payment (sandbox only)
         * @description A bank transfer arrives at one of the partner's customers' IBANs: the amount is minted on the
         *     IBAN's address as an `issue` order, processed at once, exactly as the public
         *     `POST /sandbox/payments` does with the partner's token (same rules, same webhooks). The IBAN
         *     must be `approved` (`409` otherwise); another partner's IBAN answers `404`.
         *     Sandbox only (`404` in production); admins only (`403` for a read-only member, and nothing changes).
         */
        post: operations["simulateDashboardPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/profiles/{profile}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a customer's KYC (sandbox only)
         * @description Sets the KYC outcome of one of the partner's customers' profiles at once, as the public
         *     `POST /sandbox/profiles/{profile}` does with the partner's token: whatever the profile's
         *     state (usually `pending`), it becomes `approved` or `rejected`, its open review is closed and
         *     `profile.updated` is sent when the state changed. Another partner's profile answers `404`.
         *     Sandbox only (`404` in production); admins only (`403` for a read-only member, and nothing changes).
         */
        post: operations["decideDashboardKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/orders/{order}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a customer's order (sandbox only)
         * @description Processes (burns the tokens) or rejects an open (`placed` or `pending`) redeem order of one of
         *     the partner's customers at once, as the public `POST /sandbox/orders/{orderId}` does with the
         *     partner's token. A final order, or an issue order, answers `409`; another partner's order
         *     answers `404`. A `reason` goes only with `rejected` (`400`).
         *     Sandbox only (`404` in production); admins only (`403` for a read-only member, and nothing changes).
         */
        post: operations["decideDashboardOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the partner's sandbox clock (sandbox only)
         * @description The partner's sandbox time (the deployment's time plus every advance the partner made) and
         *     its offset, as the public `GET /sandbox/clock` answers the partner's token. Sandbox only
         *     (`404` in production); any member may read it.
         */
        get: operations["getDashboardSandboxClock"];
        put?: never;
        /**
         * Move the partner's sandbox clock forward (sandbox only)
         * @description Moves the partner's sandbox clock forward, as the public `POST /sandbox/clock` does with the
         *     partner's client-credentials token: delayed KYC decisions, order processing and expiries come
         *     due; other partners' time does not move. The clock never goes back.
         *     Sandbox only (`404` in production); admins only (`403` for a read-only member, and nothing changes).
         */
        post: operations["advanceDashboardSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the partner's sandbox data (sandbox only)
         * @description Removes, in one transaction, the partner's customers' sandbox data: their profiles (with KYC
         *     data and files), addresses, IBANs and orders, the balances of those addresses (zeroed by a
         *     balanced posting: the ledger is append-only), the scheduled work about them, every delivery
         *     to the partner's webhook subscriptions, the events of the removed profiles, and the partner's
         *     request log. Customer accounts the partner created that nobody claimed go too; people's own
         *     accounts stay (without the removed profiles). Apps, members, webhook subscriptions and the
         *     sandbox clock stay. A profile another partner also reaches is left untouched (counted in
         *     `kept.sharedProfiles`), and nothing of another partner changes.
         *     Sandbox only (`404` in production); admins only (`403` for a read-only member, and nothing changes).
         */
        post: operations["resetDashboardSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * DashboardCsrfToken
         * @description The browser's anti-CSRF token, and what kind of deployment this is (the screens say "Sandbox" before anyone signs in).
         */
        DashboardCsrfToken: {
            /** @description Send it in the `X-CSRF-Token` header of every state-changing call. */
            csrfToken: string;
            /** @description Whether this deployment is a sandbox (fake money, open sign-up, the sandbox mailbox). */
            sandbox: boolean;
        };
        /**
         * ErrorCode
         * @description Machine-readable error code. The product specification leaves the list open; this is the
         *     complete list the API answers with:
         *     - `bad_request`: the request could not be understood (malformed body or multipart).
         *     - `validation_error`: the request failed schema or business validation; see `errors`.
         *     - `unauthorized`: no valid bearer token (`Not authenticated`).
         *     - `forbidden`: authenticated, but the user or app may not do this.
         *     - `not_found`: the resource does not exist or is not visible to the caller.
         *     - `method_not_allowed`: the path exists but not with this method.
         *     - `not_acceptable`: the `Accept` header names no media type the API serves.
         *     - `conflict`: the request conflicts with the resource's state.
         *     - `payload_too_large`: the body or uploaded file is over its limit.
         *     - `unsupported_media_type`: the request body has a content type the operation does not take.
         *     - `too_many_requests`: rate limited; retry later.
         *     - `internal_error`: an unexpected failure on the server.
         *     - `not_implemented`: the operation is specified but not served by this deployment yet.
         * @enum {string}
         */
        ErrorCode: "bad_request" | "validation_error" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "conflict" | "payload_too_large" | "unsupported_media_type" | "too_many_requests" | "internal_error" | "not_implemented";
        /**
         * Error
         * @description The body of every error answer. `status` repeats the HTTP status; `errors` maps a field path
         *     (for example `details.firstName`) to a human-readable message when the request failed validation.
         */
        Error: {
            code: components["schemas"]["ErrorCode"];
            /**
             * @description The HTTP status of the answer.
             * @example 400
             */
            status: number;
            /**
             * @description What went wrong, in words a developer can act on.
             * @example Validation failed
             */
            message: string;
            /**
             * @description Field path to message, present on validation errors.
             * @example {
             *       "firstName": "First name is missing"
             *     }
             */
            errors?: {
                [key: string]: string;
            };
            /**
             * @description The request's id, also sent as the `X-Request-Id` answer header and written on every log line
             *     of the request: the caller's own `X-Request-Id` when it sent a usable one (1 to 128 characters
             *     of letters, digits and `._:-`), otherwise one the server made. Quote it to support.
             * @example 4f1c2a9e-7d3b-4a61-9c0e-2b8f5e6d1a73
             */
            requestId?: string;
        };
        /**
         * DashboardSignUp
         * @description A new member's email and password, and the partner to create when the address was not invited.
         */
        DashboardSignUp: {
            /**
             * Format: email
             * @description The member's email address; the code goes there.
             */
            email: string;
            /** @description At least 10 characters. */
            password: string;
            /** @description The name of the partner to create (the company). Needed unless the address has an invitation, which decides the partner. */
            partnerName?: string;
        };
        /**
         * DashboardCodeSent
         * @description A code went to the address.
         */
        DashboardCodeSent: {
            /**
             * Format: email
             * @description The address the code went to.
             */
            email: string;
            /**
             * @description Always `sent`.
             * @enum {string}
             */
            verification: "sent";
        };
        /**
         * DashboardVerify
         * @description The code from the sign-up email.
         */
        DashboardVerify: {
            /**
             * Format: email
             * @description The address that signed up.
             */
            email: string;
            /** @description The 8-digit code from the email. */
            code: string;
        };
        /**
         * Uuid
         * Format: uuid
         * @description A UUID identifier.
         * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
         */
        Uuid: string;
        /**
         * DashboardRole
         * @description What a member may do in the dashboard. `admin` does everything; `read_only` reads everything and changes nothing (every change answers `403`).
         * @enum {string}
         */
        DashboardRole: "admin" | "read_only";
        /**
         * DashboardMember
         * @description A person of the partner's team.
         */
        DashboardMember: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: email
             * @description The member's email address (lower case).
             */
            email: string;
            role: components["schemas"]["DashboardRole"];
            /**
             * Format: date-time
             * @description When the member joined.
             */
            createdAt: string;
        };
        /**
         * DashboardPartner
         * @description The partner the signed-in member belongs to.
         */
        DashboardPartner: {
            id: components["schemas"]["Uuid"];
            /** @description The partner's name, as its first member gave it. */
            name: string;
            /**
             * Format: date-time
             * @description When the partner was created.
             */
            createdAt: string;
        };
        /**
         * DashboardSession
         * @description Who is signed in, for which partner, on which kind of deployment.
         */
        DashboardSession: {
            member: components["schemas"]["DashboardMember"];
            partner: components["schemas"]["DashboardPartner"];
            /** @description Whether this deployment is a sandbox (fake money; the sandbox tools work). */
            sandbox: boolean;
        };
        /**
         * DashboardLogIn
         * @description A member's email and password.
         */
        DashboardLogIn: {
            /**
             * Format: email
             * @description The member's email address.
             */
            email: string;
            /** @description The member's password. */
            password: string;
        };
        /**
         * HostedMailbox
         * @description The latest emails the sandbox queued for one address, newest first.
         */
        HostedMailbox: {
            /** @description The address, in lower case. */
            to: string;
            messages: {
                id: components["schemas"]["Uuid"];
                /** @description The subject line. */
                subject: string;
                /** @description The plain-text body. */
                body: string;
                /**
                 * Format: date-time
                 * @description When the email was queued.
                 */
                createdAt: string;
            }[];
        };
        /**
         * DashboardInvitation
         * @description An invitation to join the partner's team, open until the invitee signs up with its address.
         */
        DashboardInvitation: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: email
             * @description The invited address (lower case).
             */
            email: string;
            role: components["schemas"]["DashboardRole"];
            /**
             * Format: date-time
             * @description When the invitation was sent.
             */
            createdAt: string;
        };
        /**
         * DashboardTeam
         * @description The partner's members and open invitations.
         */
        DashboardTeam: {
            /** @description The members, oldest first. */
            members: components["schemas"]["DashboardMember"][];
            /** @description Invitations not yet taken up, oldest first. */
            invitations: components["schemas"]["DashboardInvitation"][];
        };
        /**
         * DashboardInvite
         * @description Whom to invite, and as what.
         */
        DashboardInvite: {
            /**
             * Format: email
             * @description The invitee's email address; the invitation goes there.
             */
            email: string;
            role: components["schemas"]["DashboardRole"];
        };
        /**
         * DashboardApp
         * @description An app of the partner, as the dashboard manages it. Its client secret is never shown again after creation or rotation.
         */
        DashboardApp: {
            id: components["schemas"]["Uuid"];
            clientId: components["schemas"]["Uuid"];
            /** @description The app's name, shown on the consent screen. */
            name: string;
            /**
             * @description How the app gets tokens. `client_credentials` (a server, with a secret) acts on the partner's own corporate profile; `authorization_code` (a public client, PKCE) acts for the customers who allow it.
             * @enum {string}
             */
            kind: "client_credentials" | "authorization_code";
            /** @description Where the authorization code flow may return (exact matches). Their origins may call the API from a browser (CORS). */
            redirectUris: string[];
            /**
             * Format: uri
             * @description The app's privacy policy.
             */
            privacyPolicyUrl: string;
            /**
             * Format: uri
             * @description The app's terms of service.
             */
            termsOfServiceUrl: string;
            /** @description The logo on the consent screen. */
            logoUrl?: string;
            /** @description The extra privileges the app holds (sign-up, KYC submission, linking, IBANs). The sandbox grants them all; in production the operator grants them (`emoney admin grants`). */
            privileges: ("signup" | "submitProfileDetails" | "submitProfileForm" | "submitProfileVerifications" | "linkAddress" | "requestIban" | "moveIban")[];
            /**
             * @description A disabled app's tokens stopped working when it was disabled, and it gets no new ones.
             * @enum {string}
             */
            state: "active" | "disabled";
            /** @description Client-credentials apps only, once the secret was rotated. */
            secret?: {
                /**
                 * Format: date-time
                 * @description When the secret was last rotated.
                 */
                rotatedAt?: string;
                /**
                 * Format: date-time
                 * @description Until when the secret before the last rotation keeps working (the grace chosen); absent once it ended or when there was none.
                 */
                previousValidUntil?: string;
            };
            /**
             * Format: date-time
             * @description When the app was created.
             */
            createdAt: string;
        };
        /**
         * DashboardAppList
         * @description The partner's apps, oldest first.
         */
        DashboardAppList: {
            /** @description The apps. */
            apps: components["schemas"]["DashboardApp"][];
        };
        /**
         * DashboardNewApp
         * @description An app to create.
         */
        DashboardNewApp: {
            /** @description The app's name, shown on the consent screen. */
            name: string;
            /**
             * @description `both` creates the pair the provider gives an app: a client-credentials app for the partner's server and an authorization-code app for its front end.
             * @enum {string}
             */
            kind: "client_credentials" | "authorization_code" | "both";
            /** @description Authorization-code apps (and `both`) need at least one. Each exact, https (http only on `localhost`, `127.0.0.1` or `[::1]`), without a fragment. */
            redirectUris?: string[];
            /** @description The app's privacy policy, an absolute http(s) URL. */
            privacyPolicyUrl: string;
            /** @description The app's terms of service, an absolute http(s) URL. */
            termsOfServiceUrl: string;
            /** @description The logo on the consent screen, an absolute http(s) URL. */
            logoUrl?: string;
        };
        /**
         * DashboardCreatedApps
         * @description The apps created (two for `both`), and the client secret, shown this once.
         */
        DashboardCreatedApps: {
            /** @description The apps created. */
            apps: components["schemas"]["DashboardApp"][];
            /** @description The client-credentials app's secret. Only its keyed hash is stored; copy it now (rotating makes a new one). */
            clientSecret?: string;
        };
        /**
         * DashboardAppChange
         * @description What to change on an app; what is not sent stays.
         */
        DashboardAppChange: {
            /** @description The app's name. */
            name?: string;
            /** @description The whole new list (authorization-code apps). A new origin may call the API from a browser at once. */
            redirectUris?: string[];
            /** @description The app's privacy policy. */
            privacyPolicyUrl?: string;
            /** @description The app's terms of service. */
            termsOfServiceUrl?: string;
            /** @description The logo on the consent screen; `null` removes it. */
            logoUrl?: string | null;
            /**
             * @description `disabled` revokes every token of the app at once and refuses it new ones; `active` enables it again.
             * @enum {string}
             */
            state?: "active" | "disabled";
        };
        /**
         * DashboardSecretRotation
         * @description How long the old secret keeps working.
         */
        DashboardSecretRotation: {
            /**
             * @description Minutes the old secret keeps working (on the partner's sandbox clock), up to 7 days; default 1440 (a day). `0` ends it at once and revokes every token the app holds: for a leaked secret.
             * @default 1440
             */
            graceMinutes: number;
        };
        /**
         * DashboardRotatedSecret
         * @description The new client secret, shown this once.
         */
        DashboardRotatedSecret: {
            /** @description The new secret. Copy it now. */
            clientSecret: string;
            /**
             * Format: date-time
             * @description Until when the old secret keeps working; absent when it ended at once.
             */
            previousValidUntil?: string;
        };
        /**
         * DashboardRequest
         * @description One API request of the partner's apps. The log keeps no headers, bodies, query strings, tokens, secrets or signatures.
         */
        DashboardRequest: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: date-time
             * @description When the request arrived (the partner's clock).
             */
            at: string;
            appId?: components["schemas"]["Uuid"];
            clientId?: components["schemas"]["Uuid"];
            /** @description The app's name. */
            appName?: string;
            /** @description The HTTP method. */
            method: string;
            /** @description The path, without its query string. Ids (UUIDs) and words (a chain, a currency) show as sent; any other value of a path parameter (an IBAN, an address) shows as the parameter's name, such as `/ibans/{iban}`. */
            path: string;
            /** @description The answer's status code. */
            status: number;
            /** @description How long the server took to answer, in milliseconds. */
            latencyMs: number;
            /** @description The request's `X-Request-Id`, to find it in the server's log. */
            requestId: string;
            /** @description A failed request's error body as answered (texts cut to 300 characters). */
            error?: {
                /** @description The error code. */
                code: string;
                /** @description The status code. */
                status: number;
                /** @description What went wrong. */
                message: string;
                /** @description Messages per field. */
                errors?: {
                    [key: string]: string;
                };
            };
        };
        /**
         * DashboardRequestList
         * @description Requests, newest first.
         */
        DashboardRequestList: {
            /** @description The requests. */
            requests: components["schemas"]["DashboardRequest"][];
        };
        /**
         * WebhookUrl
         * Format: uri
         * @description Where notifications are posted: an absolute `https` URL (plain `http` is accepted for
         *     `localhost` only, for development). The endpoint must answer every notification, the test one included, with a `2xx` status.
         * @example https://app.partner.test/webhooks/emoney
         */
        WebhookUrl: string;
        /**
         * WebhookEventType
         * @description An event a subscription can receive:
         *     - `iban.updated`: an IBAN was provisioned, moved to another address or changed state.
         *     - `order.created`: an order was created (a redeem order placed, or an issue order for
         *       incoming euros).
         *     - `order.updated`: an order was processed or rejected (on the sandbox's local chains, also
         *       when its onchain transactions were sent).
         *     - `profile.updated`: a profile changed, for example its onboarding state.
         *     - `profile.error`: data a KYC provider shared for a profile was refused and skipped. Opt-in:
         *       not among the default types of a new subscription.
         *
         *     `subscription.created`, the test notification sent when a subscription is created or its
         *     URL changes, always goes out and cannot be chosen.
         * @example order.updated
         * @enum {string}
         */
        WebhookEventType: "iban.updated" | "order.created" | "order.updated" | "profile.updated" | "profile.error";
        /**
         * WebhookEventTypeList
         * @description The event types a subscription receives; each at most once, at least one.
         * @example [
         *       "iban.updated",
         *       "profile.updated"
         *     ]
         */
        WebhookEventTypeList: components["schemas"]["WebhookEventType"][];
        /**
         * WebhookSubscriptionState
         * @description `active`: notifications are sent. `inactive`: paused; no notifications are sent (nor
         *     queued) until the subscription is made active again.
         * @example active
         * @enum {string}
         */
        WebhookSubscriptionState: "active" | "inactive";
        /**
         * Timestamp
         * Format: date-time
         * @description An RFC 3339 date-time in UTC.
         * @example 2026-11-22T09:30:00.000Z
         */
        Timestamp: string;
        /**
         * WebhookSubscription
         * @description A webhook subscription. Its secret is never returned.
         * @example {
         *       "id": "c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20",
         *       "url": "https://app.partner.test/webhooks/emoney",
         *       "types": [
         *         "iban.updated",
         *         "profile.updated"
         *       ],
         *       "state": "active",
         *       "createdAt": "2026-11-22T09:30:00.000Z"
         *     }
         */
        WebhookSubscription: {
            /** @description The subscription's id. */
            id: components["schemas"]["Uuid"];
            url: components["schemas"]["WebhookUrl"];
            types: components["schemas"]["WebhookEventTypeList"];
            state: components["schemas"]["WebhookSubscriptionState"];
            /** @description When the subscription was created. */
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * DashboardWebhookSubscriptionList
         * @description The partner's webhook subscriptions, oldest first.
         */
        DashboardWebhookSubscriptionList: {
            /** @description Every subscription of the partner, active or paused, oldest first. Secrets are never returned. */
            subscriptions: components["schemas"]["WebhookSubscription"][];
        };
        /**
         * WebhookSecret
         * @description The subscription's signing secret, chosen by the subscriber: `whsec_` followed by the
         *     standard base64 encoding (with `=` padding) of 24 to 64 random bytes, i.e. 32 to 88
         *     base64 characters. The decoded bytes are the HMAC-SHA256 key of the `webhook-signature`
         *     header. Never returned by the API.
         * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
         */
        WebhookSecret: string;
        /**
         * NewWebhookSubscription
         * @description A webhook subscription to create.
         * @example {
         *       "url": "https://app.partner.test/webhooks/emoney",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
         *       "types": [
         *         "iban.updated",
         *         "order.created",
         *         "order.updated",
         *         "profile.updated"
         *       ]
         *     }
         */
        NewWebhookSubscription: {
            url: components["schemas"]["WebhookUrl"];
            secret: components["schemas"]["WebhookSecret"];
            /**
             * @description The event types to receive. Defaults to `iban.updated` and `profile.updated`.
             * @default [
             *       "iban.updated",
             *       "profile.updated"
             *     ]
             */
            types: components["schemas"]["WebhookEventTypeList"];
        };
        /**
         * WebhookSubscriptionUpdate
         * @description The changes to a subscription; at least one field. Fields left out keep their value. A new
         *     `url` is validated with a signed `subscription.created` test notification before it is saved.
         * @example {
         *       "state": "inactive"
         *     }
         */
        WebhookSubscriptionUpdate: {
            /** @description `inactive` pauses the notifications (none are sent or queued); `active` sends them again. */
            state?: components["schemas"]["WebhookSubscriptionState"];
            /** @description Replaces the list of event types. */
            types?: components["schemas"]["WebhookEventTypeList"];
            url?: components["schemas"]["WebhookUrl"];
        };
        /**
         * WebhookDeliveryState
         * @description Where a delivery stands: `pending` (not yet acknowledged; retried on a schedule), `delivered`
         *     (the receiver answered 2xx), `failed` (no 2xx after the first attempt and 10 retries over
         *     about 12 hours; it can be resent by hand).
         * @example delivered
         * @enum {string}
         */
        WebhookDeliveryState: "pending" | "delivered" | "failed";
        /**
         * PageCursor
         * @description An opaque position in a listing, returned as `nextCursor` when more items follow and sent
         *     back as `cursor` for the next page. Its content is not part of the contract.
         * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
         */
        PageCursor: string;
        /**
         * WebhookDeliveryAttempt
         * @description One attempt at delivering a notification.
         */
        WebhookDeliveryAttempt: {
            /** @description When the attempt was sent (its `webhook-timestamp`). */
            attemptedAt: components["schemas"]["Timestamp"];
            /** @description The receiver's HTTP status; absent when no answer came (timeout, connection refused). */
            statusCode?: number;
            /** @description How long the receiver took to answer, or until the attempt gave up (10 s at most). */
            latencyMs: number;
            /** @description Why the attempt failed when there was no HTTP answer, or a non-2xx one. */
            error?: string;
        };
        /**
         * DashboardWebhookDelivery
         * @description One notification to one subscription: the event it carries, its state, and every attempt so
         *     far with its status and latency.
         */
        DashboardWebhookDelivery: {
            /** @description The delivery's id. */
            id: components["schemas"]["Uuid"];
            /**
             * @description The `webhook-id` header of every attempt (and of a resend), so a receiver can drop duplicates.
             * @example msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f
             */
            webhookId: string;
            type: components["schemas"]["WebhookEventType"];
            /** @description Whether it is a test event sent from the dashboard (`POST /webhooks/{subscription}/test`), with a sample payload. */
            test: boolean;
            state: components["schemas"]["WebhookDeliveryState"];
            /** @description Every attempt, oldest first, with its status code and latency. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            /** @description When the next attempt is due; only while `pending`. */
            nextAttemptAt?: components["schemas"]["Timestamp"];
            /** @description When the event happened and the delivery was scheduled. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description When the receiver acknowledged it; only when `delivered`. */
            deliveredAt?: components["schemas"]["Timestamp"];
        };
        /**
         * DashboardWebhookDeliveryList
         * @description The deliveries of a subscription, newest first.
         */
        DashboardWebhookDeliveryList: {
            /** @description The deliveries, newest first (at most `limit`). */
            deliveries: components["schemas"]["DashboardWebhookDelivery"][];
            /** @description Present when more deliveries follow this page; send it as `cursor` for the next one. */
            nextCursor?: components["schemas"]["PageCursor"];
        };
        /**
         * DashboardWebhookHeaders
         * @description HTTP headers by lower-case name; a header sent several times is one value, joined with `, `.
         * @example {
         *       "content-type": "application/json",
         *       "webhook-id": "msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f"
         *     }
         */
        DashboardWebhookHeaders: {
            [key: string]: string;
        };
        /**
         * DashboardWebhookRequest
         * @description What emoney posts to the subscription's URL for this delivery.
         */
        DashboardWebhookRequest: {
            /**
             * @description The headers of the latest attempt that sent a request (`{}` before any did): `content-type`,
             *     `content-length`, `user-agent`, `webhook-id`, `webhook-timestamp` and `webhook-signature`.
             *     The signature is shown because it is derived per message (an HMAC of the `webhook-id`, the
             *     timestamp and the body) and reveals nothing of the signing secret, which is never stored
             *     with an attempt nor shown.
             */
            headers: components["schemas"]["DashboardWebhookHeaders"];
            /** @description The notification's body, the same bytes on every attempt (the first 4 kB, 4,096 bytes, of it). */
            body: string;
        };
        /**
         * DashboardWebhookResponse
         * @description What the receiver answered to one attempt.
         */
        DashboardWebhookResponse: {
            /** @description The headers of the receiver's answer. */
            headers: components["schemas"]["DashboardWebhookHeaders"];
            /** @description The first 4 kB (4,096 bytes) of the answer's body, read as UTF-8; empty when it had none. */
            body: string;
        };
        /**
         * DashboardWebhookAttempt
         * @description One attempt at delivering a notification, with what was sent and what came back.
         */
        DashboardWebhookAttempt: {
            /** @description When the attempt was sent (its `webhook-timestamp`). */
            attemptedAt: components["schemas"]["Timestamp"];
            /** @description The receiver's HTTP status; absent when no answer came (timeout, connection refused). */
            statusCode?: number;
            /** @description How long the receiver took to answer, or until the attempt gave up (10 s at most). */
            latencyMs: number;
            /** @description Why the attempt failed when there was no HTTP answer, or a non-2xx one. */
            error?: string;
            /**
             * @description The headers this attempt sent (each attempt has its own `webhook-timestamp` and
             *     `webhook-signature`); absent when nothing was sent (the URL was refused) or for attempts
             *     made before emoney recorded them. The signature is derived per message and reveals nothing
             *     of the signing secret.
             */
            requestHeaders?: components["schemas"]["DashboardWebhookHeaders"];
            /** @description The receiver's answer; absent when no answer came, or for attempts made before emoney recorded them. */
            response?: components["schemas"]["DashboardWebhookResponse"];
        };
        /**
         * DashboardWebhookDeliveryDetail
         * @description One delivery in full: what emoney posts (headers and body), and for every attempt the
         *     receiver's answer (status, headers, body). Bodies are cut to their first 4 kB. The signing
         *     secret is never part of it.
         */
        DashboardWebhookDeliveryDetail: {
            /** @description The delivery's id. */
            id: components["schemas"]["Uuid"];
            /**
             * @description The `webhook-id` header of every attempt (and of a resend), so a receiver can drop duplicates.
             * @example msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f
             */
            webhookId: string;
            type: components["schemas"]["WebhookEventType"];
            /** @description Whether it is a test event sent from the dashboard (`POST /webhooks/{subscription}/test`), with a sample payload. */
            test: boolean;
            state: components["schemas"]["WebhookDeliveryState"];
            request: components["schemas"]["DashboardWebhookRequest"];
            /** @description Every attempt, oldest first, with the headers it sent and the receiver's answer. */
            attempts: components["schemas"]["DashboardWebhookAttempt"][];
            /** @description When the next attempt is due; only while `pending`. */
            nextAttemptAt?: components["schemas"]["Timestamp"];
            /** @description When the event happened and the delivery was scheduled. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description When the receiver acknowledged it; only when `delivered`. */
            deliveredAt?: components["schemas"]["Timestamp"];
        };
        /**
         * DashboardWebhookTest
         * @description Which event type to send as a test.
         */
        DashboardWebhookTest: {
            /**
             * @description The event type of the test notification (any type, subscribed or not). Defaults to `profile.updated`.
             * @default profile.updated
             */
            type: components["schemas"]["WebhookEventType"];
        };
        /**
         * ProfileState
         * @description Where the profile's onboarding stands:
         *     - `created`: nothing has been submitted for the profile yet.
         *     - `incomplete`: something has been submitted, but not yet everything the KYC model needs (for
         *       example details without the form or a verification under the sharing model, or details
         *       still missing fields after a `PATCH`). The per-part states of `GET /profiles/{profile}` say
         *       what is missing.
         *     - `pending`: everything the KYC model needs is submitted and is being processed.
         *     - `approved`: all services available; details need not (and cannot) be resubmitted.
         *     - `rejected`: details can be fixed and resubmitted.
         *     - `blocked`: blocked for compliance reasons; cannot resubmit.
         * @example approved
         * @enum {string}
         */
        ProfileState: "created" | "incomplete" | "pending" | "approved" | "rejected" | "blocked";
        /**
         * ProfileKind
         * @description Whether the profile is a person's or a company's. Cannot change once approved.
         * @example personal
         * @enum {string}
         */
        ProfileKind: "personal" | "corporate";
        /**
         * DashboardProfileSummary
         * @description One of the partner's customers' profiles, as the partner's own token reaches it.
         */
        DashboardProfileSummary: {
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["ProfileKind"];
            /** @description The person's or company's name from its KYC details; empty until details are submitted. */
            name: string;
            state: components["schemas"]["ProfileState"];
            /**
             * Format: date-time
             * @description When the profile was created.
             */
            createdAt: string;
        };
        /**
         * DashboardProfileList
         * @description The partner's customers' profiles.
         */
        DashboardProfileList: {
            /** @description The profiles, oldest first (at most the first 1,000 created). */
            profiles: components["schemas"]["DashboardProfileSummary"][];
        };
        /**
         * Chain
         * @description A blockchain the tokens live on. Mainnets: `ethereum`, `gnosis`, `polygon`, `arbitrum`,
         *     `linea`, `base`, `noble`. Testnets (sandbox): `sepolia` (Ethereum), `chiado` (Gnosis), `amoy`
         *     (Polygon), `arbitrumsepolia`, `lineasepolia`, `basesepolia`, `grand` (the Noble testnet).
         *
         *     `x-chains` gives, for every chain, its `x-chain-id` (the EIP-155 id of an EVM chain, the
         *     Cosmos chain id of Noble and Grand), its address `family` (`evm`: `0x` addresses; `cosmos`:
         *     bech32 `noble1…` addresses), whether it is a `testnet`, and a `name` for people. This is the
         *     one list of chains: `make generate` emits it into `generated/` for the server, the SDK and
         *     the hosted screens.
         *
         *     Noble and Grand are listed because the provider issues tokens there, but this API does not
         *     link Cosmos addresses yet (`Address` is an EVM address, and ownership is proven with an EVM
         *     signature): an address whose family does not match its chain is refused with `400` by
         *     `POST /addresses`, `POST /ibans` and `POST /orders`.
         * @example sepolia
         * @enum {string}
         */
        Chain: "ethereum" | "gnosis" | "polygon" | "arbitrum" | "linea" | "base" | "noble" | "sepolia" | "chiado" | "amoy" | "arbitrumsepolia" | "lineasepolia" | "basesepolia" | "grand";
        /**
         * LinkedAddressState
         * @description Where the link of an address on a chain stands. The product specification names only the two
         *     situations of a link request (linked at once, or waiting for an onchain signature); this is the
         *     complete list:
         *     - `linked`: the signature was verified; the address is linked to the profile on the chain and
         *       can receive tokens, an IBAN and place orders.
         *     - `pending`: the signature is an onchain smart-contract (Safe) signature (`0x`) that is not
         *       confirmed yet. The provider checks every hour for up to 5 days; once confirmed the state
         *       becomes `linked`.
         *     - `expired`: the onchain signature was not confirmed within 5 days; the address is not linked
         *       on the chain (a new request starts again). Only the sandbox simulator answers it, when it
         *       expires a pending link.
         * @example linked
         * @enum {string}
         */
        LinkedAddressState: "linked" | "pending" | "expired";
        /**
         * DashboardAddress
         * @description One address of a profile on one chain.
         */
        DashboardAddress: {
            /** @description The address (EIP-55 for EVM chains). */
            address: string;
            chain: components["schemas"]["Chain"];
            state: components["schemas"]["LinkedAddressState"];
        };
        /**
         * Iban
         * @description An International Bank Account Number (ISO 13616) as stored and returned: a two-letter country
         *     code, two check digits and up to 30 alphanumerics, upper case, without spaces.
         * @example IS140159260076545510730339
         */
        Iban: string;
        /**
         * Bic
         * @description A Business Identifier Code (ISO 9362), 8 or 11 characters.
         * @example EAPFESM2XXX
         */
        Bic: string;
        /**
         * IbanState
         * @description Where a personal IBAN stands. The product specification names only `approved` in an example;
         *     this is the complete list emoney uses:
         *     - `pending`: requested and being provisioned with the bank (usually seconds); payments to it are
         *       not yet minted.
         *     - `approved`: active; euros arriving at it are minted as tokens on the linked `address` and
         *       `chain`.
         *     - `rejected`: provisioning was refused (for example for compliance reasons); request support.
         *     - `closed`: the IBAN no longer receives payments.
         * @example approved
         * @enum {string}
         */
        IbanState: "pending" | "approved" | "rejected" | "closed";
        /**
         * DashboardIban
         * @description A profile's IBAN and the address its incoming payments are minted to.
         */
        DashboardIban: {
            iban: components["schemas"]["Iban"];
            bic: components["schemas"]["Bic"];
            /** @description The address payments to the IBAN are minted to (EIP-55 for EVM chains). */
            address: string;
            chain: components["schemas"]["Chain"];
            state: components["schemas"]["IbanState"];
        };
        /**
         * Currency
         * @description A fiat currency backing a token, in lower case.
         * @example eur
         * @enum {string}
         */
        Currency: "eur" | "usd" | "gbp" | "isk";
        /**
         * Amount
         * @description A non-negative decimal amount as a string (never a float): digits with an optional decimal
         *     point and at most two decimals.
         * @example 100.00
         */
        Amount: string;
        /**
         * DashboardBalance
         * @description The tokens of one currency an address holds on one chain, from the ledger.
         */
        DashboardBalance: {
            /** @description The holder's address (EIP-55 for EVM chains). */
            address: string;
            chain: components["schemas"]["Chain"];
            currency: components["schemas"]["Currency"];
            amount: components["schemas"]["Amount"];
        };
        /**
         * OrderKind
         * @description - `issue`: money arrived at the profile's IBAN and tokens were minted on the linked address.
         *       Issue orders are created by the provider, never placed through the API.
         *     - `redeem`: tokens are burned from an address and paid out to a bank account, or minted on
         *       another chain (cross-chain). The only kind that can be placed.
         * @example redeem
         * @enum {string}
         */
        OrderKind: "issue" | "redeem";
        /**
         * OrderState
         * @description Where an order stands. An `order.created` webhook is sent when it is created and an
         *     `order.updated` one when it becomes `processed` or `rejected`.
         *     - `placed`: accepted and its signature verified; not yet picked up for processing.
         *     - `pending`: being processed: tokens being burned or minted, the payment being sent.
         *     - `processed`: done; `meta.processedAt` tells when. Final.
         *     - `rejected`: refused; `meta.rejectedReason` tells why and no money moved. Final.
         * @example processed
         * @enum {string}
         */
        OrderState: "placed" | "pending" | "processed" | "rejected";
        /**
         * IbanInput
         * @description An IBAN as accepted on input: like `Iban`, but in any case and with single spaces allowed
         *     between characters (for example the usual groups of four). The API stores it upper case
         *     without spaces.
         * @example IS14 0159 2600 7654 5510 7303 39
         */
        IbanInput: string;
        /**
         * IbanIdentifier
         * @description A counterpart identified by an IBAN (a SEPA bank account).
         */
        IbanIdentifier: {
            /**
             * @description The identifier form, always `iban`.
             * @example iban
             * @constant
             */
            standard: "iban";
            iban: components["schemas"]["IbanInput"];
        };
        /**
         * Address
         * @description An EVM-style account address, `0x` followed by 40 hexadecimal characters (any case).
         * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
         */
        Address: string;
        /**
         * ChainIdentifier
         * @description A counterpart identified by an address on a chain (a cross-chain order).
         */
        ChainIdentifier: {
            /**
             * @description The identifier form, always `chain`.
             * @example chain
             * @constant
             */
            standard: "chain";
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
        };
        /**
         * AccountIdentifier
         * @description A counterpart identified by a generic bank account number, for accounts that have no IBAN.
         *     Only found in answers (for example the payer of an issue order); orders cannot be placed to it.
         */
        AccountIdentifier: {
            /**
             * @description The identifier form, always `account`.
             * @example account
             * @constant
             */
            standard: "account";
            /**
             * @description The bank account number, letters and digits without spaces.
             * @example 12345678
             */
            accountNumber: string;
            /**
             * @description The postal address of the account holder.
             * @example 1 Main Street, London EC1A 1BB
             */
            address: string;
            bic?: components["schemas"]["Bic"];
        };
        /**
         * CountryCode
         * @description An ISO 3166-1 alpha-2 country code, exactly two upper-case letters.
         * @example IS
         */
        CountryCode: string;
        /**
         * Individual
         * @description A counterpart named as a person. A company may also be named this way: for corporate
         *     counterparts either a company name (`Corporation`) or the first and last names of a person
         *     suffice.
         */
        Individual: {
            /**
             * @description The first name, at least 2 characters.
             * @example Hanna
             */
            firstName: string;
            /**
             * @description The last name, at least 2 characters.
             * @example Schmidt
             */
            lastName: string;
            country: components["schemas"]["CountryCode"];
        };
        /**
         * Corporation
         * @description A counterpart named as a company. For corporate counterparts either the company name (this
         *     form) or the first and last names of a person (`Individual`) suffice.
         */
        Corporation: {
            /**
             * @description The company's registered name.
             * @example Acme GmbH
             */
            companyName: string;
            country: components["schemas"]["CountryCode"];
        };
        /**
         * CounterpartName
         * @description A counterpart given by a single name, a person's or a company's: the payer's name on issue
         *     orders, as the bank reported it (with the postal address when the payer's bank sent one); on a
         *     new redeem order, the beneficiary's name as the bank account holds it.
         */
        CounterpartName: {
            /**
             * @description The counterpart's name, a person or a company.
             * @example Jean Dupont
             */
            name: string;
            /**
             * @description The counterpart's postal address, when the payer's bank sent one.
             * @example 12 Rue de Rivoli, 75001 Paris
             */
            address?: string;
        };
        /**
         * EmptyDetails
         * @description The counterpart details of a cross-chain order, always an empty object (the counterpart is an address, not a person).
         * @example {}
         */
        EmptyDetails: Record<string, never>;
        /**
         * Counterpart
         * @description The other side of an order: for a redeem order who receives the money, for an issue order who
         *     sent it. Answers allow more forms than `NewOrderCounterpart`:
         *     - `identifier`: an IBAN, an address on a chain (cross-chain orders), or a generic bank account
         *       (`AccountIdentifier`, for payers without an IBAN).
         *     - `details`: an `Individual`, a `Corporation` or a single `name` on redeem orders to a bank
         *       account (as placed), the payer's `name` (and postal `address`, when the bank sent one) on
         *       issue orders, and an empty object on cross-chain orders.
         */
        Counterpart: {
            /** @description The counterpart's bank account or address. */
            identifier: components["schemas"]["IbanIdentifier"] | components["schemas"]["ChainIdentifier"] | components["schemas"]["AccountIdentifier"];
            /** @description The counterpart's name, in the form that fits the order (see above). */
            details: components["schemas"]["Individual"] | components["schemas"]["Corporation"] | components["schemas"]["CounterpartName"] | components["schemas"]["EmptyDetails"];
        };
        /**
         * DashboardOrderStep
         * @description One state an order was in, and since when. The orders table keeps when an order was placed
         *     (`placed_at`), when it was processed (`processed_at`) and when it last changed (`updated_at`),
         *     not a history of its states; the timeline is derived from those, honestly:
         *     - a redeem order starts `placed` at its placing time; an issue order (a payment received) starts
         *       `pending` at the time the payment arrived (it is never `placed`);
         *     - `pending` of a redeem order appears only while it is pending, at its last change (the time it
         *       became pending); once it is processed or rejected that time is no longer stored, so the step
         *       is left out rather than guessed;
         *     - `processed` at its processing time; `rejected` at its last change (a rejection is final, so
         *       nothing changes the order after it).
         */
        DashboardOrderStep: {
            /**
             * @description The state the order entered.
             * @enum {string}
             */
            state: "placed" | "pending" | "processed" | "rejected";
            /**
             * Format: date-time
             * @description When it entered it, on the partner's sandbox clock.
             */
            at: string;
        };
        /**
         * DashboardOrder
         * @description An order of one of the partner's customers' profiles, with its timeline.
         */
        DashboardOrder: {
            id: components["schemas"]["Uuid"];
            /** @description The id of the profile whose order it is. */
            profile: components["schemas"]["Uuid"];
            kind: components["schemas"]["OrderKind"];
            state: components["schemas"]["OrderState"];
            amount: components["schemas"]["Amount"];
            currency: components["schemas"]["Currency"];
            /** @description The address the tokens are minted to or burned from (EIP-55 for EVM chains). */
            address: string;
            chain: components["schemas"]["Chain"];
            counterpart?: components["schemas"]["Counterpart"];
            /** @description Why the order was rejected (only when `rejected`). */
            rejectedReason?: string;
            /**
             * Format: date-time
             * @description When the order was placed (or the payment arrived), on the partner's sandbox clock.
             */
            createdAt: string;
            /** @description The states the order went through with their times, oldest first (see `DashboardOrderStep` for what is stored). */
            timeline: components["schemas"]["DashboardOrderStep"][];
        };
        /**
         * DashboardProfileDetail
         * @description A customer's profile with its addresses, IBAN, balances and orders.
         */
        DashboardProfileDetail: {
            profile: components["schemas"]["DashboardProfileSummary"];
            /** @description The profile's addresses, one entry per chain, oldest first. */
            addresses: components["schemas"]["DashboardAddress"][];
            /** @description The profile's IBAN (a profile has at most one). */
            ibans: components["schemas"]["DashboardIban"][];
            /**
             * @description The balances of each address on each chain it is linked on: every currency it holds, and
             *     `eur` even when it holds none.
             */
            balances: components["schemas"]["DashboardBalance"][];
            /** @description The profile's orders, most recently placed first (at most 500). */
            orders: components["schemas"]["DashboardOrder"][];
        };
        /**
         * DashboardOrderList
         * @description Orders of the partner's customers.
         */
        DashboardOrderList: {
            /** @description The orders, most recently placed first (at most 500). */
            orders: components["schemas"]["DashboardOrder"][];
        };
        /**
         * DashboardPayment
         * @description An incoming bank transfer to simulate to one of the partner's customers' IBANs.
         */
        DashboardPayment: {
            iban: components["schemas"]["IbanInput"];
            /** @description The amount received, more than zero. */
            amount: components["schemas"]["Amount"];
            /** @description The currency of the payment; defaults to `eur`. */
            currency?: components["schemas"]["Currency"];
        };
        /**
         * DashboardKycDecision
         * @description The KYC outcome to set on a profile.
         */
        DashboardKycDecision: {
            /**
             * @description The profile's new state.
             * @enum {string}
             */
            state: "approved" | "rejected";
        };
        /**
         * DashboardOrderDecision
         * @description Processes or rejects an open redeem order.
         */
        DashboardOrderDecision: {
            /**
             * @description The order's final state.
             * @enum {string}
             */
            state: "processed" | "rejected";
            /** @description Why it is rejected (only with `rejected`); defaults to `Rejected by the sandbox simulator`. */
            reason?: string;
        };
        /**
         * DashboardClock
         * @description The partner's sandbox clock.
         */
        DashboardClock: {
            /**
             * Format: date-time
             * @description The partner's sandbox time.
             */
            now: string;
            /** @description How far the partner's clock runs ahead of the deployment's, in seconds. */
            offsetSeconds: number;
        };
        /**
         * DashboardClockAdvance
         * @description How far to move the partner's sandbox clock forward.
         */
        DashboardClockAdvance: {
            /** @description Seconds to add (at most one year); the clock never goes back. */
            advanceSeconds: number;
        };
        /**
         * DashboardSandboxReset
         * @description What a reset of the partner's sandbox data removed, and what it kept.
         */
        DashboardSandboxReset: {
            /** @description How many of each were removed (or zeroed, for balances). */
            removed: {
                /** @description Customers' profiles removed, with their KYC data, files and links to people. */
                profiles: number;
                /** @description Customer accounts the partner created (and nobody claimed) removed with their profiles, so the same emails can be signed up again. */
                customers: number;
                /** @description Addresses unlinked (each with every chain it was linked on). */
                addresses: number;
                /** @description IBANs removed. */
                ibans: number;
                /** @description Orders removed. */
                orders: number;
                /**
                 * @description Balances zeroed: the ledger is append-only (a correction is a new posting), so each
                 *     non-zero balance of a removed address is taken back by one balanced burn posting
                 *     without an order, and the postings of the removed orders stay without their link to them.
                 *     On a local chain the burn is signed by a job after the mints still queued for the
                 *     removed orders, so the address ends at zero onchain too.
                 */
                balances: number;
                /** @description Deliveries to the partner's webhook subscriptions removed, with their attempts. */
                webhookDeliveries: number;
                /** @description Events removed (those of the removed profiles, and those only ever delivered to this partner). */
                events: number;
                /** @description Scheduled work about what was removed (order processing, IBAN provisioning, KYC decisions, link checks, deliveries) cancelled. */
                jobs: number;
                /** @description Entries of the partner's request log removed. */
                apiRequests: number;
            };
            /** @description What was left on purpose. */
            kept: {
                /** @description Profiles of the partner's customers that another partner (or an app's own account) reaches too, left untouched. */
                sharedProfiles: number;
            };
        };
    };
    responses: {
        /** @description The `Accept` header names no media type the API serves (the vendor media type, the provider's `application/vnd.monerium.api-v2+json`, `application/json` or `*\/*`). */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "not_acceptable",
                 *       "status": 406,
                 *       "message": "Not acceptable"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /** @description The request failed validation; `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "validation_error",
                 *       "status": 400,
                 *       "message": "Validation failed",
                 *       "errors": {
                 *         "firstName": "First name is missing"
                 *       }
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /** @description The caller is authenticated but may not do this. Operations that require extra privileges answer this when the partner app lacks them. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "forbidden",
                 *       "status": 403,
                 *       "message": "User partner@emoney.test is forbidden"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state of the resource. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "conflict",
                 *       "status": 409,
                 *       "message": "Conflict"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Rate limited: too many requests from this IP address, for this `client_id`, or for this email
         *     address in the current window. Wait the number of seconds in `Retry-After`, then try again.
         *     The limits are counted by every server of the deployment together and are set by the
         *     deployment (`EMONEY_RATE_LIMIT_*`; see the repository's docs/security.md).
         */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds until the current window ends and the request may be sent again.
                 * @example 42
                 */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "too_many_requests",
                 *       "status": 429,
                 *       "message": "Too many requests: wait for the time in Retry-After, then try again"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /** @description No valid bearer access token was sent. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unauthorized",
                 *       "status": 401,
                 *       "message": "Not authenticated"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist, or is not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "not_found",
                 *       "status": 404,
                 *       "message": "Not found"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description Continue a listing: the `nextCursor` of the previous page, with the same filters. A cursor
         *     whose item no longer matches answers 400; start again without one.
         * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
         */
        PageCursor: components["schemas"]["PageCursor"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getDashboardCsrfToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    /**
                     * @description The token as the `emoney_csrf` cookie (only when it was missing or not valid).
                     * @example emoney_csrf=Zk3c9qWcR4yVwT1bH2m5aQ.3wUYc0b6E5kq0yQv2E8b6mKfE9dV1p0wq8s3X2nB4cY; Path=/dashboard; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "csrfToken": "Zk3c9qWcR4yVwT1bH2m5aQ.3wUYc0b6E5kq0yQv2E8b6mKfE9dV1p0wq8s3X2nB4cY",
                     *       "sandbox": true
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardCsrfToken"];
                };
            };
            406: components["responses"]["NotAcceptable"];
        };
    };
    dashboardSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dev@acme.example",
                 *       "password": "correct horse battery staple",
                 *       "partnerName": "Acme Payments"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardSignUp"];
            };
        };
        responses: {
            /** @description The code went to the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "dev@acme.example",
                     *       "verification": "sent"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardCodeSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyDashboardSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dev@acme.example",
                 *       "code": "48213907"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardVerify"];
            };
        };
        responses: {
            /** @description Signed in as the new member. */
            201: {
                headers: {
                    /**
                     * @description The session cookie.
                     * @example emoney_dashboard_session=3q2+7w; Path=/dashboard; HttpOnly; SameSite=Lax
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "member": {
                     *         "id": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *         "email": "dev@acme.example",
                     *         "role": "admin",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "partner": {
                     *         "id": "7d3e9f2a-1b4c-4d5e-8f6a-2b3c4d5e6f70",
                     *         "name": "Acme Payments",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "sandbox": true
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    dashboardLogIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dev@acme.example",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardLogIn"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /**
                     * @description The session cookie.
                     * @example emoney_dashboard_session=3q2+7w; Path=/dashboard; HttpOnly; SameSite=Lax
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "member": {
                     *         "id": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *         "email": "dev@acme.example",
                     *         "role": "admin",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "partner": {
                     *         "id": "7d3e9f2a-1b4c-4d5e-8f6a-2b3c4d5e6f70",
                     *         "name": "Acme Payments",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "sandbox": true
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    dashboardLogOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getDashboardSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "member": {
                     *         "id": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *         "email": "dev@acme.example",
                     *         "role": "admin",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "partner": {
                     *         "id": "7d3e9f2a-1b4c-4d5e-8f6a-2b3c4d5e6f70",
                     *         "name": "Acme Payments",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "sandbox": true
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getDashboardMailbox: {
        parameters: {
            query: {
                /**
                 * @description The address whose emails to read (any case).
                 * @example dev@acme.example
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address's latest emails this reader may see, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "to": "dev@acme.example",
                     *       "messages": [
                     *         {
                     *           "id": "0f8c2d4e-6a1b-4c3d-8e9f-1a2b3c4d5e6f",
                     *           "subject": "Your emoney dashboard code",
                     *           "body": "Enter this code to finish signing up to the emoney dashboard: 48213907",
                     *           "createdAt": "2026-12-02T09:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedMailbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listDashboardMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "members": [
                     *         {
                     *           "id": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *           "email": "dev@acme.example",
                     *           "role": "admin",
                     *           "createdAt": "2026-12-02T09:00:00Z"
                     *         }
                     *       ],
                     *       "invitations": [
                     *         {
                     *           "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "email": "ops@acme.example",
                     *           "role": "read_only",
                     *           "createdAt": "2026-12-02T10:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardTeam"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    removeDashboardMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's id.
                 * @example 5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f
                 */
                member: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    inviteDashboardMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ops@acme.example",
                 *       "role": "read_only"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardInvite"];
            };
        };
        responses: {
            /** @description The invitation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "email": "ops@acme.example",
                     *       "role": "read_only",
                     *       "createdAt": "2026-12-02T10:00:00Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    withdrawDashboardInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invitation's id.
                 * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
                 */
                invitation: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDashboardApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The apps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apps": [
                     *         {
                     *           "id": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *           "clientId": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
                     *           "name": "Acme wallet",
                     *           "kind": "authorization_code",
                     *           "redirectUris": [
                     *             "http://localhost:5173/callback"
                     *           ],
                     *           "privacyPolicyUrl": "https://acme.example/privacy",
                     *           "termsOfServiceUrl": "https://acme.example/terms",
                     *           "privileges": [
                     *             "signup",
                     *             "linkAddress",
                     *             "requestIban"
                     *           ],
                     *           "state": "active",
                     *           "createdAt": "2026-12-02T09:05:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardAppList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createDashboardApp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme wallet",
                 *       "kind": "both",
                 *       "redirectUris": [
                 *         "http://localhost:5173/callback"
                 *       ],
                 *       "privacyPolicyUrl": "https://acme.example/privacy",
                 *       "termsOfServiceUrl": "https://acme.example/terms"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardNewApp"];
            };
        };
        responses: {
            /** @description The apps created, and the secret (shown once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apps": [
                     *         {
                     *           "id": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *           "clientId": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
                     *           "name": "Acme wallet",
                     *           "kind": "authorization_code",
                     *           "redirectUris": [
                     *             "http://localhost:5173/callback"
                     *           ],
                     *           "privacyPolicyUrl": "https://acme.example/privacy",
                     *           "termsOfServiceUrl": "https://acme.example/terms",
                     *           "privileges": [
                     *             "signup",
                     *             "linkAddress",
                     *             "requestIban"
                     *           ],
                     *           "state": "active",
                     *           "createdAt": "2026-12-02T09:05:00Z"
                     *         }
                     *       ],
                     *       "clientSecret": "Vq3k9Yc2x7NwB5tR1mZp8sLd4fGh6jKa"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardCreatedApps"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDashboardApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id (not its client id).
                 * @example 3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
                 */
                app: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "clientId": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
                     *       "name": "Acme wallet",
                     *       "kind": "authorization_code",
                     *       "redirectUris": [
                     *         "http://localhost:5173/callback"
                     *       ],
                     *       "privacyPolicyUrl": "https://acme.example/privacy",
                     *       "termsOfServiceUrl": "https://acme.example/terms",
                     *       "privileges": [
                     *         "signup",
                     *         "linkAddress",
                     *         "requestIban"
                     *       ],
                     *       "state": "active",
                     *       "createdAt": "2026-12-02T09:05:00Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardApp"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDashboardApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id (not its client id).
                 * @example 3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
                 */
                app: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "redirectUris": [
                 *         "http://localhost:5173/callback",
                 *         "https://wallet.acme.example/callback"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DashboardAppChange"];
            };
        };
        responses: {
            /** @description The app as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "clientId": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
                     *       "name": "Acme wallet",
                     *       "kind": "authorization_code",
                     *       "redirectUris": [
                     *         "http://localhost:5173/callback"
                     *       ],
                     *       "privacyPolicyUrl": "https://acme.example/privacy",
                     *       "termsOfServiceUrl": "https://acme.example/terms",
                     *       "privileges": [
                     *         "signup",
                     *         "linkAddress",
                     *         "requestIban"
                     *       ],
                     *       "state": "active",
                     *       "createdAt": "2026-12-02T09:05:00Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardApp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rotateDashboardAppSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id.
                 * @example 3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
                 */
                app: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "graceMinutes": 60
                 *     }
                 */
                "application/json": components["schemas"]["DashboardSecretRotation"];
            };
        };
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientSecret": "Vq3k9Yc2x7NwB5tR1mZp8sLd4fGh6jKa",
                     *       "previousValidUntil": "2026-12-02T10:05:00Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardRotatedSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listDashboardRequests: {
        parameters: {
            query?: {
                /**
                 * @description Only this status class (`2xx`, `4xx`, `5xx`) or status code.
                 * @example 4xx
                 */
                status?: string;
                /**
                 * @description Only paths containing this text (any case).
                 * @example /orders
                 */
                path?: string;
                /**
                 * @description At most this many (default 100).
                 * @example 100
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "requests": [
                     *         {
                     *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *           "at": "2026-12-02T09:10:00Z",
                     *           "appId": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *           "clientId": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
                     *           "appName": "Acme backend",
                     *           "method": "POST",
                     *           "path": "/auth/token",
                     *           "status": 200,
                     *           "latencyMs": 12.4,
                     *           "requestId": "0b5e2c1a-9d8f-4e7a-8b6c-5d4e3f2a1b0c"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardRequestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getDashboardRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The logged request's id.
                 * @example 6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *       "at": "2026-12-02T09:11:00Z",
                     *       "appId": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "clientId": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
                     *       "appName": "Acme backend",
                     *       "method": "POST",
                     *       "path": "/auth/token",
                     *       "status": 400,
                     *       "latencyMs": 8.1,
                     *       "requestId": "1c6f3d2b-0e9a-4f8b-9c7d-6e5f4a3b2c1d",
                     *       "error": {
                     *         "code": "invalid_request",
                     *         "status": 400,
                     *         "message": "The client secret is wrong",
                     *         "errors": {
                     *           "client_secret": "The client secret is wrong"
                     *         }
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardRequest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listDashboardWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscriptions": [
                     *         {
                     *           "id": "c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20",
                     *           "url": "https://app.acme.example/webhooks/emoney",
                     *           "types": [
                     *             "order.created",
                     *             "order.updated"
                     *           ],
                     *           "state": "active",
                     *           "createdAt": "2026-12-02T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardWebhookSubscriptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createDashboardWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://app.acme.example/webhooks/emoney",
                 *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                 *       "types": [
                 *         "order.created",
                 *         "order.updated"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhookSubscription"];
            };
        };
        responses: {
            /** @description The subscription, its endpoint having acknowledged the test notification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20",
                     *       "url": "https://app.acme.example/webhooks/emoney",
                     *       "types": [
                     *         "order.created",
                     *         "order.updated"
                     *       ],
                     *       "state": "active",
                     *       "createdAt": "2026-12-02T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteDashboardWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDashboardWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "inactive"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSubscriptionUpdate"];
            };
        };
        responses: {
            /** @description The subscription after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20",
                     *       "url": "https://app.acme.example/webhooks/emoney",
                     *       "types": [
                     *         "order.created",
                     *         "order.updated"
                     *       ],
                     *       "state": "inactive",
                     *       "createdAt": "2026-12-02T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDashboardWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Only deliveries in this state.
                 * @example failed
                 */
                state?: components["schemas"]["WebhookDeliveryState"];
                /**
                 * @description At most this many deliveries (default 50).
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Continue a listing: the `nextCursor` of the previous page, with the same filters. A cursor
                 *     whose item no longer matches answers 400; start again without one.
                 * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
                 */
                cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
                     *           "webhookId": "msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f",
                     *           "type": "order.updated",
                     *           "test": false,
                     *           "state": "pending",
                     *           "attempts": [
                     *             {
                     *               "attemptedAt": "2026-12-02T09:30:00.000Z",
                     *               "statusCode": 503,
                     *               "latencyMs": 41,
                     *               "error": "Receiver answered 503"
                     *             }
                     *           ],
                     *           "nextAttemptAt": "2026-12-02T09:30:42.000Z",
                     *           "createdAt": "2026-12-02T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardWebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getDashboardWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
                /**
                 * @description The delivery's id.
                 * @example 0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b
                 */
                delivery: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
                     *       "webhookId": "msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f",
                     *       "type": "profile.updated",
                     *       "test": true,
                     *       "state": "delivered",
                     *       "request": {
                     *         "headers": {
                     *           "content-type": "application/json",
                     *           "content-length": "185",
                     *           "user-agent": "emoney-webhooks/2",
                     *           "webhook-id": "msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f",
                     *           "webhook-timestamp": "1764667800",
                     *           "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
                     *         },
                     *         "body": "{\"type\":\"profile.updated\",\"timestamp\":\"2026-12-02T09:30:00.000Z\",\"data\":{\"id\":\"3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10\",\"kind\":\"personal\",\"name\":\"Jane Doe\",\"state\":\"approved\"},\"test\":true}"
                     *       },
                     *       "attempts": [
                     *         {
                     *           "attemptedAt": "2026-12-02T09:30:00.000Z",
                     *           "statusCode": 200,
                     *           "latencyMs": 12,
                     *           "requestHeaders": {
                     *             "content-type": "application/json",
                     *             "content-length": "185",
                     *             "user-agent": "emoney-webhooks/2",
                     *             "webhook-id": "msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f",
                     *             "webhook-timestamp": "1764667800",
                     *             "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
                     *           },
                     *           "response": {
                     *             "headers": {
                     *               "content-type": "text/plain",
                     *               "content-length": "2"
                     *             },
                     *             "body": "ok"
                     *           }
                     *         }
                     *       ],
                     *       "createdAt": "2026-12-02T09:30:00.000Z",
                     *       "deliveredAt": "2026-12-02T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardWebhookDeliveryDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    resendDashboardWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
                /**
                 * @description The delivery's id.
                 * @example 0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b
                 */
                delivery: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, scheduled again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
                     *       "webhookId": "msg_5f0c8d2a9b7e4c1d3a6f8e0b2c4d6a8f",
                     *       "type": "order.updated",
                     *       "test": false,
                     *       "state": "pending",
                     *       "attempts": [
                     *         {
                     *           "attemptedAt": "2026-12-02T09:30:00.000Z",
                     *           "statusCode": 503,
                     *           "latencyMs": 41,
                     *           "error": "Receiver answered 503"
                     *         }
                     *       ],
                     *       "nextAttemptAt": "2026-12-02T10:15:00.000Z",
                     *       "createdAt": "2026-12-02T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardWebhookDelivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    sendDashboardWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id.
                 * @example c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20
                 */
                subscription: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "type": "order.created"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardWebhookTest"];
            };
        };
        responses: {
            /** @description The test delivery, queued to be sent now. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a",
                     *       "webhookId": "msg_0a1b2c3d4e5f60718293a4b5c6d7e8f9",
                     *       "type": "order.created",
                     *       "test": true,
                     *       "state": "pending",
                     *       "attempts": [],
                     *       "nextAttemptAt": "2026-12-02T09:30:00.000Z",
                     *       "createdAt": "2026-12-02T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardWebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listDashboardProfiles: {
        parameters: {
            query?: {
                /**
                 * @description Only profiles in this state.
                 * @example pending
                 */
                state?: components["schemas"]["ProfileState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profiles": [
                     *         {
                     *           "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "kind": "personal",
                     *           "name": "Jane Doe",
                     *           "state": "approved",
                     *           "createdAt": "2026-12-02T09:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardProfileList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getDashboardProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile and what belongs to it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": {
                     *         "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *         "kind": "personal",
                     *         "name": "Jane Doe",
                     *         "state": "approved",
                     *         "createdAt": "2026-12-02T09:00:00Z"
                     *       },
                     *       "addresses": [
                     *         {
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "state": "linked"
                     *         }
                     *       ],
                     *       "ibans": [
                     *         {
                     *           "iban": "IS140159260076545510730339",
                     *           "bic": "EAPFESM2XXX",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "state": "approved"
                     *         }
                     *       ],
                     *       "balances": [
                     *         {
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "currency": "eur",
                     *           "amount": "60.00"
                     *         }
                     *       ],
                     *       "orders": [
                     *         {
                     *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "kind": "redeem",
                     *           "state": "processed",
                     *           "amount": "40.00",
                     *           "currency": "eur",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "counterpart": {
                     *             "identifier": {
                     *               "standard": "iban",
                     *               "iban": "DE89370400440532013000"
                     *             },
                     *             "details": {
                     *               "firstName": "Hanna",
                     *               "lastName": "Schmidt",
                     *               "country": "DE"
                     *             }
                     *           },
                     *           "createdAt": "2026-12-02T09:00:00Z",
                     *           "timeline": [
                     *             {
                     *               "state": "placed",
                     *               "at": "2026-12-02T09:00:00Z"
                     *             },
                     *             {
                     *               "state": "processed",
                     *               "at": "2026-12-02T09:00:05Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardProfileDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listDashboardOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only orders in this state.
                 * @example pending
                 */
                state?: components["schemas"]["OrderState"];
                /**
                 * @description Only this profile's orders.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orders": [
                     *         {
                     *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "kind": "redeem",
                     *           "state": "processed",
                     *           "amount": "40.00",
                     *           "currency": "eur",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "counterpart": {
                     *             "identifier": {
                     *               "standard": "iban",
                     *               "iban": "DE89370400440532013000"
                     *             },
                     *             "details": {
                     *               "firstName": "Hanna",
                     *               "lastName": "Schmidt",
                     *               "country": "DE"
                     *             }
                     *           },
                     *           "createdAt": "2026-12-02T09:00:00Z",
                     *           "timeline": [
                     *             {
                     *               "state": "placed",
                     *               "at": "2026-12-02T09:00:00Z"
                     *             },
                     *             {
                     *               "state": "processed",
                     *               "at": "2026-12-02T09:00:05Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getDashboardOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                order: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "redeem",
                     *       "state": "processed",
                     *       "amount": "40.00",
                     *       "currency": "eur",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "counterpart": {
                     *         "identifier": {
                     *           "standard": "iban",
                     *           "iban": "DE89370400440532013000"
                     *         },
                     *         "details": {
                     *           "firstName": "Hanna",
                     *           "lastName": "Schmidt",
                     *           "country": "DE"
                     *         }
                     *       },
                     *       "createdAt": "2026-12-02T09:00:00Z",
                     *       "timeline": [
                     *         {
                     *           "state": "placed",
                     *           "at": "2026-12-02T09:00:00Z"
                     *         },
                     *         {
                     *           "state": "processed",
                     *           "at": "2026-12-02T09:00:05Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    simulateDashboardPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "iban": "IS140159260076545510730339",
                 *       "amount": "100.00",
                 *       "currency": "eur"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardPayment"];
            };
        };
        responses: {
            /** @description The issue order, processed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b1e6c3a-9f0d-4e5b-8a7c-6d5e4f3a2b1c",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "issue",
                     *       "state": "processed",
                     *       "amount": "100.00",
                     *       "currency": "eur",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "counterpart": {
                     *         "identifier": {
                     *           "standard": "iban",
                     *           "iban": "DE89370400440532013000"
                     *         },
                     *         "details": {
                     *           "name": "Sandbox payer"
                     *         }
                     *       },
                     *       "createdAt": "2026-12-02T09:00:00Z",
                     *       "timeline": [
                     *         {
                     *           "state": "pending",
                     *           "at": "2026-12-02T09:00:00Z"
                     *         },
                     *         {
                     *           "state": "processed",
                     *           "at": "2026-12-02T09:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    decideDashboardKyc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "approved"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardKycDecision"];
            };
        };
        responses: {
            /** @description The profile after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "approved",
                     *       "createdAt": "2026-12-02T09:00:00Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardProfileSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    decideDashboardOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                order: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "processed"
                 *     }
                 */
                "application/json": components["schemas"]["DashboardOrderDecision"];
            };
        };
        responses: {
            /** @description The order after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "redeem",
                     *       "state": "processed",
                     *       "amount": "40.00",
                     *       "currency": "eur",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "counterpart": {
                     *         "identifier": {
                     *           "standard": "iban",
                     *           "iban": "DE89370400440532013000"
                     *         },
                     *         "details": {
                     *           "firstName": "Hanna",
                     *           "lastName": "Schmidt",
                     *           "country": "DE"
                     *         }
                     *       },
                     *       "createdAt": "2026-12-02T09:00:00Z",
                     *       "timeline": [
                     *         {
                     *           "state": "placed",
                     *           "at": "2026-12-02T09:00:00Z"
                     *         },
                     *         {
                     *           "state": "processed",
                     *           "at": "2026-12-02T09:00:05Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDashboardSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner's sandbox clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-12-07T09:00:00.000Z",
                     *       "offsetSeconds": 432000
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardClock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    advanceDashboardSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "advanceSeconds": 432000
                 *     }
                 */
                "application/json": components["schemas"]["DashboardClockAdvance"];
            };
        };
        responses: {
            /** @description The partner's sandbox clock after the advance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-12-07T09:00:00.000Z",
                     *       "offsetSeconds": 432000
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resetDashboardSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "removed": {
                     *         "profiles": 2,
                     *         "customers": 1,
                     *         "addresses": 2,
                     *         "ibans": 1,
                     *         "orders": 3,
                     *         "balances": 1,
                     *         "webhookDeliveries": 12,
                     *         "events": 10,
                     *         "jobs": 1,
                     *         "apiRequests": 40
                     *       },
                     *       "kept": {
                     *         "sharedProfiles": 0
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["DashboardSandboxReset"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
