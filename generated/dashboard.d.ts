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
}
