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
         * HostedCsrfToken
         * @description The hosted screens' anti-CSRF token. Send it as the `X-CSRF-Token` header on every
         *     state-changing call (POST, PUT, PATCH, DELETE); the same value rides in the `emoney_csrf`
         *     cookie, and the two must match.
         */
        HostedCsrfToken: {
            /** @description An opaque token (a random part and the server's HMAC of it, separated by a dot). */
            csrfToken: string;
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
         * ProfileState
         * @description Where the profile's onboarding stands:
         *     - `created`: not everything the KYC model needs is submitted yet (no details at all, or,
         *       under the sharing model, details without the form or a verification).
         *     - `pending`: everything the KYC model needs is submitted and is being processed.
         *     - `approved`: all services available; details need not (and cannot) be resubmitted.
         *     - `rejected`: details can be fixed and resubmitted.
         *     - `blocked`: blocked for compliance reasons; cannot resubmit.
         * @example approved
         * @enum {string}
         */
        ProfileState: "created" | "pending" | "approved" | "rejected" | "blocked";
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
         * @description The counterpart's details on issue orders: only the payer's name, as the bank reported it.
         */
        CounterpartName: {
            /**
             * @description The payer's name as received with the bank transfer.
             * @example Jean Dupont
             */
            name: string;
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
         *     - `details`: an `Individual` or a `Corporation` on redeem orders to a bank account, only the
         *       payer's `name` on issue orders, and an empty object on cross-chain orders.
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
        /** @description The `Accept` header names no media type the API serves (the vendor media type, `application/json` or `*\/*`). */
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
         *     deployment (`EMONEY_RATE_LIMIT_*`; see the README's Security section).
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
    parameters: never;
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
                     *       "csrfToken": "Zk3c9qWcR4yVwT1bH2m5aQ.3wUYc0b6E5kq0yQv2E8b6mKfE9dV1p0wq8s3X2nB4cY"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedCsrfToken"];
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
