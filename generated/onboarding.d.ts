// DO NOT EDIT: generated from spec/ by `make generate`.
export interface paths {
    "/requests/{request}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id, from the `request` query parameter of the hosted screens' URL.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * Read an authorization request
         * @description Returns the authorization request the screens work on, and the signed-in person (if the
         *     session cookie names one) with their profile and linked addresses. Requests expire after
         *     30 minutes. A request that was already answered (allowed, denied or cancelled) or has
         *     expired is still described, with `status` `answered` or `expired` and no `user`, so the
         *     screens can say so and link back to the app; a request the server does not know answers 404.
         */
        get: operations["getHostedRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{request}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allow or deny the app
         * @description The signed-in person allows or denies the app. Allowing authorizes the app for the person
         *     and issues a single-use authorization code; either way the answer says where to send the
         *     browser (the app's redirect URI with `code` and `state`, or with `error=access_denied`).
         *     Allowing needs an onboarded profile unless the app asked to skip KYC.
         */
        post: operations["decideHostedRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the anti-CSRF token
         * @description Answers the browser's anti-CSRF token and sets it as the `emoney_csrf` cookie (readable by
         *     the page, `SameSite=Strict`, `Path=/onboarding`). Every state-changing call of this API
         *     (POST, PUT, PATCH, DELETE, sign-up and sign-in included) must send the same value in the
         *     `X-CSRF-Token` header, or it answers `403` and changes nothing: a cross-site page can neither
         *     read the cookie nor send the header. The screens' page and every safe call (GET) set the
         *     cookie when it is missing, so the page usually reads it from `document.cookie`; this call is
         *     for clients that cannot. A valid cookie is kept; a missing or forged one is replaced.
         */
        get: operations["getHostedCsrfToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{request}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link the wallet the app sent
         * @description Links the wallet the app sent with `GET /auth` (`address`, `signature` and `chain`, shown as
         *     the request's `address` and `chain`) to the signed-in person's default profile, on the
         *     wallets screen, without signing again: the signature was checked at `GET /auth`, and the
         *     request holds it. The signature counts once: Allow does not link the wallet a second time,
         *     so a wallet linked here and then removed stays removed. Linking it again answers 201 with
         *     the same link. A request that carried no wallet, or is no longer open, answers 404; a
         *     wallet already linked to another profile answers 409.
         */
        post: operations["linkRequestAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{request}/addresses/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
                /**
                 * @description The linked address.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a wallet linked during this request
         * @description Removes the link of an address on one chain from the signed-in person's default profile,
         *     before they consent: a wallet linked by mistake does not have to be shared with the app. Only
         *     links made while this authorization request is open can be removed, and only while the
         *     address has no IBAN and no orders (`removable` in the request's `user.addresses`); any other
         *     answers 409. The link proof stays spent for this profile, so the wallet can be linked again.
         */
        delete: operations["unlinkHostedAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{request}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the flow and return to the app
         * @description The person leaves the hosted screens from any step ("Cancel and return to the app"), signed
         *     in or not. The request is answered (it cannot be used again) and the answer says where to
         *     send the browser: the app's redirect URI with `error=access_denied`, an `error_description`
         *     and the app's `state`. The description names why:
         *     - `The user cancelled the authorization request` — the person left (any step, any profile state).
         *     - `profile_pending: The user's profile is being reviewed` — the signed-in person's profile
         *       waits for review and they chose to return instead of authorizing now.
         *     - `profile_rejected: The user's profile was rejected` — the profile was rejected.
         *     - `profile_blocked: The user's profile is blocked` — the profile is blocked.
         *
         *     The `profile_*` descriptions are used only when the app did not ask to skip KYC and the
         *     signed-in person's default profile is in that state. An unknown, expired or already
         *     answered request answers 404 or 409.
         */
        post: operations["cancelHostedRequest"];
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
         * @description Starts creating an account. The person must agree to the terms and privacy notice
         *     (`acceptTerms: true`, else `400`). The answer does not tell whether the address has an
         *     account: every sign-up answers `202` with the same body, after the same
         *     password-hashing work, and an email goes to the address:
         *
         *     - a new address gets an 8-digit code; `POST /session/verify` with it (and the same password)
         *       creates the account, with a personal profile (state `created`), and signs in;
         *     - an account a partner created (`POST /auth/signup`, no password yet) gets a code too: its
         *       owner claims the account with it, and the password given here becomes the account's;
         *     - an address whose account has another password gets a note that it already has an account
         *       (log in, or reset the password), without a code.
         *
         *     The code is valid for 15 minutes and 5 tries; `POST /session/signup/resend` sends a new one
         *     (with 5 tries of its own) keeping this password. At most one email a minute goes to an address
         *     (a sign-up or resend within that minute changes nothing and answers the same). Signing up again with an
         *     existing account's own email and password signs in to it at once (`201`, the session cookie
         *     set). Attempts are rate limited per IP address and per email (`429`).
         *
         *     The sandbox sends no email: read it in the sandbox mailbox (`GET /sandbox/mailbox`).
         */
        post: operations["hostedSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/signup/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new sign-up code
         * @description "Resend code" on the "Check your email" screen (a stranger who burns a
         *     code's 5 tries cannot stop its owner). When the address has a sign-up waiting for its code, a
         *     new email goes to it, as `POST /session/signup` would send, keeping the password given at
         *     sign-up: a new 8-digit code with 5 tries of its own and 15 minutes (earlier codes stop working),
         *     or for an address whose account has a password, the note that it already has an account.
         *
         *     The answer is the same `202` for every address, whether or not it has an account or a
         *     sign-up waiting. At most one email a minute goes to an address, from sign-up and resend
         *     together (a call within that minute changes nothing); calls are rate limited per IP address
         *     and per email (`429`).
         */
        post: operations["resendHostedSignUpCode"];
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
         * @description Signs in with email and password and sets the `emoney_session` cookie. Wrong credentials answer 401.
         */
        post: operations["hostedLogIn"];
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
         * Finish a sign-up with the emailed code
         * @description Proves the address of a sign-up (`POST /session/signup`) with the 8-digit code emailed to it,
         *     and the password given at sign-up. A new address gets its account (personal profile, state
         *     `created`); an account a partner created is claimed and gets that password. Either way the
         *     email counts as verified, the consent to the terms is recorded, and the person is signed in
         *     (the `emoney_session` cookie is set).
         *
         *     The code is used once (of concurrent calls, one wins), is valid for 15 minutes and allows 5
         *     tries, a try counting only when the password matches (guesses without it use up nothing); a new code (`POST /session/signup/resend`) has 5 of its own and ends the old one. A wrong, used-up or expired code, a wrong password, an address with nothing to verify
         *     and an address whose account has a password all answer the same `400`. Attempts are rate
         *     limited per IP address and per email (`429`).
         */
        post: operations["verifyHostedSignUp"];
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
         * @description The sandbox sends no email. This answers the latest emails it queued for one address (at most
         *     20, newest first), such as sign-up codes, so people and tests can read them. Outside the
         *     sandbox the path answers `404`.
         *
         *     Who may read: a shared sandbox holds many partners' customers,
         *     so an email shows only to the partner whose flow it belongs to, reading with its access token
         *     (`Authorization: Bearer`, any of its apps), and, for a new address's sign-up code, to the
         *     browser that started the sign-up (its `emoney_csrf` cookie, sent when the screens' link is
         *     opened). A claim code of an account a partner created shows only to that partner; mail about
         *     an account with a password never shows to a browser. Without a token or that cookie the call
         *     answers `401`; a reader sees only its own emails (an empty list otherwise). A single-user
         *     sandbox started with `EMONEY_SANDBOX_OPEN_MAILBOX=true` (as `make start` does) shows any
         *     address's mail to anyone.
         */
        get: operations["getSandboxMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a forgotten password (sandbox)
         * @description "Forgot password?" on the log-in screen. In a single-user sandbox
         *     (`EMONEY_SANDBOX_OPEN_MAILBOX=true`, as `make start` runs it) there is no email: the person
         *     names their email address and a new password, and the password is changed at once (every
         *     session of that user ends). The answer is the same `204` whether or not an account has that
         *     address, so the form does not tell who has an account; the person then logs in with the
         *     new password. A shared sandbox and production need an emailed
         *     link, which this deployment does not send yet: the call answers `403` and changes nothing.
         */
        post: operations["resetHostedPassword"];
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
        post: operations["hostedLogOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Onboard the signed-in person
         * @description Saves the basics of the signed-in person's default profile: a person's name, or a company's
         *     name, and the country. The kind may change until the profile is approved. In the sandbox
         *     the profile is approved at once; in production it goes to `pending`.
         */
        put: operations["saveHostedProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a wallet
         * @description Links a wallet address to the signed-in person's default profile, proven by the address's
         *     EIP-191 signature of `I hereby declare that I am the address owner.` (signed with an
         *     injected EIP-1193 wallet, or pasted). An address linked to another profile answers 409;
         *     a signature that does not recover to the address answers 400.
         */
        post: operations["linkHostedAddress"];
        delete?: never;
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
         * The apps the signed-in person allowed
         * @description Every app the signed-in person allowed to reach their account (by **Allow** on the consent
         *     screen or by signing in with their wallet), newest first, for the hosted **Connected apps**
         *     page (`/onboarding/connected-apps`). An app a partner used to create the account before the
         *     person claimed it is not listed: it never had their consent, and reaches nothing once the
         *     account is claimed.
         */
        get: operations["listConnectedApps"];
        put?: never;
        post?: never;
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
                 * @description The app's id, as `GET /apps` lists it.
                 * @example 9d3f6a2b-1c4e-4b5a-8f7d-2e6c9a0b1d3e
                 */
                app: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an app's access
         * @description Withdraws the signed-in person's consent for one app: the app's partner no longer reaches
         *     the person's profiles through it (its client-credentials token answers `404` for them), every
         *     token the app holds for the person (access and refresh) is revoked at once, and its
         *     unanswered authorization codes are void. To use the app again, the person allows it again.
         *     An app the person never allowed (or already withdrew) answers `404`.
         */
        delete: operations["withdrawConnectedApp"];
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
         * Uuid
         * Format: uuid
         * @description A UUID identifier.
         * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
         */
        Uuid: string;
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
         * Address
         * @description An EVM-style account address, `0x` followed by 40 hexadecimal characters (any case).
         * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
         */
        Address: string;
        /**
         * Timestamp
         * Format: date-time
         * @description An RFC 3339 date-time in UTC.
         * @example 2026-11-22T09:30:00.000Z
         */
        Timestamp: string;
        /**
         * ProfileKind
         * @description Whether the profile is a person's or a company's. Cannot change once approved.
         * @example personal
         * @enum {string}
         */
        ProfileKind: "personal" | "corporate";
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
         * SectionState
         * @description Where one part of a profile (its details, its form, one verification) stands:
         *     - `incomplete`: not submitted yet, or submitted with fields still missing; submit (or `PATCH`)
         *       it.
         *     - `pending`: everything this part needs is in; it waits for the rest of the profile or for the
         *       provider's review.
         *     - `approved`: approved with the profile.
         *     - `rejected`: rejected with the profile (the profile says whether it may be submitted again).
         * @example incomplete
         * @enum {string}
         */
        SectionState: "incomplete" | "pending" | "approved" | "rejected";
        /**
         * ProfileSection
         * @description One part of a profile's onboarding (its details or its form) and where it stands.
         */
        ProfileSection: {
            state: components["schemas"]["SectionState"];
        };
        /**
         * PersonalVerificationKind
         * @description What a personal verification proves:
         *     - `idDocument`: the identity document (front and back for a two-sided one).
         *     - `facialSimilarity`: a photo of the person's face, compared with the identity document.
         *     - `proofOfResidency`: the address, with a utility bill or bank statement under three months old.
         *     - `sourceOfFunds`: where the person's money comes from (a payslip, a bank statement, a sale
         *       contract), asked for upfront for a restricted residency or nationality or a politically
         *       exposed person, or later when the profile's `sourceOfFunds` verification shows `incomplete`.
         *     - `deviceIntelligence`: the report of the device and network checks made at onboarding.
         *     - `enhancedDueDiligence`: further documents the provider asks for (for example about the
         *       source of funds), the only verification the reliance model may need.
         * @example idDocument
         * @enum {string}
         */
        PersonalVerificationKind: "idDocument" | "facialSimilarity" | "proofOfResidency" | "sourceOfFunds" | "deviceIntelligence" | "enhancedDueDiligence";
        /**
         * CorporateVerificationKind
         * @description What a corporate verification proves:
         *     - `corporateName`: the company's registered name.
         *     - `corporateAddress`: the registered office's address.
         *     - `registrationNumber`: the company's number in the register of companies.
         *     - `dateOfRegistration`: the date the company was registered.
         *     - `beneficialOwnership`: who owns and controls the company (the final beneficiaries).
         *     - `powerOfAttorney`: that the representatives may act for the company.
         *     - `sourceOfFunds`: where the company's money comes from, when the provider asks for it.
         *     - `idDocument`, `proofOfResidency`: the identity document and the address of a person of the
         *       company (a representative, director or final beneficiary).
         *     - `enhancedDueDiligence`: further documents the provider asks for, the only verification the
         *       reliance model may need.
         * @example registrationNumber
         * @enum {string}
         */
        CorporateVerificationKind: "corporateName" | "corporateAddress" | "registrationNumber" | "dateOfRegistration" | "beneficialOwnership" | "powerOfAttorney" | "sourceOfFunds" | "idDocument" | "proofOfResidency" | "enhancedDueDiligence";
        /**
         * ProfileVerificationState
         * @description One verification of a profile, by kind, and where it stands.
         */
        ProfileVerificationState: {
            /** @description What the verification proves (a `PersonalVerificationKind` or a `CorporateVerificationKind`, after the profile's kind). */
            kind: components["schemas"]["PersonalVerificationKind"] | components["schemas"]["CorporateVerificationKind"];
            state: components["schemas"]["SectionState"];
        };
        /**
         * Profile
         * @description A customer profile, personal or corporate, and where its onboarding stands. `GET
         *     /profiles/{profile}`, `POST /profiles` and the `profile.updated` notification also say where
         *     each part stands (`details`, `form`, `verifications`), so a partner sees what is still missing;
         *     listings and submission answers leave them out.
         */
        Profile: {
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["ProfileKind"];
            /**
             * @description The person's full name or the company's name; empty until details are submitted.
             * @example Jane Doe
             */
            name: string;
            state: components["schemas"]["ProfileState"];
            /** @description Where the profile's details stand. */
            details?: components["schemas"]["ProfileSection"];
            /** @description Where the profile's form (the KYC or KYB questionnaire) stands. */
            form?: components["schemas"]["ProfileSection"];
            /**
             * @description The verifications submitted for the profile's kind (by `PATCH` or `PUT
             *     /profiles/{profile}/verifications`, or imported by `POST /profiles/{profile}/share`), one
             *     per kind, in the order the verification kinds are listed (`PersonalVerificationKind`, then
             *     `CorporateVerificationKind`).
             */
            verifications?: components["schemas"]["ProfileVerificationState"][];
        };
        /**
         * HostedLinkedAddress
         * @description An address linked to the signed-in person's profile.
         */
        HostedLinkedAddress: {
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
            /**
             * @description Whether the person can remove this link on the wallets screen: only a link made while this
             *     authorization request is open, on an address with no IBAN and no orders (an address the
             *     account already uses stays linked).
             */
            removable?: boolean;
        };
        /**
         * HostedUser
         * @description The person signed in at the browser, their default profile and its linked addresses.
         */
        HostedUser: {
            userId: components["schemas"]["Uuid"];
            /**
             * Format: email
             * @description The person's email address.
             */
            email: string;
            profile: components["schemas"]["Profile"];
            /** @description Addresses linked to the profile. */
            addresses: components["schemas"]["HostedLinkedAddress"][];
        };
        /**
         * HostedAuthorizationRequest
         * @description An authorization request waiting for the person at the browser, as the hosted screens show
         *     it: which app asks, what it may do once allowed, the prefills the app sent, and who is signed
         *     in (if anyone) with their profile and linked addresses.
         */
        HostedAuthorizationRequest: {
            id: components["schemas"]["Uuid"];
            /**
             * @description `open` while the person can still answer. `answered` once they allowed, denied or
             *     cancelled (going back after Allow shows "already answered", not an unknown link), and
             *     `expired` after 30 minutes. A request that is not `open` carries no `user`, and every
             *     other call on it answers 404 or 409.
             * @example open
             * @enum {string}
             */
            status: "open" | "answered" | "expired";
            /**
             * @description Whether this server is a sandbox: the screens then list the testnets first and mark the
             *     mainnets as such.
             * @example true
             */
            sandbox: boolean;
            /** @description The app asking for access. */
            app: {
                /**
                 * @description The app's name, shown to the person.
                 * @example Partner App
                 */
                name: string;
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
                /**
                 * Format: uri
                 * @description The app's logo, from its registration (a square image, shown at 48 px). Absent when the
                 *     app registered none: the screens then show the app's initial. The sandbox app has a
                 *     default logo.
                 * @example https://app.partner.test/logo.png
                 */
                logoUrl?: string;
                /**
                 * @description The host the person is sent back to (the host of the request's `redirect_uri`).
                 * @example app.partner.test
                 */
                redirectDomain: string;
                /**
                 * @description Whether `redirectDomain` is the app's verified domain (or a subdomain of it), as
                 *     registered with emoney. The consent screen marks a verified domain as such.
                 */
                domainVerified: boolean;
                /**
                 * Format: uri
                 * @description The origin of the redirect URI, for "Return to the app" links on pages where the
                 *     request can no longer be answered.
                 * @example https://app.partner.test
                 */
                homeUrl: string;
            };
            /**
             * @description What the app may do once allowed, in words for the person.
             * @example [
             *       "Read your profile, addresses, IBANs, balances and orders"
             *     ]
             */
            permissions: string[];
            /**
             * Format: email
             * @description The email address the app prefilled.
             */
            email?: string;
            chain?: components["schemas"]["Chain"];
            /**
             * @description The wallet the app sent with its link signature (`address`, `signature` and `chain` of
             *     `GET /auth`). The wallets screen links it with `POST /requests/{request}/addresses`
             *     (no signing again); when it was not linked there (a returning customer goes straight to
             *     consent), Allow links it.
             */
            address?: components["schemas"]["Address"];
            /** @description The app asked to skip the onboarding screen. */
            skipKyc: boolean;
            /** @description The app asked to skip account creation and go straight to sign-in. */
            skipCreateAccount: boolean;
            expiresAt: components["schemas"]["Timestamp"];
            user?: components["schemas"]["HostedUser"];
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
         * HostedDecision
         * @description The person's answer to an authorization request.
         */
        HostedDecision: {
            /** @description `true` authorizes the app; `false` declines (the app gets `error=access_denied`). */
            allow: boolean;
        };
        /**
         * HostedRedirect
         * @description Where the browser goes next.
         */
        HostedRedirect: {
            /**
             * Format: uri
             * @description The app's redirect URI with `code` and `state`, or with `error` and `error_description`.
             */
            redirectTo: string;
        };
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
         * HostedSignUp
         * @description A hosted sign-up as the screen sends it.
         */
        HostedSignUp: {
            /**
             * Format: email
             * @description The person's email address.
             */
            email: string;
            /** @description At least 8 characters. */
            password: string;
            /**
             * @description The person agrees to the emoney terms and privacy notice. Must be `true` (anything else
             *     answers `400`); the account records when, and which version of the terms.
             */
            acceptTerms?: boolean;
            /**
             * @description The authorization request (`?request=` of the screens) the sign-up happens in. In a shared
             *     sandbox its app's partner may read the sign-up email in the sandbox mailbox with its token.
             */
            request?: components["schemas"]["Uuid"];
        };
        /**
         * HostedSession
         * @description The person now signed in.
         */
        HostedSession: {
            userId: components["schemas"]["Uuid"];
            /**
             * Format: email
             * @description The person's email address.
             */
            email: string;
        };
        /**
         * HostedVerificationSent
         * @description The sign-up waits for the email address to be proven: an email went to it (or one went less
         *     than a minute ago). The answer is the same whether or not the address has an account.
         */
        HostedVerificationSent: {
            /**
             * Format: email
             * @description The address the email went to, in lower case.
             */
            email: string;
            /**
             * @description Always `sent`.
             * @constant
             */
            verification: "sent";
        };
        /**
         * HostedResendCode
         * @description Asks for a new sign-up code for an address that signed up (`POST /session/signup`) and has not
         *     verified yet.
         */
        HostedResendCode: {
            /**
             * Format: email
             * @description The email address given at sign-up.
             */
            email: string;
        };
        /**
         * HostedCredentials
         * @description Email and password of the person at the browser.
         */
        HostedCredentials: {
            /**
             * Format: email
             * @description The person's email address.
             */
            email: string;
            /** @description At least 8 characters. */
            password: string;
        };
        /**
         * HostedSignUpVerification
         * @description Proves a hosted sign-up's email address with the code emailed to it. The password must be the
         *     one given at sign-up.
         */
        HostedSignUpVerification: {
            /**
             * Format: email
             * @description The email address given at sign-up.
             */
            email: string;
            /** @description The 8-digit code from the latest sign-up email (valid 15 minutes, 5 tries). */
            code: string;
            /** @description The password given at sign-up. */
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
         * CountryCode
         * @description An ISO 3166-1 alpha-2 country code, exactly two upper-case letters.
         * @example IS
         */
        CountryCode: string;
        /**
         * HostedProfileRequest
         * @description The basics of onboarding in the hosted screens: a person's name, or a company's name, and the
         *     country. In the sandbox the profile is approved at once.
         */
        HostedProfileRequest: {
            kind: components["schemas"]["ProfileKind"];
            /** @description The person's first name (personal profiles). */
            firstName?: string;
            /** @description The person's last name (personal profiles). */
            lastName?: string;
            /** @description The company's name (corporate profiles). */
            companyName?: string;
            country: components["schemas"]["CountryCode"];
        };
        /**
         * EoaSignature
         * @description An externally owned account signature, `0x` followed by exactly 130 hexadecimal characters (r, s, v).
         * @example 0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b
         */
        EoaSignature: string;
        /**
         * HostedLinkAddressRequest
         * @description Links a wallet address to the signed-in person's profile. `signature` is the address's
         *     EIP-191 signature of the fixed message `I hereby declare that I am the address owner.`
         *     `request` names the authorization request of the wallets screen: the signature the app sent
         *     with that request (which the request holds) then links too.
         */
        HostedLinkAddressRequest: {
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
            signature: components["schemas"]["EoaSignature"];
            request?: components["schemas"]["Uuid"];
        };
        /**
         * HostedConnectedApps
         * @description The apps the signed-in person allowed to reach their account, newest first, and who is signed in.
         */
        HostedConnectedApps: {
            /**
             * Format: email
             * @description The signed-in person's email address (the page's "Signed in as").
             */
            email: string;
            apps: {
                id: components["schemas"]["Uuid"];
                /** @description The app's name, as its consent screen showed it. */
                name: string;
                /** @description The partner (company) behind the app. */
                partner: string;
                /**
                 * Format: date-time
                 * @description When the person first allowed the app.
                 */
                allowedAt: string;
            }[];
        };
    };
    responses: {
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
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHostedRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id, from the `request` query parameter of the hosted screens' URL.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
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
                     *       "id": "6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
                     *       "status": "open",
                     *       "app": {
                     *         "name": "Partner App",
                     *         "privacyPolicyUrl": "https://app.partner.test/privacy",
                     *         "termsOfServiceUrl": "https://app.partner.test/terms",
                     *         "logoUrl": "https://app.partner.test/logo.png",
                     *         "redirectDomain": "app.partner.test",
                     *         "domainVerified": true,
                     *         "homeUrl": "https://app.partner.test"
                     *       },
                     *       "permissions": [
                     *         "Read your profile, addresses, IBANs, balances and orders",
                     *         "Place orders that you sign with your wallet"
                     *       ],
                     *       "email": "jane.doe@partner.test",
                     *       "skipKyc": false,
                     *       "sandbox": true,
                     *       "skipCreateAccount": false,
                     *       "expiresAt": "2026-11-22T10:00:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedAuthorizationRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    decideHostedRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allow": true
                 *     }
                 */
                "application/json": components["schemas"]["HostedDecision"];
            };
        };
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "redirectTo": "https://app.partner.test/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedRedirect"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getHostedCsrfToken: {
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
                     * @example emoney_csrf=Zk3c9qWcR4yVwT1bH2m5aQ.3wUYc0b6E5kq0yQv2E8b6mKfE9dV1p0wq8s3X2nB4cY; Path=/onboarding; SameSite=Strict
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
    linkRequestAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Linked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
                     *       "chain": "sepolia"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedLinkedAddress"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    unlinkHostedAddress: {
        parameters: {
            query: {
                /**
                 * @description The chain of the link to remove.
                 * @example sepolia
                 */
                chain: components["schemas"]["Chain"];
            };
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
                /**
                 * @description The linked address.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address: components["schemas"]["Address"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    cancelHostedRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The authorization request's id.
                 * @example 6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
                 */
                request: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "redirectTo": "https://app.partner.test/callback?error=access_denied&error_description=The+user+cancelled+the+authorization+request&state=af0ifjsldkj"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedRedirect"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    hostedSignUp: {
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
                 *       "email": "jane.doe@partner.test",
                 *       "password": "correct horse battery staple",
                 *       "acceptTerms": true
                 *     }
                 */
                "application/json": components["schemas"]["HostedSignUp"];
            };
        };
        responses: {
            /** @description The existing account's own password again, so signed in at once. */
            201: {
                headers: {
                    /**
                     * @description The session cookie.
                     * @example emoney_session=3q2+7w; Path=/onboarding; HttpOnly; SameSite=Lax
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *       "email": "jane.doe@partner.test"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedSession"];
                };
            };
            /** @description An email went to the address; the screen asks for the code. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "jane.doe@partner.test",
                     *       "verification": "sent"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedVerificationSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendHostedSignUpCode: {
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
                 *       "email": "jane.doe@partner.test"
                 *     }
                 */
                "application/json": components["schemas"]["HostedResendCode"];
            };
        };
        responses: {
            /** @description If the address has a sign-up waiting, an email went to it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "jane.doe@partner.test",
                     *       "verification": "sent"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedVerificationSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    hostedLogIn: {
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
                 *       "email": "jane.doe@partner.test",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["HostedCredentials"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /**
                     * @description The session cookie.
                     * @example emoney_session=3q2+7w; Path=/onboarding; HttpOnly; SameSite=Lax
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *       "email": "jane.doe@partner.test"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyHostedSignUp: {
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
                 *       "email": "jane.doe@partner.test",
                 *       "code": "48213907",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["HostedSignUpVerification"];
            };
        };
        responses: {
            /** @description The account is created (or claimed) and signed in. */
            201: {
                headers: {
                    /**
                     * @description The session cookie.
                     * @example emoney_session=3q2+7w; Path=/onboarding; HttpOnly; SameSite=Lax
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *       "email": "jane.doe@partner.test"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSandboxMailbox: {
        parameters: {
            query: {
                /**
                 * @description The address whose emails to read (any case).
                 * @example jane.doe@partner.test
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address's latest emails, newest first (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "to": "jane.doe@partner.test",
                     *       "messages": [
                     *         {
                     *           "id": "0f8c2d4e-6a1b-4c3d-8e9f-1a2b3c4d5e6f",
                     *           "subject": "Your emoney sign-up code",
                     *           "body": "Someone (hopefully you) started creating an emoney account with jane.doe@partner.test.\n\nTo finish creating it, enter this code on the sign-up screen: 48213907",
                     *           "createdAt": "2026-11-23T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedMailbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    resetHostedPassword: {
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
                 *       "email": "jane.doe@partner.test",
                 *       "password": "a new long password"
                 *     }
                 */
                "application/json": components["schemas"]["HostedCredentials"];
            };
        };
        responses: {
            /** @description If an account has this email address, its password is now the new one. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    hostedLogOut: {
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
    saveHostedProfile: {
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
                 *       "kind": "personal",
                 *       "firstName": "Jane",
                 *       "lastName": "Doe",
                 *       "country": "IS"
                 *     }
                 */
                "application/json": components["schemas"]["HostedProfileRequest"];
            };
        };
        responses: {
            /** @description The profile as it now stands. */
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
                     *       "state": "approved"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    linkHostedAddress: {
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
                 *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *       "chain": "sepolia",
                 *       "signature": "0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b"
                 *     }
                 */
                "application/json": components["schemas"]["HostedLinkAddressRequest"];
            };
        };
        responses: {
            /** @description Linked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedLinkedAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    listConnectedApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allowed apps (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "jane@example.org",
                     *       "apps": [
                     *         {
                     *           "id": "9d3f6a2b-1c4e-4b5a-8f7d-2e6c9a0b1d3e",
                     *           "name": "Sandbox app",
                     *           "partner": "Sandbox partner",
                     *           "allowedAt": "2026-11-23T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["HostedConnectedApps"];
                };
            };
            401: components["responses"]["Unauthorized"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    withdrawConnectedApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `GET /apps` lists it.
                 * @example 9d3f6a2b-1c4e-4b5a-8f7d-2e6c9a0b1d3e
                 */
                app: components["schemas"]["Uuid"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
