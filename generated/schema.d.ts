// DO NOT EDIT: generated from spec/ by `make generate`.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Welcome
         * @description Says hello and points to the documentation. Takes no authentication; useful as a health check.
         */
        get: operations["getWelcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start authorization (authorization code flow with PKCE)
         * @description Starts the OAuth 2.0 authorization code flow with PKCE (RFC 6749, RFC 7636) for an app
         *     acting for a user. Open this URL in the user's browser (a redirect or a new window); never
         *     call it from a server.
         *
         *     The flow:
         *     1. The app creates a `code_verifier` (43 to 128 random characters of `A-Z a-z 0-9 - . _ ~`)
         *        and keeps it; `code_challenge` is the base64url (no padding) of its SHA-256, 43
         *        characters. `code_challenge_method` is `S256`, the only method accepted.
         *     2. The app sends the user here with `client_id` (its authorization code client id),
         *        `code_challenge`, `redirect_uri` and a `state` (recommended).
         *     3. emoney answers `307 Temporary Redirect` to its hosted screens, where the user signs up
         *        or signs in, onboards (KYC), connects wallets and authorizes the app.
         *     4. The user comes back to `redirect_uri` with `code` and the unchanged `state` in the
         *        query (or with `error`, for example `access_denied`, and `error_description`). The app
         *        checks `state`.
         *     5. The app exchanges the code at `POST /auth/token` (grant `authorization_code`) with the
         *        `code_verifier`, and gets an access token and a refresh token.
         *
         *     Rules:
         *     - `client_id` and `code_challenge` are required. `response_type` may be sent and must then
         *       be `code` (the standard OAuth 2.0 parameter, as the provider's published client sends it);
         *       any other value comes back with `error=unsupported_response_type` (302).
         *     - `redirect_uri` must match a redirect URI registered for the app exactly, and use
         *       `https` (`http` only on `localhost`). It is required when the app registered more than
         *       one; with a single one it defaults to it. An unknown `client_id` or an untrusted
         *       `redirect_uri` is answered `400` here and never redirected (RFC 6749, section 4.1.2.1).
         *       Any other bad request (for example a missing `code_challenge` or a `plain` method) is
         *       sent back to the trusted `redirect_uri` with `error=invalid_request`,
         *       `error_description` and `state` (302).
         *     - `address` is accepted only together with `signature` (the address's signature of
         *       `I hereby declare that I am the address owner.`) and `chain`: the address is then linked
         *       to the user's profile automatically.
         *     - `email` prefills the sign-up and sign-in screens; `skip_kyc` and
         *       `skip_create_account` skip screens of the hosted flow; `auth_mode` picks the first
         *       screen a signed-out user sees (`login` or `signup`).
         *
         *     Sign-In with Ethereum variant: with `authentication_method=siwe`, `message` (an
         *     EIP-4361 message, see `SiweMessage`) and `signature` instead of the hosted-flow fields
         *     (`address`, `chain`, `email`, `skip_kyc` and `skip_create_account` are then refused),
         *     an existing customer with at least one linked address signs in without any screen: emoney
         *     answers `302 Found` to `redirect_uri` at once, with `code` and `state`, or with `error`
         *     and `error_description`. The same fields can be posted as a form to `POST /auth`.
         */
        get: operations["authorize"];
        put?: never;
        /**
         * Start authorization with a form post
         * @description The same as `GET /auth`, with the fields posted as an `application/x-www-form-urlencoded`
         *     form instead of the query (useful for long Sign-In with Ethereum messages). The body is one
         *     of the two variants:
         *     - `AuthorizationRequest`: the authorization code request with PKCE; answered `307` to the
         *       hosted screens.
         *     - `SiweAuthorizationRequest`: Sign-In with Ethereum for an existing customer with a linked
         *       address; answered `302` to `redirect_uri` with `code` and `state`, or `error` and
         *       `error_description`.
         *
         *     The rules of `GET /auth` apply: `client_id` and `code_challenge` are required; only
         *     `S256`; `redirect_uri` registered, exact, `https` except on `localhost`, and required
         *     when several are registered; `address` only with `signature` (and `chain`). Unknown
         *     client ids, untrusted redirect URIs and invalid requests are answered `400`, never
         *     redirected.
         */
        post: operations["authorizeWithForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authorization context
         * @description Tells who the access token speaks for: the user (for a client credentials token, the app's
         *     own application user), how the request was authenticated, the user's roles, and every
         *     profile the user is authorized for with the permissions on each. `defaultProfile` is the
         *     profile calls use when they name none; pass another profile's id to reach it.
         */
        get: operations["getAuthContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up a customer
         * @description Creates an emoney user with the given email and a new profile (state `created`) for a
         *     customer of the partner app. The new user is automatically authorized for the calling app,
         *     so the app can go on to submit the profile's details, form and verifications (sharing KYC
         *     model) or send the user through the hosted flow.
         *
         *     Requires extra privileges: emoney must grant the partner app the right to sign up users;
         *     without it the call answers `403`.
         *
         *     If the email is already the partner's customer (signed up by one of its apps, or a user who
         *     authorized one of its apps), nothing is created and the answer is `304 Not Modified`.
         *
         *     The answer never tells whether the email has an account with emoney through someone else:
         *     an email that is another partner's customer, or a person's own account, answers `201` like a
         *     new one, with a customer record (user and profile) of this partner's own. That record is
         *     separate from the existing account, which it never reaches or changes, and it never signs in;
         *     to act for the person's own account, send them through the authorization flow (`GET /auth`).
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token
         * @description The OAuth 2.0 token endpoint. Post an `application/x-www-form-urlencoded` form with one of
         *     three grants, chosen by `grant_type`:
         *     - `authorization_code`: exchange the code received on the redirect URI after `GET /auth`,
         *       with `client_id`, `code`, `code_verifier` (PKCE, RFC 7636) and `redirect_uri` (the one of
         *       the authorization request). The code is single use. The app acts for the user.
         *     - `refresh_token`: exchange a refresh token for a new access token and refresh token, with
         *       the `client_id` it was issued to. A refresh token issued to a client credentials client
         *       id also needs that client's `client_secret` in production (RFC 6749, section 6; the
         *       deployment setting `EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH`, off in the sandbox). Changing
         *       a client's secret revokes every token issued to it.
         *     - `client_credentials`: the app acts for itself (its application user and profile), with
         *       `client_id` and `client_secret`. Only from a server.
         *
         *     An app has two client ids, one for the authorization code flow and one for client
         *     credentials; each works only with its own grants. Access tokens live 3600 seconds.
         *     The answer is never cached (`Cache-Control: no-store`).
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token
         * @description Revokes an access token or a refresh token (RFC 7009), for example when a user disconnects
         *     the app: every token of the same grant stops working at once, on every server. The answer
         *     is `200` whether or not the token was valid, so it tells nothing about tokens; a token of
         *     another client is left alone. Beyond the product specification: the SDK's
         *     `revokeAccess()` uses it.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a Sign-In with Ethereum nonce
         * @description Issues a nonce for the `Nonce` line of a Sign-In with Ethereum message (`GET`/`POST /auth`
         *     with `authentication_method=siwe`). A server-issued nonce is single use, lives 10 minutes,
         *     and, when `client_id` is given, is accepted only in a sign-in of that app: a signature cannot
         *     be replayed, nor made ahead of time for later use. Beyond the product specification.
         *
         *     Recommended over a nonce the app picks itself. Published clients generate their own, so a
         *     client-chosen nonce stays accepted, once per address and only while the message is within
         *     its 10-minute window.
         */
        get: operations["getSiweNonce"];
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
         * @description Lists the calling app's webhook subscriptions, active and inactive, oldest first. Secrets
         *     are never returned.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe to webhooks
         * @description Subscribes `url` to notifications of the chosen event types (by default `iban.updated`
         *     and `profile.updated`). Notifications follow the Standard Webhooks scheme: a JSON envelope
         *     `{type, timestamp, data}` posted with the headers `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature`, the last one an HMAC-SHA256 keyed with `secret` (see the webhooks
         *     section).
         *
         *     Before anything is saved, emoney posts a signed `subscription.created` test notification to
         *     `url`. Unless the endpoint answers it with a `2xx` status (within the delivery timeout;
         *     the same rule as every later delivery, so `200`, `202` and `204` all do), the
         *     subscription is not created and the call answers `400` with the reason (for example the
         *     status the endpoint answered, or that it could not be reached). A created subscription is
         *     `active`. The secret is stored but never returned.
         */
        post: operations["createWebhook"];
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
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Changes a subscription's `state` (`inactive` pauses all notifications, `active` resumes
         *     them), its event `types` (replacing the list), or its `url`. At least one field is
         *     required; fields left out keep their value. A new `url` is validated like a new
         *     subscription: emoney posts a signed `subscription.created` test notification to it, and
         *     unless it answers with a `2xx` status nothing changes and the call answers `400` with the reason.
         */
        patch: operations["updateWebhook"];
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
         * @description The delivery log of one of the caller's subscriptions, newest first: every notification
         *     with its attempts (status code, latency, error), its state, and when the next retry is due.
         *     Beyond the product specification: partners need it to debug their receivers.
         */
        get: operations["listWebhookDeliveries"];
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
         * @description Sends a delivery again now, with the same payload and `webhook-id` (a fresh timestamp and
         *     signature), and a fresh schedule of retries: for a `failed` delivery once the receiver is
         *     fixed, or a `delivered` one to replay it. The subscription must be `active`.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description Uploads a document as `multipart/form-data` with a single part named `file`: a supporting
         *     document for an order of 15,000 EUR or more (pass the answer's `id` as the order's
         *     `supportingDocumentId`) or a KYC document (a verification document's `fileId`).
         *
         *     Rules: PDF or JPEG only, decided from the content's magic bytes (`%PDF-` or `FF D8 FF`),
         *     not from the file name or the part's declared content type; at most 5 MB (5,242,880
         *     bytes), else `413`; the file name (from the part's `Content-Disposition`) at most 100
         *     characters. The answer carries the file's SHA-256.
         *
         *     **Quota and rate limit.** A profile holds at most a set number of files and bytes (the
         *     deployment's `EMONEY_UPLOAD_QUOTA_FILES`, default 100, and `EMONEY_UPLOAD_QUOTA_BYTES`, default
         *     100 MB): an upload past either answers `413` and stores nothing. Uploads are also counted per
         *     caller in a time window (`EMONEY_RATE_LIMIT_UPLOADS_PER_PROFILE`, default 20 a minute): over
         *     it the answer is `429` with `Retry-After`.
         *
         *     **Owner.** A file belongs to one profile: the one named by `profile` (the caller needs the
         *     `write` permission on it), or the caller's default profile. Only files of a profile can be
         *     used by that profile: a verification document's `fileId` (`PUT /profiles/{profile}/verifications`)
         *     or an order's `supportingDocumentId` that names a file of another profile answers 400. A
         *     partner app acting for itself (client credentials) passes its customer's profile here when
         *     it uploads that customer's KYC documents.
         *
         *     The product specification does not name the success status of this call; it answers
         *     `201 Created`, as the call creates a new file resource (like `POST /auth/signup` and
         *     `POST /webhooks`).
         */
        post: operations["uploadFile"];
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
         * List profiles
         * @description Lists the profiles the caller may reach, each with the caller's permissions on it (`read`,
         *     `write`): for a user (authorization code flow), the profiles they are authorized for; for an
         *     app acting for itself (client credentials), the application user's profile and every profile
         *     authorized for the app (a user the app signs up is authorized for it automatically). Filter by `state` and `kind`; filters combine with AND, and a filter that
         *     matches nothing answers an empty list.
         */
        get: operations["listProfiles"];
        put?: never;
        /**
         * Create a profile
         * @description Creates an empty profile of the kind given (`personal` or `corporate`) for white-label
         *     onboarding: the partner then fills it with `PATCH /profiles/{profile}/details`, `/form` and
         *     `/verifications`, or imports a person's KYC from a third-party provider with `POST
         *     /profiles/{profile}/share`. The kind fixes which key (`personal` or `corporate`) those calls
         *     take. The caller gets `read` and `write` on the new profile: an app's own token
         *     (client credentials) makes it one of the app's profiles, a user's token one of the user's.
         *
         *     **Requires extra privileges.** The provider must grant the partner app the right to sign
         *     customers up (the privilege behind `signup`); otherwise the call answers 403.
         *
         *     The profile starts `created`, every part `incomplete`, and moves to `incomplete` with the
         *     first accepted submission and to `pending` once everything its KYC model needs is in (see
         *     `PUT /profiles/{profile}/details`). The partner may choose the profile's id (`id`, a UUID),
         *     for example to use its own customer id; an id that is already taken answers 409 `Profile
         *     already exists`, whoever holds it.
         */
        post: operations["createProfile"];
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
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        /**
         * Get a profile
         * @description Returns one profile: its id, kind, name and onboarding state, and where each part of its
         *     onboarding stands: `details.state`, `form.state` and, per verification submitted,
         *     `verifications[].state` (`incomplete` until the part has everything it needs, then
         *     `pending`, then `approved` or `rejected` with the profile). The caller must be authorized
         *     for the profile (`read` permission); a profile that does not exist or that the caller may not
         *     read answers 404. Poll this, or subscribe to the `profile.updated` webhook, to follow a
         *     profile from `incomplete` or `pending` to `approved`, `rejected` or `blocked` after submitting its details.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile}/details": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Submit profile details
         * @description Submits who the profile belongs to: a person (`personal`: their personal details and identity
         *     document) or a company (`corporate`: the company, its representatives, final beneficiaries and
         *     directors). Exactly one of the two keys is sent; it sets the profile's kind.
         *
         *     **Requires extra privileges.** The provider must grant the partner app the right to submit
         *     KYC data; otherwise the call answers 403 (the app is not allowed to submit KYC data; contact
         *     the provider for access). The user must also hold the `write` permission on the profile.
         *
         *     **KYC models.** The provider stays responsible for due diligence in both models the partner
         *     app can be contracted under:
         *     - *sharing*: the app collects and shares everything: these details, the form
         *       (`PUT /profiles/{profile}/form`) and the verifications
         *       (`PUT /profiles/{profile}/verifications`); the provider decides once all three are in.
         *     - *reliance*: the provider relies on the app's own KYC; these details are all it needs,
         *       plus an `enhancedDueDiligence` verification when the provider asks for one.
         *
         *     **Profile states.** A profile starts `created` and becomes `incomplete` with the first
         *     accepted submission. It becomes `pending` (the provider processes it) as soon as everything
         *     its KYC model needs is in: under *sharing*, details, form and at least one verification, all
         *     of the profile's kind; under *reliance*, the details alone. Until then an accepted
         *     submission is kept and the profile is `incomplete` (or stays `rejected`). The call
         *     answers 202 with the profile as it stands. The profile then becomes:
         *     - `approved`: all services are available. Details need not be submitted again, and the kind
         *       can no longer change: any new submission answers 409 (`The profile details have already
         *       been approved and need not be submitted again`).
         *     - `rejected`: fix the details (or the form or verifications) and submit them again; once
         *       complete, the profile goes back to `pending`. Until approval the details may also be
         *       resubmitted with the other kind: a form or verifications of the old kind then no longer
         *       count, and a `pending` profile that is no longer complete goes back to `incomplete`.
         *     - `blocked`: blocked for compliance reasons; submissions answer 409.
         *
         *     A submission replaces the previous details. Each change of the profile (its state, kind or
         *     name) emits `profile.updated`. Follow the outcome with `GET /profiles/{profile}` or that
         *     webhook. In the sandbox the decision comes by itself shortly after the profile becomes
         *     `pending` (see `POST /sandbox/profiles/{profile}` for the values that reject or block it); in
         *     production it stays `pending` until the provider's compliance team decides.
         *
         *     **Validation.** A body that breaks a rule answers 400 with a message per field path, for
         *     example `personal.firstName`: `First name is missing`, `corporate.address`: `Address is
         *     missing`, `corporate.representatives.0.idDocument`: `Id document is missing`. Besides the
         *     schema, the server checks that the final beneficiaries' shares add up to at most 100 %
         *     (`corporate.finalBeneficiaries`: `Ownership percentages add up to more than 100`) and that no
         *     birthday or registration date lies in the future (`personal.birthday`: `Birthday must not be
         *     in the future`).
         */
        put: operations["submitProfileDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update profile details
         * @description Changes some of a profile's details, the way the provider's white-label onboarding sends
         *     them: only the fields sent change, every other field (and the form and verifications) keeps
         *     its stored value. Send the fields under `personal` or `corporate`, matching the profile's
         *     kind; a profile made by `POST /profiles` has its kind from the start, and on an older one
         *     the first details set it. A list (`representatives`, `finalBeneficiaries`, `directors`) is
         *     replaced as a whole.
         *
         *     **One rule set with `PUT`.** The same service stores `PUT` and `PATCH` submissions: the
         *     same privilege (the app must be granted the right to submit KYC data; 403 otherwise), the
         *     same `write` permission, the same state rules (409 once the profile is approved or blocked),
         *     the same checks on each field and on the details as a whole (no birthday in the future,
         *     ownership shares adding up to at most 100 %). The details count as complete, and
         *     `details.state` of `GET /profiles/{profile}` leaves `incomplete`, once every field
         *     `PersonalDetails` (for a person; the identity document may come as an `idDocument`
         *     verification instead) or `CorporateDetails` requires is in; until then the profile is
         *     `incomplete`, and the submission that completes what the KYC model needs moves it to
         *     `pending`, as with `PUT`. The answer is 202 with the profile as it stands.
         */
        patch: operations["patchProfileDetails"];
        trace?: never;
    };
    "/profiles/{profile}/form": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Submit profile form
         * @description Submits the know-your-customer questionnaire of a person (`personal`) or the
         *     know-your-business questionnaire of a company (`corporate`): what they do, where their money
         *     comes from and how they intend to use the provider's services. Exactly one of the two keys
         *     is sent, and it must match the profile's kind (set by the details).
         *
         *     **Requires extra privileges.** The provider must grant the partner app the right to submit
         *     KYC data; otherwise the call answers 403 (the app is not allowed to submit KYC data; contact
         *     the provider for access). The user must also hold the `write` permission on the profile.
         *
         *     **KYC models.** Under the *sharing* model the app submits the details
         *     (`PUT /profiles/{profile}/details`), this form and the verifications
         *     (`PUT /profiles/{profile}/verifications`), in any order, and the provider decides once all
         *     three are in. Under the *reliance* model the form is not needed.
         *
         *     **Profile states.** Under the *sharing* model the submission that completes the set (details,
         *     form and at least one verification, all of the profile's kind) moves a `created` or `rejected`
         *     profile to `pending`, and the provider then approves, rejects or blocks it; until then the
         *     profile keeps its state. The call answers 202 with the profile as it stands. The form can be
         *     submitted again, replacing the previous one, while the profile is `created`, `pending` or
         *     `rejected`. It answers 409 when the profile is `approved` (the form need not be submitted
         *     again) or `blocked`, or when the profile's details are in and the body's kind does not match
         *     the profile's. Before the details, a form of either kind is kept; it counts once details of
         *     the same kind arrive.
         *
         *     **Validation.** A body that breaks a rule answers 400 with a message per field path, for
         *     example `personal.occupation`: `Occupation is missing`. `personal.activityOther` must be a
         *     non-blank text when `personal.activities` contains `ACTIVITY_OTHER`. The codes are
         *     the provider's published upper-case codes (`OCCUPATION_STUDENT`, `PROF_ACCOUNTANCY`, …); any
         *     other value, a camelCase one included, answers 400 with the accepted values.
         */
        put: operations["submitProfileForm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update profile form
         * @description Changes some answers of a profile's questionnaire (the KYC form of a person, the KYB form of
         *     a company): only the fields sent change, the others keep their stored value. Send them under
         *     `personal` or `corporate`, matching the profile's kind. The provider's white-label
         *     onboarding needs the form whatever the KYC model, including the tax fields of a person
         *     (`usCitizen`, `usTaxPerson`, `tin`, `taxResidenceCountry`).
         *
         *     **One rule set with `PUT`.** `PUT /profiles/{profile}/form` and this call are one service:
         *     the same privilege (403), `write` permission, state rules (409 once approved or blocked, or
         *     when the key does not match the profile's kind) and field checks. The form counts as
         *     complete (`form.state` leaves `incomplete`) once every field `PersonalForm` or
         *     `CorporateForm` requires is in; `activityOther` is then required when `activities` holds
         *     `ACTIVITY_OTHER`. The answer is 202 with the profile as it stands.
         */
        patch: operations["patchProfileForm"];
        trace?: never;
    };
    "/profiles/{profile}/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Submit profile verifications
         * @description Submits the evidence behind a profile's details: a list of verifications of a person
         *     (`personal`) or of a company (`corporate`), each naming what it proves (`kind`) and the
         *     documents that prove it. Exactly one of the two keys is sent, and it must match the
         *     profile's kind (set by the details). Each document points to a file uploaded beforehand
         *     with `POST /files` (PDF or JPEG, at most 5 MB) by the same caller for the same profile.
         *
         *     **Requires extra privileges.** The provider must grant the partner app the right to submit
         *     KYC data; otherwise the call answers 403 (the app is not allowed to submit KYC data; contact
         *     the provider for access). The user must also hold the `write` permission on the profile.
         *
         *     **KYC models.** Under the *sharing* model the app submits the details
         *     (`PUT /profiles/{profile}/details`), the form (`PUT /profiles/{profile}/form`) and these
         *     verifications, in any order, and the provider decides once all three are in. Under the
         *     *reliance* model only the details are needed; the provider may ask for an
         *     `enhancedDueDiligence` verification (for example for a higher-risk customer), which is sent
         *     here.
         *
         *     **Profile states.** Under the *sharing* model the submission that completes the set (details,
         *     form and at least one verification, all of the profile's kind) moves a `created` or `rejected`
         *     profile to `pending`, and the provider then approves, rejects or blocks it; until then the
         *     profile keeps its state. The call answers 202 with the profile as it stands. A submission
         *     replaces the verifications of the kinds it lists and keeps the others; each kind appears at
         *     most once in a list. It answers 409 when the profile is `blocked`, when it is `approved`
         *     and the list holds anything but `enhancedDueDiligence` (which the provider may ask for at
         *     any time), or when the profile's details are in and the body's kind does not match the
         *     profile's. Before the details, verifications of either kind are kept; they count once
         *     details of the same kind arrive.
         *
         *     **Validation.** A body that breaks a rule answers 400 with a message per field path, for
         *     example `personal.0.documents.0.fileId`: `File not found` when the file does not exist or
         *     was not uploaded for this profile (`POST /files?profile=…`), or `personal.1.kind`:
         *     `Duplicate verification kind`.
         */
        put: operations["submitProfileVerifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update profile verifications
         * @description Adds or replaces verifications of a profile: only the kinds listed change, the others stay.
         *     Each document points to a file uploaded beforehand with `POST /files` for the same profile,
         *     and says what it is (`kind`, for example `passport` or `sourceOfFunds`). After a KYC share
         *     (`POST /profiles/{profile}/share`) the identity verifications are in already; send
         *     `sourceOfFunds` here when the provider asks for it (a `profile.updated` whose
         *     `verifications` holds `sourceOfFunds` as `incomplete`).
         *
         *     **One rule set with `PUT`.** `PUT /profiles/{profile}/verifications` and this call are one
         *     service with the same body, privilege (403), `write` permission, state rules (409; an
         *     approved profile takes only `enhancedDueDiligence`) and checks (each kind at most once,
         *     every file the profile's own). The answer is 202 with the profile as it stands.
         */
        patch: operations["patchProfileVerifications"];
        trace?: never;
    };
    "/profiles/{profile}/share": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share KYC from a third-party provider
         * @description Fills a personal profile's details and identity verifications from the KYC a third-party
         *     provider (Sumsub) already made of the person: the partner sends the applicant's share token,
         *     emoney reads the applicant's verified data with it and stores it as if it had been
         *     submitted: the details (name, address, birthday, nationality, phone, email, identity
         *     document) and the `idDocument`, `facialSimilarity` and `proofOfResidency` verifications.
         *     Each part that receives everything it needs becomes `pending`; the others stay
         *     `incomplete`. The form is still needed (`PATCH /profiles/{profile}/form`), and
         *     `sourceOfFunds` when the provider asks for it. Personal profiles only: a corporate profile
         *     answers 409.
         *
         *     Data the provider sends that breaks a rule of ours (for example an address longer than the
         *     details allow) is skipped, not stored: the call still answers 202, the part stays
         *     `incomplete`, and a `profile.error` notification (opt-in) lists each field skipped and why.
         *     Correct those fields with `PATCH /profiles/{profile}/details`.
         *
         *     **Requires extra privileges.** The same as the other KYC submissions (the right to submit
         *     KYC data); otherwise 403.
         *
         *     **Sandbox test tokens.** The sandbox calls no KYC provider; these tokens decide the outcome,
         *     and any other token answers 400 (`personal.token`: `Unknown share token`):
         *     - `sandbox-approved`: imports Jane Doe, a complete applicant; once the form is in, the
         *       sandbox approves the profile after its usual delay.
         *     - `sandbox-rejected`: imports a complete applicant whose last name is `Reject`; the sandbox
         *       rejects the profile once the form is in.
         *     - `sandbox-invalid-address`: imports an applicant whose address is too long: the address is
         *       skipped, `details.state` stays `incomplete` and `profile.error` names `address`.
         *
         *     In production the token is redeemed with the provider; a server without a connection to it
         *     answers 403 (`KYC sharing with sumsub is not set up`).
         */
        post: operations["shareProfile"];
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
        /**
         * List linked addresses
         * @description Lists the addresses linked to the profiles the caller may read, oldest first, each with
         *     every chain it is linked on. Links still `pending` (or `expired`) are not listed: an address
         *     with no verified link appears nowhere, and a chain still pending is not among an address's
         *     chains. `profile` keeps one profile (`404` when the caller may not read it); `chain` keeps
         *     the addresses linked on that chain, each still with all its chains.
         */
        get: operations["listAddresses"];
        put?: never;
        /**
         * Link an address
         * @description Links a blockchain address to a profile on a chain, proven by a signature of the fixed
         *     message `I hereby declare that I am the address owner.` by the address. The profile must be
         *     one the caller may write.
         *
         *     - An externally owned account signs the message (EIP-191 `personal_sign`, `0x` + 130 hex):
         *       the signer is recovered; `v` may be 27/28 or 0/1, and only the low-`s` form is accepted
         *       (the high-`s` twin of a valid signature is refused). A 65-byte signature that does not
         *       recover to the address is also asked of the address as an ERC-1271 signature, the form a
         *       Safe with one owner signs in.
         *     - An offchain smart-contract signature (any other hex bytes) is checked through ERC-1271:
         *       `isValidSignature(bytes32 hash, bytes signature)` of the contract at `address` on `chain`
         *       must return `0x1626ba7e`, `hash` being the EIP-191 hash of the message (ethers
         *       `hashMessage`).
         *     - Either way the address is linked at once: `201` with state `linked`. A signature that
         *       proves nothing answers `400`.
         *     - A Safe that publishes its signature onchain sends `signature: 0x`. When the Safe has
         *       already signed the message onchain the answer is `201`; otherwise `202` with state
         *       `pending`: every hour, for 5 days from the request, the provider asks the Safe whether it
         *       signed the message (its `signedMessages`, asked as ERC-1271 with an empty signature),
         *       links the address when it did, and lets the request expire otherwise (the address is then
         *       not linked; a new request waits 5 days anew). Asking again while pending answers `202` and
         *       keeps the deadline.
         *
         *     On the sandbox's local chains (`GET /sandbox/chains`) the chain's own node is asked, as in
         *     production: a Safe deployed there signs as any Safe does. A node that cannot be asked just now
         *     answers `503` with `Retry-After` for an offchain signature (nothing is linked), and keeps a `0x`
         *     request pending (asked again at the next hourly check).
         *
         *     On the sandbox's other chains no node is asked. ERC-1271 accepts exactly one signature per address and
         *     message, on every EVM chain: `keccak256(hash ‖ address)`, the 32-byte message hash followed by
         *     the 20-byte address (ethers:
         *     `solidityPackedKeccak256(['bytes32', 'address'], [hashMessage(message), address])`). An
         *     onchain signature is confirmed only by `POST /sandbox/addresses/{address}`; otherwise it
         *     expires after 5 days of the sandbox clock. In production each chain is asked through its
         *     JSON-RPC node; smart-contract signatures on a chain without one are refused, as they always
         *     are on `noble` and `grand` (no smart contracts there).
         *
         *     Linking an address already linked to the same profile on the same chain answers it again
         *     (`201`); on another chain, it adds that chain. An address linked to another profile answers
         *     `409`. A pending request does not hold the address against others: another profile's
         *     pending request answers `409` to a new pending one, but yields to a verified link. A
         *     mixed-case address must be in its EIP-55 checksum case (`400` otherwise); answers give
         *     addresses in checksum case. A profile that does not exist or that the caller may not read
         *     answers `404`; one the caller may read but not write, `403`.
         *
         *     Requires extra privileges: the provider must grant them to the partner app (`403` otherwise).
         */
        post: operations["linkAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a linked address
         * @description Answers one linked address: the profile it is linked to and every chain it is linked on
         *     (not the chains still pending). The address is matched in any case and answered in its
         *     EIP-55 checksum case. Answers `404` when the address is not linked on any chain, or is
         *     linked to a profile the caller may not read.
         */
        get: operations["getAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances/{chain}/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get token balances
         * @description Answers the balances of the provider's tokens held by an address on a chain, one entry per
         *     requested currency (`eur` only when `currency` is not given). Amounts have at most two
         *     decimals: any fraction of a cent held onchain is truncated. The address must be linked (on any
         *     chain) to a profile the caller may read (`404` otherwise, exactly as for an unknown address);
         *     a chain or currency it never held answers `0.00`.
         *
         *     Balances come from the provider's ledger: every mint (money arriving at an IBAN) and every
         *     burn (a redeem order processed) is a balanced posting. Tokens of a redeem order that is still
         *     `placed` or `pending` are counted until the order is processed and burns them; a new order
         *     cannot spend them again (see `POST /orders`).
         */
        get: operations["getBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending signatures
         * @description Lists what still waits for an onchain (multi-signature wallet) signature, oldest first:
         *     address links answered `202` by `POST /addresses` and redeem orders answered `202` by
         *     `POST /orders` (signature `0x`). An entry leaves the list once its signature is confirmed
         *     onchain, or when the 5 days of waiting are over.
         *
         *     The list covers one profile: `profile`, or the caller's default profile when left out
         *     (`404` for a profile the caller cannot see). Every other filter given must match. The count
         *     is in `total` and in the `X-Total-Count` header.
         */
        get: operations["listPendingSignatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ibans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List IBANs
         * @description Lists the IBANs of the profiles the caller may read, in every state. Filter by profile and by
         *     the chain their address mints on.
         */
        get: operations["listIbans"];
        put?: never;
        /**
         * Request an IBAN
         * @description Requests a personal IBAN for the profile that `address` is linked to; euros arriving at it are
         *     minted as tokens on `address` on `chain`. The request is accepted (`202` with
         *     `{code: 202, status: "Accepted"}`, as the provider's published client expects) and the
         *     IBAN is provisioned asynchronously, usually within seconds: watch for the `iban.updated`
         *     webhook or poll `GET /ibans?profile=…`. The profile must be `approved` (`403` otherwise).
         *
         *     A profile has at most one IBAN: when it already has one the answer is `304` and nothing
         *     changes; move the existing IBAN with `PATCH /ibans/{iban}` instead. An address not linked on
         *     `chain` to a profile the caller may read answers `404`.
         *
         *     Requires extra privileges: the provider must grant them to the partner app (`403` otherwise).
         */
        post: operations["requestIban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ibans/{iban}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an IBAN
         * @description Answers one IBAN: its BIC, its profile, the address and chain it mints on, and its state.
         *     Answers `404` when the IBAN does not exist or belongs to a profile the caller may not read.
         */
        get: operations["getIban"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move an IBAN
         * @description Moves an IBAN to another address and chain: from now on, money arriving at it is minted on
         *     the new address. The address must be linked on `chain` to the same profile as the IBAN
         *     (`400` otherwise); the IBAN keeps its number and state. An `iban.updated` webhook follows.
         *
         *     Requires extra privileges: the provider must grant them to the partner app (`403` otherwise).
         */
        patch: operations["moveIban"];
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
         * List orders
         * @description Lists the orders (issue and redeem) of the profiles the caller may read, most recently placed
         *     first. Every filter given must match.
         *
         *     **Live notifications.** Instead of polling, open a WebSocket on the same path:
         *     `wss://api.{host}/orders?access_token={access token}` (or send the token as
         *     `Authorization: Bearer` where the client can set headers; add `&profile={id}` for one profile
         *     only). From the moment it opens, the socket receives one JSON text frame per `order.created`
         *     and `order.updated` of the profiles the token may read, oldest first. Each frame is the
         *     **`Order` object itself**, as the provider's published client reads it. To get the webhook
         *     envelope instead, `{"id": "evt_…", "type": "order.updated", "timestamp": "…", "data": {…the
         *     Order…}}` (which tells a creation from an update), add `&format=envelope` or offer the
         *     WebSocket subprotocol `emoney.envelope.v1` (`Sec-WebSocket-Protocol`; the server then selects
         *     it). `&format=order` is the default; any other `format` is refused with `400`. `&state=…`,
         *     which the published client sends, is accepted and ignored: every order event is sent. A
         *     missing or invalid token is refused at the upgrade with `401` (an unknown `profile` with
         *     `404`); a token that expires or is revoked while connected closes the socket with code
         *     `4401`. Events missed while disconnected are not replayed: list the orders again after
         *     reconnecting.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place a redeem order
         * @description Places a redeem order: burns `amount` tokens of `currency` from `address` on `chain` and
         *     either pays the money out by SEPA to the counterpart's IBAN, or mints it on the counterpart's
         *     address on another chain (cross-chain). Only `redeem` orders can be placed.
         *
         *     The order is authorised by `signature`, a signature of `message` by `address`:
         *     - `message` is `Send {CURRENCY} {amount} to {IBAN} at {timestamp}` for a bank account, or
         *       `Send {CURRENCY} {amount} to {address} on {chain} at {timestamp}` cross-chain (see
         *       `NewOrder` for every rule); it must match the order's fields, and its timestamp must be
         *       no more than 5 minutes old and no more than 1 hour ahead.
         *     - Each signature places one order: the same message and signature again, without `id` or
         *       with another `id`, answers `409` naming the earlier order.
         *     - An externally owned account signs with EIP-191, a smart-contract account through ERC-1271;
         *       a Safe that signs onchain sends `0x`: the answer is then `202` with `{code: 202, status:
         *       "Accepted"}` (as in the provider's published API), and the order stays `placed` until the
         *       signature is confirmed onchain (looked for hourly; rejected when it has not come 5 days
         *       after placing). `GET /signatures` lists it meanwhile; the `order.*` webhooks follow it.
         *
         *     Orders of 15,000 EUR or more need `supportingDocumentId`, the id of a file uploaded with
         *     `POST /files` for the order's profile. `address` must be linked on `chain` to an `approved`
         *     profile the caller may write to (`404` when the caller may not see it, `403` when it may only
         *     read it or the profile is not approved).
         *
         *     Placing is idempotent by `id`: the same `id` with the same body answers the existing order
         *     (`200`, in its current state); with a different body, `409`. The order is answered in state
         *     `placed` and processed asynchronously (`pending`, then `processed` with the tokens burned);
         *     `order.created` (with the order `placed`) and `order.updated` (once it is `processed` or
         *     `rejected`) webhooks follow it; no notification announces `pending`. The amount is reserved at once: an
         *     order that the address's balance, less the amounts of its other `placed` and `pending` redeem
         *     orders, cannot cover is answered already `rejected` with `meta.rejectedReason`
         *     `Insufficient balance` (and both webhooks are sent).
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Answers one order, issue or redeem. Answers `404` when the order does not exist or belongs to
         *     a profile the caller may not read.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tokens
         * @description Lists every token the provider issues on every chain this deployment serves (mainnets in
         *     production, testnets in the sandbox), with its contract address and decimals. The answer is a
         *     bare JSON array (see `TokenList`), ordered by chain (in the order of `Chain`), then EURe, GBPe,
         *     USDe, ISKe.
         *
         *     The EVM chains are listed (Noble and Grand hold Cosmos denominations, not `0x` contracts).
         *     This deployment's contract addresses are fixed and reproducible: the last 20 bytes of
         *     `keccak256("emoney-token:{chain}:{symbol}")`, in EIP-55 case (EURe on Sepolia: the hash of
         *     `emoney-token:sepolia:EURe`).
         *
         *     In a sandbox that runs local chains (`GET /sandbox/chains`), the tokens of those chains are
         *     listed at their local contract addresses instead: real ERC-20 contracts a wallet can read.
         */
        get: operations["listTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List countries
         * @description Lists every country with its risk tier for a customer's nationality and for their country
         *     of residence (a company's, for KYB: its country of registration). The tiers decide how
         *     onboarding goes:
         *     - `low`, `medium`, `high`: accepted, with more checks the higher the tier.
         *     - `restricted`: accepted only with proof of the source of funds, and the first payment must
         *       come from an account in the customer's own name.
         *     - `prohibited`: refused.
         *
         *     Any country code missing from the list is prohibited. The list is the same for every caller,
         *     ordered by `code`, and changes only with a release of the platform. Takes no credentials.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swap/{chain}/{sellToken}/{buyToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a swap quote
         * @description Preview: quotes an exchange of `sellToken` for `buyToken` on `chain`, for the wallet that
         *     will settle it. Give exactly one amount: `sellAmount` (sell this much) or `buyAmount` (buy
         *     this much), of at least 1 token and with no more decimals than the token has; anything else
         *     answers `400`, as do two equal tokens. The quote is bound to `walletAddress` and to the
         *     calling app, and expires at its `expiry`.
         *
         *     The answer's `X-Quote-Token` header holds the quote's terms, sealed: send it unchanged to
         *     `POST /swap/accept` to get the signed quote and its calldata. A quote reserves nothing.
         *     Asking for a quote changes no data.
         *
         *     The preview runs in the sandbox only (`404` in production), on Arbitrum Sepolia, exchanging
         *     USDC and EURe; its prices come from the sandbox rate table (`SwapQuote`'s
         *     `x-sandbox-rates`). It may change before it is generally available.
         */
        get: operations["getSwapQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swap/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a swap quote
         * @description Preview: accepts the quote sealed in `X-Quote-Token` (as `GET
         *     /swap/{chain}/{sellToken}/{buyToken}` answered it, unchanged) and answers its terms signed by
         *     the platform, with a settlement nonce and the complete calldata for the settlement contract
         *     (see `SwapAcceptedQuote`). The request has no body.
         *
         *     A quote is accepted once: accepting it again answers `409`, so one quote never yields two
         *     signatures that could settle. A token that was changed, that another app asked for, or
         *     that is past its `expiry` answers `400` and records nothing.
         *
         *     What the sandbox does: it opens and checks the token, gives the quote the next nonce,
         *     signs its terms with the settlement signer's key (derived from the platform's data key),
         *     encodes the `swap(...)` call and records the acceptance (quote id, nonce, wallet, amounts),
         *     all in one transaction. It checks no balance, allowance or liquidity (its liquidity is
         *     unlimited) and sends nothing onchain: there is no local chain yet, so the calldata is not
         *     settled anywhere and no token moves. In production the preview answers `404`.
         */
        post: operations["acceptSwapQuote"];
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
         * Simulate an incoming payment
         * @description Simulates a SEPA credit transfer arriving at one of the caller's IBANs. The amount is minted
         *     as tokens on the linked address and chain: an `issue` order is created and processed at
         *     once (`order.created` with the order `pending`, then `order.updated` with it `processed`).
         *     The answer is the order `processed`, its amount in the ledger (`GET /balances`) already. Its
         *     `meta.txHashes` names the mint: at once on the sandbox's simulated chains; on a local chain
         *     (`GET /sandbox/chains`, `make start`) the mint is signed and sent to the node by a job right
         *     after the answer, so the answer has no `txHashes` and the order gets them shortly after, with
         *     another `order.updated` (poll `GET /orders/{orderId}` or wait for that event before reading
         *     the node).
         *     The IBAN must belong to a profile the caller may write to (`404` otherwise) and be `approved`
         *     (`409` while it is still being provisioned). Sandbox only: in production mode this answers 404.
         */
        post: operations["simulatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 391a4ef7-2c12-46b6-86c3-9210b78087d5
                 */
                orderId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process or reject a pending order
         * @description Ends an open (`placed` or `pending`) redeem order of the caller's, including one still waiting
         *     for its onchain signature: `processed` burns the tokens and pays out (or, if the balance no
         *     longer covers the order, rejects it with `Insufficient balance`), `rejected` releases them.
         *     Without this, the sandbox processes pending orders by itself after a configurable delay
         *     (`EMONEY_SANDBOX_ORDER_DELAY_MS`). Emits `order.updated`. On a local chain the order answers
         *     `processed` without `meta.txHashes`: a job signs and sends its burn (and mint) right after,
         *     and names them then, with another `order.updated`. An order already `processed` or
         *     `rejected`, or an issue order, answers `409`; a `reason` with `processed` answers `400`; an
         *     order of a profile the caller may not write to answers `404`. Sandbox only: in production
         *     mode this answers 404.
         */
        post: operations["simulateOrderDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/profiles/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a profile's KYC
         * @description Sets the KYC outcome of one of the caller's profiles at once, whatever its state:
         *     `approved`, `rejected` (its details can be fixed and resubmitted) or `blocked`. The caller
         *     needs the `write` permission on the profile. A decision that changes the state emits
         *     `profile.updated`; deciding the state the profile already has changes nothing.
         *
         *     Without this call the sandbox decides by itself: `EMONEY_SANDBOX_KYC_DELAY_MS` (default 2
         *     seconds) after a profile becomes `pending` (everything its KYC model needs was submitted),
         *     it is `approved`, unless its details carry a trigger value:
         *     - a personal profile whose `lastName` is `Reject` → `rejected`, `Block` → `blocked`;
         *     - a corporate profile whose company `name` starts with `Reject` → `rejected`, with `Block`
         *       → `blocked`.
         *     Triggers ignore case and surrounding spaces. A rejected profile can then be resubmitted with
         *     other values and is decided again. Sandbox only: in production mode this answers 404, and
         *     pending profiles stay `pending` until the provider's compliance team decides.
         */
        post: operations["simulateKycDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/addresses/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address, `0x` followed by 40 hexadecimal characters.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm or expire an onchain signature
         * @description Settles a pending onchain smart-contract signature (an address linked with signature `0x`,
         *     answered 202) on one chain at once: `confirmed` records that the wallet signed the link
         *     message onchain (the sandbox chain gateway answers so from then on) and links the address on
         *     that chain (state `linked`); `expired` gives up on it (state `expired`, the address is not
         *     linked on that chain). On the sandbox's simulated chains nothing is confirmed onchain by
         *     itself: the hourly check finds no confirmation, and a pending link expires 5 days after it was
         *     made (see `POST /sandbox/clock`). On its local chains (`GET /sandbox/chains`) a Safe can also
         *     approve the message for real, and the hourly check finds it on the node.
         *
         *     The address is matched in any case. Answers `404` when no profile the caller may read has
         *     claimed the address, and `409` when nothing is pending for it on that chain (never
         *     requested, already linked, or already expired). Sandbox only: in production mode this
         *     answers 404.
         */
        post: operations["simulateSignatureOutcome"];
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
         * Read the sandbox clock
         * @description The caller's partner's sandbox time: the real time plus every advance that partner made.
         *     Each partner has its own clock. Sandbox only: in production mode this answers 404.
         */
        get: operations["getSandboxClock"];
        put?: never;
        /**
         * Move the sandbox clock forward
         * @description Moves the calling partner's sandbox clock forward, so time-based rules can be reached
         *     without waiting: delayed KYC decisions and order processing run, a pending onchain
         *     signature expires after 5 days, the partner's tokens and order messages age. The clock never
         *     goes back. Sandbox only: in production mode this answers 404.
         *
         *     Each partner has its own clock: everything done through the partner's apps (its tokens,
         *     authorization requests and codes, orders, and the delayed work they schedule) runs on it,
         *     and other partners' time does not move. Only the partner's client-credentials app may move
         *     it (`403` for a token speaking for an end user, e.g. from the authorization code flow).
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the local chains
         * @description The chains this sandbox runs on loopback, each a real EVM node (anvil) with the chain id of
         *     the testnet it stands for (by default Sepolia and Chiado; `EMONEY_LOCAL_CHAINS` chooses): its
         *     JSON-RPC URL, the token and Safe contracts the platform deployed on it, an account funded with
         *     test ether for your scripts, and how the chain stands against the ledger.
         *
         *     On a local chain money moves onchain: a payment to an IBAN mints tokens to the IBAN's address,
         *     a processed redeem order burns them from the order's address, a cross-chain order burns on one
         *     chain and mints on the other, and each order's `meta.txHashes` are the real transactions (so
         *     `balanceOf` on the token contract agrees with `GET /balances`). `GET /tokens` lists the local
         *     contract addresses for these chains. Sandbox only: in production mode this answers 404.
         */
        get: operations["listSandboxChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "subscription.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscription created (test notification)
         * @description Sent to a webhook URL when a subscription is being created with `POST /webhooks`, or when
         *     `PATCH /webhooks/{subscription}` changes its URL, to check the endpoint. It is signed with
         *     the subscription's secret like every notification. Unless the endpoint answers with a `2xx`
         *     status (any of them, as for every notification: `200`, `202` and `204` all confirm), the
         *     subscription is not created (or the URL not changed) and the API call answers `400` with
         *     the reason. This notification is not retried.
         *
         *     Verify `webhook-signature` over the body bytes exactly as received before trusting the
         *     payload, and use `webhook-id` to drop duplicates.
         */
        post: operations["onSubscriptionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order created
         * @description Sent to subscriptions of `order.created` when an order is created: a redeem order placed
         *     through `POST /orders` (state `placed`), or an issue order created when money arrives at
         *     a profile's IBAN. `data` is the order as `GET /orders/{orderId}` returns it.
         *
         *     Verify `webhook-signature` over the body bytes exactly as received before trusting the
         *     payload, and use `webhook-id` to drop duplicates.
         */
        post: operations["onOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order updated
         * @description Sent to subscriptions of `order.updated` when an order changes state, above all when it
         *     is `processed` (`meta.processedAt` set) or `rejected` (`meta.rejectedReason` set). On the
         *     sandbox's local chains it is sent once more when the order's onchain transactions are sent
         *     (`meta.txHashes` set, the state unchanged).
         *     `data` is the order after the change, as `GET /orders/{orderId}` returns it.
         *
         *     Verify `webhook-signature` over the body bytes exactly as received before trusting the
         *     payload, and use `webhook-id` to drop duplicates.
         */
        post: operations["onOrderUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "profile.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Profile updated
         * @description Sent to subscriptions of `profile.updated` when a profile changes, for example when its
         *     onboarding `state` moves to `pending`, `approved`, `rejected` or `blocked`. `data`
         *     is the profile after the change, as `GET /profiles/{profile}` returns it, with where its
         *     details, form and verifications stand.
         *
         *     Verify `webhook-signature` over the body bytes exactly as received before trusting the
         *     payload, and use `webhook-id` to drop duplicates.
         */
        post: operations["onProfileUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "profile.error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Profile error
         * @description Sent to subscriptions that chose `profile.error` (it is not among the default types) when
         *     data a KYC provider shared for a profile (`POST /profiles/{profile}/share`) breaks a rule of
         *     the details and is skipped. `data.errors` lists each field and why; the profile stays
         *     `incomplete` until they are corrected with `PATCH /profiles/{profile}/details`. In the
         *     sandbox the test token `sandbox-invalid-address` sends one.
         *
         *     Verify `webhook-signature` over the body bytes exactly as received before trusting the
         *     payload, and use `webhook-id` to drop duplicates.
         */
        post: operations["onProfileError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "iban.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * IBAN updated
         * @description Sent to subscriptions of `iban.updated` when an IBAN changes: once provisioned after
         *     `POST /ibans` (state `approved`), when `PATCH /ibans/{iban}` moves it to another
         *     address or chain, or when its state changes. `data` is the IBAN after the change, as
         *     `GET /ibans/{iban}` returns it.
         *
         *     Verify `webhook-signature` over the body bytes exactly as received before trusting the
         *     payload, and use `webhook-id` to drop duplicates.
         */
        post: operations["onIbanUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Welcome
         * @description The answer of `GET /`.
         */
        Welcome: {
            /** @description A greeting naming the API. */
            hello: string;
            /**
             * Format: uri
             * @description Where the documentation lives.
             */
            docs: string;
            /**
             * Format: uri
             * @description The provider's social account.
             */
            twitter: string;
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
         * ClientId
         * Format: uuid
         * @description A partner app's OAuth client id, issued by emoney when the app is registered. An app has two:
         *     one for the authorization code flow with PKCE (acting for a user) and one for client
         *     credentials (acting for itself); each is accepted only with its own grant.
         * @example 1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01
         */
        ClientId: string;
        /**
         * ResponseType
         * @description The OAuth 2.0 response type (RFC 6749, section 4.1.1). Only `code`, the authorization code
         *     flow, is supported; it is the default when left out. Any other value is sent back to the
         *     trusted `redirect_uri` with `error=unsupported_response_type`.
         * @default code
         * @example code
         * @enum {string}
         */
        ResponseType: "code";
        /**
         * CodeChallenge
         * @description The PKCE code challenge (RFC 7636): the base64url encoding, without padding, of the SHA-256 of
         *     the app's `code_verifier`, hence exactly 43 characters of `A-Z`, `a-z`, `0-9`, `-` and `_`.
         * @example E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM
         */
        CodeChallenge: string;
        /**
         * CodeChallengeMethod
         * @description How the code challenge was derived from the code verifier. Only `S256` (base64url of the
         *     SHA-256 of the verifier) is accepted; the `plain` method of RFC 7636 is refused.
         * @default S256
         * @example S256
         * @enum {string}
         */
        CodeChallengeMethod: "S256";
        /**
         * RedirectUri
         * Format: uri
         * @description Where the authorization server sends the user back with the authorization code. It must
         *     match one of the app's registered redirect URIs exactly (character for character, query
         *     included), and must use `https`; plain `http` is allowed only for `localhost` (and the
         *     loopback addresses `127.0.0.1` and `[::1]`) during development. It is required when the app
         *     has registered more than one; with a single registered URI it defaults to that one.
         * @example https://app.partner.test/callback
         */
        RedirectUri: string;
        /**
         * OauthState
         * @description An opaque value the app chooses and gets back unchanged on its redirect URI, to tie the
         *     answer to the request and protect against cross-site request forgery. Recommended.
         * @example af0ifjsldkj
         */
        OauthState: string;
        /**
         * Address
         * @description An EVM-style account address, `0x` followed by 40 hexadecimal characters (any case).
         * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
         */
        Address: string;
        /**
         * EoaSignature
         * @description An externally owned account signature, `0x` followed by exactly 130 hexadecimal characters (r, s, v).
         * @example 0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b
         */
        EoaSignature: string;
        /**
         * OnchainSignature
         * @description The signature of a smart-contract wallet that signs onchain: exactly `0x`. The answer is then
         *     `202` while the provider waits (up to 5 days) for the onchain confirmation.
         * @example 0x
         * @constant
         */
        OnchainSignature: "0x";
        /**
         * OffchainSignature
         * @description A smart-contract wallet's offchain signature, checked through ERC-1271; free-form
         *     hexadecimal bytes after `0x`.
         * @example 0x1626ba7e
         */
        OffchainSignature: string;
        /**
         * Signature
         * @description A wallet signature in hexadecimal with the `0x` prefix, in one of three forms:
         *     - `EoaSignature`: an externally owned account's signature, `0x` followed by exactly 130
         *       hexadecimal characters (r, s, v), checked by recovering the signer;
         *     - `OnchainSignature`: exactly `0x`, meaning a smart-contract wallet (such as a Safe) publishes
         *       the signature onchain; the provider watches for its confirmation for up to 5 days;
         *     - `OffchainSignature`: any other hexadecimal string, a smart-contract wallet's signature
         *       checked through ERC-1271.
         * @example 0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b
         */
        Signature: components["schemas"]["EoaSignature"] | components["schemas"]["OnchainSignature"] | components["schemas"]["OffchainSignature"];
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
         * AuthMode
         * @description The first screen the hosted flow shows a user who is not signed in:
         *     - `login`: the sign-in screen, for users who already have an account.
         *     - `signup`: the account creation screen (what the flow shows when `auth_mode` is left out).
         * @example login
         * @enum {string}
         */
        AuthMode: "login" | "signup";
        /**
         * SiweMessage
         * @description A Sign-In with Ethereum message (EIP-4361), signed by the wallet with `personal_sign`
         *     (EIP-191). Its text, line by line:
         *
         *         {domain} wants you to sign in with your Ethereum account:
         *         {address}
         *
         *         {statement}
         *
         *         URI: {uri}
         *         Version: 1
         *         Chain ID: {chain id}
         *         Nonce: {nonce}
         *         Issued At: {issued at}
         *         Expiration Time: {expiration time}
         *         Resources:
         *         - {emoney sign-in page}
         *         - {the app's privacy policy}
         *         - {the app's terms of service}
         *
         *     emoney accepts the message only when every rule holds:
         *     - it follows EIP-4361 exactly, lines separated by a single line feed, and has **no trailing
         *       newline** (the last character is the last character of the last resource);
         *     - `{domain}` is the app's host (the authority of its redirect URI) and `{uri}` a URI on the
         *       origin of the app's redirect URI, over `https` (`http` only on `localhost`); `{address}` is the signing address (EIP-55 checksum case recommended), which must be
         *       an address the user has linked; the statement line is optional (without it the message
         *       keeps the empty lines around it, as EIP-4361 prescribes);
         *     - `Version` is `1`;
         *     - `Chain ID` is the EIP-155 id of a chain on which the user linked an address: 1
         *       (ethereum), 100 (gnosis), 137 (polygon), 42161 (arbitrum), 59144 (linea), 8453 (base) in
         *       production; 11155111 (sepolia), 10200 (chiado), 80002 (amoy), 421614 (arbitrumsepolia),
         *       59141 (lineasepolia), 84532 (basesepolia) in the sandbox (see `Chain`'s `x-chains`) (Noble has no EIP-155 id and cannot sign in this way);
         *     - `Nonce` is at least 8 alphanumeric characters and unique: a nonce already used is refused;
         *       preferably one from `GET /auth/nonce` (single use, 10 minutes, bound to the app it was
         *       issued for);
         *     - `Issued At` is an RFC 3339 date-time not in the future and at most 10 minutes old;
         *     - `Expiration Time` is **required**, an RFC 3339 date-time still in the future and at most
         *       10 minutes after `Issued At` (so a client-chosen nonce is accepted once, within that window);
         *       `Not Before`, if present, is in the past; `Request ID` is optional;
         *     - `Resources` lists exactly three URIs, in this order: a sign-in page URL the deployment
         *       accepts (`EMONEY_SIWE_SIGNIN_URLS`, comma-separated; by default only `{public URL}/siwe`,
         *       for example `https://emoney.test/siwe`, a page that explains wallet sign-in; a self-hosted
         *       sandbox on `localhost` may use `http`; add the provider's own sign-in page URL there so
         *       messages built by its published client are accepted), the app's privacy policy and the
         *       app's terms of service.
         * @example app.partner.test wants you to sign in with your Ethereum account:
         *     0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
         *
         *     Allow Partner App to access my data on emoney.
         *
         *     URI: https://app.partner.test/callback
         *     Version: 1
         *     Chain ID: 11155111
         *     Nonce: 7gk2Qx9LpZ3aRm4T
         *     Issued At: 2026-11-22T09:30:00.000Z
         *     Expiration Time: 2026-11-22T09:35:00.000Z
         *     Resources:
         *     - https://emoney.test/siwe
         *     - https://app.partner.test/privacy
         *     - https://app.partner.test/terms
         */
        SiweMessage: string;
        /**
         * AuthorizationRequest
         * @description The authorization code request with PKCE. emoney answers with a temporary redirect (307) to
         *     its hosted onboarding screens, where the user signs up or signs in, onboards, connects
         *     wallets and authorizes the app; the user then comes back to `redirect_uri` with a `code`.
         *     `address` and `signature` go together: with both (and `chain`), the address is linked to the
         *     user's profile automatically.
         * @example {
         *       "client_id": "1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01",
         *       "code_challenge": "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
         *       "code_challenge_method": "S256",
         *       "redirect_uri": "https://app.partner.test/callback",
         *       "state": "af0ifjsldkj"
         *     }
         */
        AuthorizationRequest: {
            client_id: components["schemas"]["ClientId"];
            response_type?: components["schemas"]["ResponseType"];
            code_challenge: components["schemas"]["CodeChallenge"];
            code_challenge_method?: components["schemas"]["CodeChallengeMethod"];
            redirect_uri?: components["schemas"]["RedirectUri"];
            state?: components["schemas"]["OauthState"];
            /**
             * @description A wallet address to link to the user's profile during the flow. Requires `signature`
             *     (the address's signature of the link message) and `chain`.
             */
            address?: components["schemas"]["Address"];
            /**
             * @description The signature by `address` of the fixed link message `I hereby declare that I am the
             *     address owner.` Requires `address`.
             */
            signature?: components["schemas"]["Signature"];
            /**
             * @description The chain to link `address` on (required with `address`); without `address`, the chain
             *     the hosted screens preselect.
             */
            chain?: components["schemas"]["Chain"];
            /**
             * Format: email
             * @description Prefills the email field of the sign-up and sign-in screens.
             * @example jane.doe@partner.test
             */
            email?: string;
            /**
             * @description Skip the KYC screens of the hosted flow: the app collects and submits the customer's
             *     details itself (the sharing KYC model, through `/profiles/{profile}/details`, `form` and
             *     `verifications`). Honoured only for apps on the sharing model that hold the privilege to
             *     submit details; for any other app it is ignored and the customer goes through the KYC
             *     screens.
             * @default false
             * @example false
             */
            skip_kyc: boolean;
            /**
             * @description Skip the account creation screen and go straight to sign-in, for users who already have
             *     an emoney account.
             * @default false
             * @example false
             */
            skip_create_account: boolean;
            auth_mode?: components["schemas"]["AuthMode"];
        };
        /**
         * SiweAuthorizationRequest
         * @description The Sign-In with Ethereum variant of the authorization request, for existing emoney
         *     customers with at least one linked address: instead of the hosted screens, the user proves
         *     control of a linked address by signing an EIP-4361 message. emoney answers at once with a
         *     302 redirect to `redirect_uri` carrying the `code` (and `state`), or `error` and
         *     `error_description` when the message or signature is refused.
         * @example {
         *       "client_id": "1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01",
         *       "code_challenge": "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
         *       "code_challenge_method": "S256",
         *       "redirect_uri": "https://app.partner.test/callback",
         *       "state": "af0ifjsldkj",
         *       "authentication_method": "siwe",
         *       "message": "app.partner.test wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nAllow Partner App to access my data on emoney.\n\nURI: https://app.partner.test/callback\nVersion: 1\nChain ID: 11155111\nNonce: 7gk2Qx9LpZ3aRm4T\nIssued At: 2026-11-22T09:30:00.000Z\nExpiration Time: 2026-11-22T09:35:00.000Z\nResources:\n- https://emoney.test/siwe\n- https://app.partner.test/privacy\n- https://app.partner.test/terms",
         *       "signature": "0x9ff9f8b465db6d3978b0be1b50c9ef5da2d0a6758182a9127b4bb5f46e83ea5552791131b790ece202d5fca87ffef5fd3b080bad4c0c82be8f9e2d7ea2415fd21c"
         *     }
         */
        SiweAuthorizationRequest: {
            client_id: components["schemas"]["ClientId"];
            response_type?: components["schemas"]["ResponseType"];
            code_challenge: components["schemas"]["CodeChallenge"];
            code_challenge_method?: components["schemas"]["CodeChallengeMethod"];
            redirect_uri?: components["schemas"]["RedirectUri"];
            state?: components["schemas"]["OauthState"];
            /**
             * @description Selects the Sign-In with Ethereum variant; `siwe` is the only value.
             * @example siwe
             * @enum {string}
             */
            authentication_method: "siwe";
            message: components["schemas"]["SiweMessage"];
            /**
             * @description The signature of `message` by the address it names, hexadecimal with the `0x` prefix:
             *     an EOA signature (`0x` and 130 hexadecimal characters) or an ERC-1271 smart-contract
             *     signature. The onchain form (exactly `0x`) is not accepted here.
             * @example 0x9ff9f8b465db6d3978b0be1b50c9ef5da2d0a6758182a9127b4bb5f46e83ea5552791131b790ece202d5fca87ffef5fd3b080bad4c0c82be8f9e2d7ea2415fd21c
             */
            signature: string;
        };
        /**
         * Uuid
         * Format: uuid
         * @description A UUID identifier.
         * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
         */
        Uuid: string;
        /**
         * UserRole
         * @description A role a user holds across emoney. `admin`: an emoney administrator. Ordinary users hold no
         *     role, so `roles` is usually empty.
         * @example admin
         * @enum {string}
         */
        UserRole: "admin";
        /**
         * AuthMethod
         * @description How the caller of this request authenticated:
         *     - `password`: a user signed in with email and password (emoney's own screens).
         *     - `resource`: the app authenticated as itself with the client credentials grant (a resource
         *       owner that is the app's own application user).
         *     - `jwt`: a bearer access token issued to an app acting for a user (authorization code flow
         *       with PKCE, or its Sign-In with Ethereum variant).
         *     - `apikey`: an API key issued by emoney.
         *     - `bearer`: another bearer token accepted by emoney.
         * @example jwt
         * @enum {string}
         */
        AuthMethod: "password" | "resource" | "jwt" | "apikey" | "bearer";
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
         * ProfilePermission
         * @description What the user may do with a profile: `read` its data (profile, addresses, IBANs, orders,
         *     balances), `write` to act on it (submit details, link addresses, request IBANs, place orders).
         * @example write
         * @enum {string}
         */
        ProfilePermission: "read" | "write";
        /**
         * ProfileSummary
         * @description A profile the user is authorized for, with the user's permissions on it.
         */
        ProfileSummary: {
            /**
             * @description The user's permissions on this profile.
             * @example [
             *       "read",
             *       "write"
             *     ]
             */
            perms: components["schemas"]["ProfilePermission"][];
        } & components["schemas"]["Profile"];
        /**
         * UserContext
         * @description Who the access token speaks for: the user (for client credentials, the app's own application
         *     user), how they authenticated, and the profiles they may reach. `defaultProfile` is the
         *     profile used when a call names none; others are reached by passing their id.
         */
        UserContext: {
            /** @description The user's id. */
            userId: components["schemas"]["Uuid"];
            /**
             * Format: email
             * @description The user's email address.
             * @example jane.doe@partner.test
             */
            email: string;
            /**
             * @description The user's full name; empty until known.
             * @example Jane Doe
             */
            name: string;
            /** @description The user's roles; empty for ordinary users. */
            roles: components["schemas"]["UserRole"][];
            /** @description How the current request was authenticated. */
            auth: {
                method: components["schemas"]["AuthMethod"];
                /**
                 * @description Who authenticated: the user's email for `password`, the client id for `resource`, the
                 *     token's subject (the user id) for `jwt` and `bearer`, the key id for `apikey`.
                 * @example 5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f
                 */
                subject: string;
                /**
                 * @description Whether the user's email address has been verified.
                 * @example true
                 */
                verified: boolean;
            };
            /** @description The profile used when a call names none. */
            defaultProfile: components["schemas"]["Uuid"];
            /** @description Every profile the user is authorized for, with the permissions on each. */
            profiles: components["schemas"]["ProfileSummary"][];
        };
        /**
         * SignupRequest
         * @description A partner's request to create an emoney user for a customer.
         */
        SignupRequest: {
            /**
             * Format: email
             * @description The new user's email address; it must not belong to an existing user.
             * @example jane.doe@partner.test
             */
            email: string;
        };
        /**
         * SignupResponse
         * @description The user created by a partner sign-up, and their new profile.
         */
        SignupResponse: {
            /**
             * Format: email
             * @description The new user's email address.
             * @example jane.doe@partner.test
             */
            email: string;
            /** @description The id of the user's new profile (state `created`), already authorized for the app. */
            profile: components["schemas"]["Uuid"];
        };
        /**
         * CodeVerifier
         * @description The PKCE code verifier (RFC 7636, section 4.1): a high-entropy random string of 43 to 128
         *     unreserved characters (`A-Z`, `a-z`, `0-9`, `-`, `.`, `_`, `~`). Its S256 transform must equal
         *     the `code_challenge` sent to `/auth`.
         * @example dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk
         */
        CodeVerifier: string;
        /**
         * AuthorizationCodeGrant
         * @description Exchanges an authorization code (from the app's redirect URI) for tokens. The code is single
         *     use and short-lived; `client_id` and `redirect_uri` must be those of the authorization
         *     request, and the S256 transform of `code_verifier` must equal its `code_challenge`. Use the
         *     client id registered for the authorization code flow.
         * @example {
         *       "grant_type": "authorization_code",
         *       "client_id": "1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01",
         *       "code": "SplxlOBeZQQYbYS6WxSbIA",
         *       "code_verifier": "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
         *       "redirect_uri": "https://app.partner.test/callback"
         *     }
         */
        AuthorizationCodeGrant: {
            /**
             * @description Selects this grant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            grant_type: "authorization_code";
            client_id: components["schemas"]["ClientId"];
            /**
             * @description The authorization code received on the redirect URI.
             * @example SplxlOBeZQQYbYS6WxSbIA
             */
            code: string;
            code_verifier: components["schemas"]["CodeVerifier"];
            /**
             * @description The `redirect_uri` of the authorization request; required if it was sent there, and then
             *     identical to it.
             */
            redirect_uri?: components["schemas"]["RedirectUri"];
        };
        /**
         * RefreshTokenGrant
         * @description Exchanges a refresh token for a new access token (and a new refresh token, which replaces
         *     the old one). `client_id` must be the client id the refresh token was issued to; a
         *     confidential client also sends its `client_secret` (required in production).
         * @example {
         *       "grant_type": "refresh_token",
         *       "client_id": "1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01",
         *       "refresh_token": "tGzv3JOkF0XG5Qx2TlKWIA"
         *     }
         */
        RefreshTokenGrant: {
            /**
             * @description Selects this grant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            grant_type: "refresh_token";
            client_id: components["schemas"]["ClientId"];
            /**
             * @description The refresh token of an earlier token answer.
             * @example tGzv3JOkF0XG5Qx2TlKWIA
             */
            refresh_token: string;
            /**
             * @description The client secret of a confidential client (a client credentials client id), which
             *     authenticates the client as RFC 6749, section 6 asks. Production requires it for such
             *     clients (`Client authentication is required to refresh this client's tokens` otherwise);
             *     the sandbox accepts its absence, as published clients refresh with `client_id` alone.
             *     When sent, it must be right. Authorization code flow clients have no secret and send none.
             * @example 3c5f8d0e6b2a4f7c9e1d3b5a7c9e0f2b4d6a8c0e2f4b6d8a
             */
            client_secret?: string;
        };
        /**
         * ClientCredentialsGrant
         * @description Gets a token for the app acting for itself (its application user and that user's profile).
         *     Use the client id and secret registered for client credentials, never the authorization
         *     code flow's client id. Keep the secret on a server.
         * @example {
         *       "grant_type": "client_credentials",
         *       "client_id": "9b2d7c4e-1a3f-4b5c-8d6e-0f1a2b3c4d5e",
         *       "client_secret": "3c5f8d0e6b2a4f7c9e1d3b5a7c9e0f2b4d6a8c0e2f4b6d8a"
         *     }
         */
        ClientCredentialsGrant: {
            /**
             * @description Selects this grant. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            grant_type: "client_credentials";
            client_id: components["schemas"]["ClientId"];
            /**
             * @description The app's client secret, issued with its client credentials client id.
             * @example 3c5f8d0e6b2a4f7c9e1d3b5a7c9e0f2b4d6a8c0e2f4b6d8a
             */
            client_secret: string;
        };
        /**
         * TokenRequest
         * @description A token request, one of the three grants, selected by `grant_type`.
         */
        TokenRequest: components["schemas"]["AuthorizationCodeGrant"] | components["schemas"]["RefreshTokenGrant"] | components["schemas"]["ClientCredentialsGrant"];
        /**
         * AccessToken
         * @description The answer of the token endpoint (RFC 6749, section 5.1). Send `access_token` as
         *     `Authorization: Bearer <access_token>`; before it expires, use `refresh_token` with the
         *     `refresh_token` grant to get a new pair.
         */
        AccessToken: {
            /**
             * @description The bearer access token (a JWT; treat it as opaque).
             * @example eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1YjJjOGUxZC00ZjdhLTRjM2ItOWU2ZC0xYTJiM2M0ZDVlNmYifQ.c2lnbmF0dXJl
             */
            access_token: string;
            /**
             * @description The access token's lifetime in seconds, always 3600 (one hour).
             * @example 3600
             * @constant
             */
            expires_in: 3600;
            /**
             * @description A refresh token for the `refresh_token` grant; bound to the same client id.
             * @example tGzv3JOkF0XG5Qx2TlKWIA
             */
            refresh_token: string;
            /**
             * @description Always `Bearer`.
             * @example Bearer
             * @enum {string}
             */
            token_type: "Bearer";
        };
        /**
         * RevokeRequest
         * @description A token to revoke (RFC 7009): an access token or a refresh token of the client. Revoking
         *     either ends every token of the same grant (the refresh token family and its access tokens).
         */
        RevokeRequest: {
            client_id: components["schemas"]["ClientId"];
            /** @description The access token or refresh token to revoke. */
            token: string;
            /**
             * @description Which kind of token `token` is, to find it faster; optional.
             * @enum {string}
             */
            token_type_hint?: "access_token" | "refresh_token";
        };
        /**
         * SiweNonce
         * @description A Sign-In with Ethereum nonce issued by emoney (`GET /auth/nonce`): put it in the message's
         *     `Nonce` line. It is accepted once, until `expiresAt`, and, when it was issued for a
         *     `client_id`, only in a sign-in of that app.
         */
        SiweNonce: {
            /** @description 32 hexadecimal digits (letters and digits only, as EIP-4361 requires). */
            nonce: string;
            /**
             * Format: date-time
             * @description When the nonce stops being accepted (10 minutes after it was issued).
             */
            expiresAt: string;
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
         * WebhookSubscriptionList
         * @description The app's webhook subscriptions, oldest first.
         */
        WebhookSubscriptionList: {
            /** @description Every subscription of the calling app, active or not. */
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
         * WebhookDelivery
         * @description One notification to one subscription: the event it carries, every attempt so far, and when
         *     the next retry is due. The same `webhookId` is sent on every attempt (and on a resend), so a
         *     receiver can drop duplicates.
         */
        WebhookDelivery: {
            /** @description The delivery's id. */
            id: components["schemas"]["Uuid"];
            /**
             * @description The `webhook-id` header of every attempt.
             * @example msg_p5jXN8AQM9LWM0D4loKWxJek
             */
            webhookId: string;
            type: components["schemas"]["WebhookEventType"];
            state: components["schemas"]["WebhookDeliveryState"];
            /** @description Every attempt, oldest first. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            /** @description When the next attempt is due; only while `pending`. */
            nextAttemptAt?: components["schemas"]["Timestamp"];
            /** @description When the event happened and the delivery was scheduled. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description When the receiver acknowledged it; only when `delivered`. */
            deliveredAt?: components["schemas"]["Timestamp"];
        };
        /**
         * WebhookDeliveryList
         * @description The deliveries of a subscription, newest first.
         */
        WebhookDeliveryList: {
            /** @description The deliveries, newest first (at most `limit`). */
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description Present when more items follow this page; send it as `cursor` for the next one. */
            nextCursor?: components["schemas"]["PageCursor"];
        };
        /**
         * FileUpload
         * @description The multipart form of a file upload: a single part named `file` holding the file's bytes,
         *     with its file name in the part's `Content-Disposition` (at most 100 characters). PDF or JPEG
         *     only (decided from the content), at most 5 MB (5,242,880 bytes).
         */
        FileUpload: {
            /**
             * Format: binary
             * @description The file's content, a PDF or a JPEG of at most 5,242,880 bytes.
             */
            file: string;
        };
        /**
         * FileType
         * @description The media type of an uploaded file, decided from its content (its magic bytes), not from its
         *     name or the declared content type: `application/pdf` (starts with `%PDF-`) or `image/jpeg`
         *     (starts with the bytes `FF D8 FF`). Nothing else is accepted.
         * @example application/pdf
         * @enum {string}
         */
        FileType: "application/pdf" | "image/jpeg";
        /**
         * FileMeta
         * @description Bookkeeping of an uploaded file.
         */
        FileMeta: {
            /** @description The id of the user who uploaded the file. */
            uploadedBy: components["schemas"]["Uuid"];
            /** @description When the file was uploaded. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description When the file record last changed; equals `createdAt` for a new upload. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * FileObject
         * @description An uploaded file, for example a supporting document for an order of 15,000 EUR or more
         *     (pass its `id` as the order's `supportingDocumentId`) or a KYC document (pass it as a
         *     verification document's `fileId`).
         */
        FileObject: {
            /** @description The file's id. */
            id: components["schemas"]["Uuid"];
            /**
             * @description The file name sent with the upload, at most 100 characters.
             * @example invoice-2026-118.pdf
             */
            name: string;
            type: components["schemas"]["FileType"];
            /**
             * @description The file's size in bytes, at most 5 MB (5,242,880 bytes).
             * @example 48213
             */
            size: number;
            /**
             * @description The SHA-256 of the file's content, 64 lower-case hexadecimal characters.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            hash: string;
            meta: components["schemas"]["FileMeta"];
        };
        /**
         * ProfileList
         * @description The answer of `GET /profiles`, the profiles the caller may reach, with the caller's permissions on each.
         */
        ProfileList: {
            /** @description The profiles matching the filters, possibly none. */
            profiles: components["schemas"]["ProfileSummary"][];
            /** @description Present when more items follow this page; send it as `cursor` for the next one. */
            nextCursor?: components["schemas"]["PageCursor"];
        };
        /**
         * ProfileCreateRequest
         * @description The body of `POST /profiles`: the kind of the new profile and, optionally, its id chosen by the
         *     partner (a UUID; a profile with that id must not exist yet). Unknown fields are rejected.
         */
        ProfileCreateRequest: {
            /** @description The id the profile gets; the server picks one when it is left out. */
            id?: components["schemas"]["Uuid"];
            /** @description `personal` for a person, `corporate` for a company: it decides which details and verifications the profile asks for. */
            kind: components["schemas"]["ProfileKind"];
        };
        /**
         * CountryCode
         * @description An ISO 3166-1 alpha-2 country code, exactly two upper-case letters.
         * @example IS
         */
        CountryCode: string;
        /**
         * IsoDate
         * Format: date
         * @description A calendar date in the form `YYYY-MM-DD`.
         * @example 1990-05-17
         */
        IsoDate: string;
        /**
         * PersonalDetailsFields
         * @description The fields of a natural person's identity and the rules of each, none of them required:
         *     the building block of `PersonalDetails` (which says which are required) and of
         *     `PersonalDetailsPatch` (which changes some of them).
         */
        PersonalDetailsFields: {
            /**
             * @description Given name(s) as written on the identity document, at least 2 characters.
             * @example Jane
             */
            firstName?: string;
            /**
             * @description Family name(s) as written on the identity document, at least 2 characters.
             * @example Doe
             */
            lastName?: string;
            /**
             * @description Street address of the place of residence (street, number, apartment).
             * @example Laugavegur 77
             */
            address?: string;
            /**
             * @description Postal code of the place of residence.
             * @example 101
             */
            postalCode?: string;
            /**
             * @description City of the place of residence.
             * @example Reykjavík
             */
            city?: string;
            /** @description Country of residence. */
            country?: components["schemas"]["CountryCode"];
            /**
             * @description State, province or region of residence, where the country has them (for example a US state). Optional.
             * @example Höfuðborgarsvæðið
             */
            countryState?: string;
            /** @description Country of citizenship. */
            nationality?: components["schemas"]["CountryCode"];
            /** @description Date of birth, `YYYY-MM-DD`. */
            birthday?: components["schemas"]["IsoDate"];
            /**
             * @description The person's phone number in international form: `+`, the country calling code and the
             *     number, digits only (E.164, at most 15 digits). Optional here; the provider's white-label
             *     onboarding asks for it.
             * @example +3548888888
             */
            phone?: string;
            /**
             * Format: email
             * @description The person's email address. Optional here; the provider's white-label onboarding asks for it.
             * @example jane.doe@example.com
             */
            email?: string;
        };
        /**
         * PersonalDetails
         * @description The identity of a natural person: the customer of a personal profile, or a director,
         *     representative or final beneficiary of a corporate profile. All fields but `countryState`,
         *     `phone` and `email` are required.
         *
         *     This schema is a building block and is never sent on its own: `PersonalDetailsSubmission`,
         *     `Representative`, `FinalBeneficiary` and `Director` include it with `allOf` and close the
         *     result with `unevaluatedProperties: false`, so an unknown field is rejected there. (It does not
         *     set `additionalProperties: false` itself, because that would also reject the fields those
         *     schemas add, such as `idDocument`.)
         */
        PersonalDetails: WithRequired<components["schemas"]["PersonalDetailsFields"], "firstName" | "lastName" | "address" | "postalCode" | "city" | "country" | "nationality" | "birthday">;
        /**
         * IdDocumentKind
         * @description The kind of identity document a person is identified with:
         *     - `passport`: a passport.
         *     - `nationalIdentityCard`: a national identity card.
         * @example passport
         * @enum {string}
         */
        IdDocumentKind: "passport" | "nationalIdentityCard";
        /**
         * IdDocument
         * @description The identity document a person is identified with.
         */
        IdDocument: {
            /**
             * @description The document number as printed on the document (letters, digits, spaces, `.`, `/` and `-`).
             * @example A1234567
             */
            number: string;
            kind: components["schemas"]["IdDocumentKind"];
        };
        /**
         * PersonalDetailsSubmission
         * @description The details of a personal profile as submitted with `PUT /profiles/{profile}/details`: the
         *     person's `PersonalDetails` plus the identity document they are identified with. All fields but
         *     `countryState` are required; unknown fields are rejected.
         */
        PersonalDetailsSubmission: {
            idDocument: components["schemas"]["IdDocument"];
        } & components["schemas"]["PersonalDetails"];
        /**
         * Representative
         * @description A person who acts on behalf of the company towards the provider (for example a managing
         *     director or a holder of a power of attorney): their `PersonalDetails` plus the identity
         *     document they are identified with. All fields but `countryState` are required; unknown fields
         *     are rejected.
         */
        Representative: {
            idDocument: components["schemas"]["IdDocument"];
        } & components["schemas"]["PersonalDetails"];
        /**
         * FinalBeneficiary
         * @description An ultimate beneficial owner of the company, a person who owns or controls at least 25 % of
         *     it: their `PersonalDetails` plus their share. All fields but `countryState` are required;
         *     unknown fields are rejected.
         */
        FinalBeneficiary: {
            /**
             * @description The share of the company the person owns or controls, in percent, from 25 to 100 with at
             *     most two decimals: a number (`60`, `37.5`), or the same as a decimal string (`'100'`), as
             *     the provider's API of 2026-08 writes it. Stored as sent.
             * @example 60
             */
            ownershipPercentage: number | string;
        } & components["schemas"]["PersonalDetails"];
        /**
         * Director
         * @description A member of the company's board of directors: their `PersonalDetails`. All fields but
         *     `countryState` are required; unknown fields are rejected.
         */
        Director: components["schemas"]["PersonalDetails"];
        /**
         * CorporateDetailsFields
         * @description The fields of a company's details and the rules of each, none of them required: the
         *     building block of `CorporateDetails` (which says which are required) and of
         *     `CorporateDetailsPatch`.
         */
        CorporateDetailsFields: {
            /**
             * @description The company's registered legal name.
             * @example Acme Payments ehf.
             */
            name?: string;
            /**
             * @description The company's number in its country's register of companies.
             * @example 5501692829
             */
            registrationNumber?: string;
            /** @description The date the company was registered, `YYYY-MM-DD`. Optional. */
            registrationDate?: components["schemas"]["IsoDate"];
            /**
             * @description The company's VAT identification number, usually prefixed by its country code. Optional.
             * @example IS123456
             */
            vatNumber?: string;
            /**
             * Format: uri
             * @description The company's website, an absolute URL. Optional.
             * @example https://acme.example
             */
            website?: string;
            /**
             * @description Street address of the registered office.
             * @example Borgartún 26
             */
            address?: string;
            /**
             * @description Postal code of the registered office.
             * @example 105
             */
            postalCode?: string;
            /**
             * @description City of the registered office.
             * @example Reykjavík
             */
            city?: string;
            /** @description Country of the registered office (and of registration). */
            country?: components["schemas"]["CountryCode"];
            /**
             * @description State, province or region of the registered office. Required for companies (unlike for
             *     persons); send an empty string where the country has no such subdivision.
             * @example Höfuðborgarsvæðið
             */
            countryState?: string;
            /** @description The people who act on behalf of the company towards the provider; at least one. */
            representatives?: components["schemas"]["Representative"][];
            /** @description The ultimate beneficial owners, each owning or controlling at least 25 %; empty when there is none. */
            finalBeneficiaries?: components["schemas"]["FinalBeneficiary"][];
            /** @description The members of the board of directors; at least one. */
            directors?: components["schemas"]["Director"][];
        };
        /**
         * CorporateDetails
         * @description The details of a corporate profile as submitted with `PUT /profiles/{profile}/details`: the
         *     company, its registered address, and the people behind it. `registrationDate`, `vatNumber`
         *     and `website` are optional; every other field is required; unknown fields are rejected.
         *
         *     `finalBeneficiaries` lists every person owning or controlling at least 25 % of the company (it
         *     may be empty when nobody does); their shares together cannot exceed 100 %, which the server
         *     checks.
         */
        CorporateDetails: WithRequired<components["schemas"]["CorporateDetailsFields"], "name" | "registrationNumber" | "address" | "postalCode" | "city" | "country" | "countryState" | "representatives" | "finalBeneficiaries" | "directors">;
        /**
         * ProfileDetailsRequest
         * @description The body of `PUT /profiles/{profile}/details`: exactly one of `personal` (a person, with their
         *     identity document) or `corporate` (a company, with its representatives, final beneficiaries
         *     and directors). The key chosen sets the profile's kind, which can change until the profile is
         *     approved.
         */
        ProfileDetailsRequest: {
            personal: components["schemas"]["PersonalDetailsSubmission"];
        } | {
            corporate: components["schemas"]["CorporateDetails"];
        };
        /**
         * PersonalDetailsPatch
         * @description Some fields of a person's details, sent with `PATCH /profiles/{profile}/details`: each field
         *     sent replaces the stored one, each field left out keeps its stored value. Each field follows
         *     the rules of `PersonalDetails`, and `idDocument` may come along; the details count as complete
         *     (`details.state` leaves `incomplete`) once every field `PersonalDetails` requires is in.
         *     Unknown fields are rejected.
         */
        PersonalDetailsPatch: {
            idDocument?: components["schemas"]["IdDocument"];
        } & components["schemas"]["PersonalDetailsFields"];
        /**
         * CorporateDetailsPatch
         * @description Some fields of a company's details, sent with `PATCH /profiles/{profile}/details`: each
         *     field sent replaces the stored one (a list, such as `representatives`, is replaced as a whole),
         *     each field left out keeps its stored value. The details count as complete once every field
         *     `CorporateDetails` requires is in. Unknown fields are rejected.
         */
        CorporateDetailsPatch: components["schemas"]["CorporateDetailsFields"];
        /**
         * ProfileDetailsPatch
         * @description The body of `PATCH /profiles/{profile}/details`: exactly one of `personal` or `corporate`,
         *     holding the fields to change. The key chosen must match the profile's kind.
         */
        ProfileDetailsPatch: {
            personal: components["schemas"]["PersonalDetailsPatch"];
        } | {
            corporate: components["schemas"]["CorporateDetailsPatch"];
        };
        /**
         * Occupation
         * @description The person's occupation. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `OCCUPATION_STUDENT`
         *     - `OCCUPATION_EMPLOYED`: employed by someone else.
         *     - `OCCUPATION_SELF_EMPLOYED`: self employed, including sole traders and freelancers.
         *     - `OCCUPATION_UNEMPLOYED`
         *     - `OCCUPATION_RETIRED`
         * @example OCCUPATION_EMPLOYED
         * @enum {string}
         */
        Occupation: "OCCUPATION_STUDENT" | "OCCUPATION_EMPLOYED" | "OCCUPATION_SELF_EMPLOYED" | "OCCUPATION_UNEMPLOYED" | "OCCUPATION_RETIRED";
        /**
         * Profession
         * @description The field the person works (or last worked, or studies) in: 29 codes. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `PROF_ACCOUNTANCY`: accounting, auditing, bookkeeping, tax advice.
         *     - `PROF_ADMINISTRATIVE`: office and administrative work.
         *     - `PROF_AGRICULTURE`: farming, fishing, forestry.
         *     - `PROF_ARTS_MEDIA`: arts, music, film, press, broadcasting.
         *     - `PROF_BROKER_DEALER`: securities brokers and dealers.
         *     - `PROF_CATERING_HOSPITALITY`: hotels, restaurants, tourism.
         *     - `PROF_CHARITY`: charities, foundations, associations.
         *     - `PROF_CONSTRUCTION_REAL_ESTATE`: building, civil engineering, property.
         *     - `PROF_DEALER_HIGH_VALUE_GOODS`: dealers in cars, art, jewellery and other high-value goods.
         *     - `PROF_DEALER_PRECIOUS_METALS`: dealers in gold, silver and other precious metals or stones.
         *     - `PROF_EDUCATION`: schools, universities, training.
         *     - `PROF_EMERGENCY_SERVICES`: police, fire, ambulance.
         *     - `PROF_EXTRACTIVE_INDUSTRY`: mining, quarrying, oil and gas.
         *     - `PROF_FIN_SERVICES_BANKING`: banks, payment and e-money institutions.
         *     - `PROF_FIN_SERVICES_INSURANCE`: insurers and brokers.
         *     - `PROF_FIN_SERVICES_OTHER`: other financial services.
         *     - `PROF_FIN_SERVICES_PRIVATE_BANKING`: private banking and wealth management.
         *     - `PROF_GAMBLING`: casinos, betting, lotteries.
         *     - `PROF_GOVERNMENT`: public administration, politics, diplomacy.
         *     - `PROF_HEALTHCARE_MEDICAL`: medicine, care, pharmacy.
         *     - `PROF_INFORMATION_TECHNOLOGY`: software, hardware, IT services.
         *     - `PROF_LEGAL`: lawyers, notaries, courts.
         *     - `PROF_MANUFACTURING`: industry and production.
         *     - `PROF_MARKETING`: marketing, advertising, public relations.
         *     - `PROF_MILITARY_DEFENCE`: armed forces, weapons and military equipment.
         *     - `PROF_MONEY_SERVICE_BUSINESS`: money transfer and currency exchange.
         *     - `PROF_PENSIONER`: retired.
         *     - `PROF_PUBLIC_PROCUREMENT`: public purchasing.
         *     - `PROF_RETAIL_SALES`: shops, wholesale, e-commerce.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `PROFESSION_ACCOUNTANCY`, `PROFESSION_ADMINISTRATIVE`, `PROFESSION_AGRICULTURE`, `PROFESSION_ARTS_ENTERTAINMENT_MEDIA`, `PROFESSION_BROKER_DEALER`, `PROFESSION_CATERING_HOSPITALITY_TOURISM`, `PROFESSION_CHARITY`, `PROFESSION_CONSTRUCTION_REAL_ESTATE`, `PROFESSION_DEALER_HIGH_VALUE_GOODS`, `PROFESSION_DEALER_PRECIOUS_METALS`, `PROFESSION_EDUCATION`, `PROFESSION_EMERGENCY_SERVICES`, `PROFESSION_EXTRACTIVE_INDUSTRY`, `PROFESSION_FINANCIAL_SERVICES_BANKING`, `PROFESSION_FINANCIAL_SERVICES_INSURANCE`, `PROFESSION_FINANCIAL_SERVICES_OTHER`, `PROFESSION_FINANCIAL_SERVICES_PRIVATE_BANKING`, `PROFESSION_GAMBLING`, `PROFESSION_GOVERNMENT`, `PROFESSION_HEALTH_CARE`, `PROFESSION_INFORMATION_TECHNOLOGY`, `PROFESSION_LEGAL`, `PROFESSION_MANUFACTURING`, `PROFESSION_MARKETING`, `PROFESSION_MILITARY`, `PROFESSION_MONEY_SERVICE_BUSINESS`, `PROFESSION_PENSIONER`, `PROFESSION_PUBLIC_PROCUREMENT`, `PROFESSION_RETAIL_SALES`.
         * @example PROF_INFORMATION_TECHNOLOGY
         * @enum {string}
         */
        Profession: "PROF_ACCOUNTANCY" | "PROF_ADMINISTRATIVE" | "PROF_AGRICULTURE" | "PROF_ARTS_MEDIA" | "PROF_BROKER_DEALER" | "PROF_CATERING_HOSPITALITY" | "PROF_CHARITY" | "PROF_CONSTRUCTION_REAL_ESTATE" | "PROF_DEALER_HIGH_VALUE_GOODS" | "PROF_DEALER_PRECIOUS_METALS" | "PROF_EDUCATION" | "PROF_EMERGENCY_SERVICES" | "PROF_EXTRACTIVE_INDUSTRY" | "PROF_FIN_SERVICES_BANKING" | "PROF_FIN_SERVICES_INSURANCE" | "PROF_FIN_SERVICES_OTHER" | "PROF_FIN_SERVICES_PRIVATE_BANKING" | "PROF_GAMBLING" | "PROF_GOVERNMENT" | "PROF_HEALTHCARE_MEDICAL" | "PROF_INFORMATION_TECHNOLOGY" | "PROF_LEGAL" | "PROF_MANUFACTURING" | "PROF_MARKETING" | "PROF_MILITARY_DEFENCE" | "PROF_MONEY_SERVICE_BUSINESS" | "PROF_PENSIONER" | "PROF_PUBLIC_PROCUREMENT" | "PROF_RETAIL_SALES" | "PROFESSION_ACCOUNTANCY" | "PROFESSION_ADMINISTRATIVE" | "PROFESSION_AGRICULTURE" | "PROFESSION_ARTS_ENTERTAINMENT_MEDIA" | "PROFESSION_BROKER_DEALER" | "PROFESSION_CATERING_HOSPITALITY_TOURISM" | "PROFESSION_CHARITY" | "PROFESSION_CONSTRUCTION_REAL_ESTATE" | "PROFESSION_DEALER_HIGH_VALUE_GOODS" | "PROFESSION_DEALER_PRECIOUS_METALS" | "PROFESSION_EDUCATION" | "PROFESSION_EMERGENCY_SERVICES" | "PROFESSION_EXTRACTIVE_INDUSTRY" | "PROFESSION_FINANCIAL_SERVICES_BANKING" | "PROFESSION_FINANCIAL_SERVICES_INSURANCE" | "PROFESSION_FINANCIAL_SERVICES_OTHER" | "PROFESSION_FINANCIAL_SERVICES_PRIVATE_BANKING" | "PROFESSION_GAMBLING" | "PROFESSION_GOVERNMENT" | "PROFESSION_HEALTH_CARE" | "PROFESSION_INFORMATION_TECHNOLOGY" | "PROFESSION_LEGAL" | "PROFESSION_MANUFACTURING" | "PROFESSION_MARKETING" | "PROFESSION_MILITARY" | "PROFESSION_MONEY_SERVICE_BUSINESS" | "PROFESSION_PENSIONER" | "PROFESSION_PUBLIC_PROCUREMENT" | "PROFESSION_RETAIL_SALES";
        /**
         * FundOrigin
         * @description Where the money the person will use comes from. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `FUND_ORIGIN_SALARY`: wages or other employment income.
         *     - `FUND_ORIGIN_DIVIDENDS`: dividends from shareholdings.
         *     - `FUND_ORIGIN_INHERITANCE`
         *     - `FUND_ORIGIN_SAVINGS`
         *     - `FUND_ORIGIN_INVESTMENT`: proceeds of investments.
         *     - `FUND_ORIGIN_GIFT`
         *     - `FUND_ORIGIN_MINING`: proceeds of crypto-asset mining.
         *     - `FUND_ORIGIN_REAL_ESTATE`: rent or the sale of property.
         *     - `FUND_ORIGIN_LOAN`
         * @example FUND_ORIGIN_SALARY
         * @enum {string}
         */
        FundOrigin: "FUND_ORIGIN_SALARY" | "FUND_ORIGIN_DIVIDENDS" | "FUND_ORIGIN_INHERITANCE" | "FUND_ORIGIN_SAVINGS" | "FUND_ORIGIN_INVESTMENT" | "FUND_ORIGIN_GIFT" | "FUND_ORIGIN_MINING" | "FUND_ORIGIN_REAL_ESTATE" | "FUND_ORIGIN_LOAN";
        /**
         * AnnualIncome
         * @description The person's yearly income before tax, in euros (or the equivalent), as one of five bands
         *     (a band includes its lower bound and excludes its upper bound). These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `ANNUAL_INCOME_UNDER_10K`: under 10,000.
         *     - `ANNUAL_INCOME_10K_TO_50K`: 10,000 to under 50,000.
         *     - `ANNUAL_INCOME_50K_TO_150K`: 50,000 to under 150,000.
         *     - `ANNUAL_INCOME_150K_TO_300K`: 150,000 to under 300,000.
         *     - `ANNUAL_INCOME_OVER_300K`: 300,000 or more.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `ANNUAL_INCOME_FROM_10K_TO_50K`, `ANNUAL_INCOME_FROM_50K_TO_150K`, `ANNUAL_INCOME_FROM_150K_TO_300K`, `ANNUAL_INCOME_MORE_THAN_300K`.
         * @example ANNUAL_INCOME_50K_TO_150K
         * @enum {string}
         */
        AnnualIncome: "ANNUAL_INCOME_UNDER_10K" | "ANNUAL_INCOME_10K_TO_50K" | "ANNUAL_INCOME_50K_TO_150K" | "ANNUAL_INCOME_150K_TO_300K" | "ANNUAL_INCOME_OVER_300K" | "ANNUAL_INCOME_FROM_10K_TO_50K" | "ANNUAL_INCOME_FROM_50K_TO_150K" | "ANNUAL_INCOME_FROM_150K_TO_300K" | "ANNUAL_INCOME_MORE_THAN_300K";
        /**
         * MonthlyTurnover
         * @description How much money the person expects to move through the provider each month, in euros (or
         *     the equivalent), as one of five bands (lower bound included, upper excluded). These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `TURNOVER_UNDER_10K`: under 10,000.
         *     - `TURNOVER_10K_TO_50K`: 10,000 to under 50,000.
         *     - `TURNOVER_50K_TO_150K`: 50,000 to under 150,000.
         *     - `TURNOVER_150K_TO_500K`: 150,000 to under 500,000.
         *     - `TURNOVER_OVER_500K`: 500,000 or more.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `TURNOVER_MORE_THAN_500K`.
         * @example TURNOVER_UNDER_10K
         * @enum {string}
         */
        MonthlyTurnover: "TURNOVER_UNDER_10K" | "TURNOVER_10K_TO_50K" | "TURNOVER_50K_TO_150K" | "TURNOVER_150K_TO_500K" | "TURNOVER_OVER_500K" | "TURNOVER_MORE_THAN_500K";
        /**
         * MonthlyTransactionCount
         * @description How many transactions the person expects to make through the provider each month, as one
         *     of five bands (lower bound included, upper excluded). These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `TRANSACTION_COUNT_LESS_THAN_5`: fewer than 5.
         *     - `TRANSACTION_COUNT_5_TO_50`: 5 to 49.
         *     - `TRANSACTION_COUNT_50_TO_100`: 50 to 99.
         *     - `TRANSACTION_COUNT_100_TO_200`: 100 to 199.
         *     - `TRANSACTION_COUNT_OVER_200`: 200 or more.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `TRANSACTION_COUNT_UNDER_5`, `TRANSACTION_COUNT_MORE_THAN_200`.
         * @example TRANSACTION_COUNT_5_TO_50
         * @enum {string}
         */
        MonthlyTransactionCount: "TRANSACTION_COUNT_LESS_THAN_5" | "TRANSACTION_COUNT_5_TO_50" | "TRANSACTION_COUNT_50_TO_100" | "TRANSACTION_COUNT_100_TO_200" | "TRANSACTION_COUNT_OVER_200" | "TRANSACTION_COUNT_UNDER_5" | "TRANSACTION_COUNT_MORE_THAN_200";
        /**
         * Activity
         * @description What the person intends to use the provider's services for. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `ACTIVITY_COMMERCE_SELLING`: receiving payments for goods or services they sell.
         *     - `ACTIVITY_COMMERCE_BUYING`: paying for goods or services they buy.
         *     - `ACTIVITY_INVESTING_CRYPTO`: investing in crypto-assets.
         *     - `ACTIVITY_OTHER`: something else, described in the form's `activityOther`.
         * @example ACTIVITY_INVESTING_CRYPTO
         * @enum {string}
         */
        Activity: "ACTIVITY_COMMERCE_SELLING" | "ACTIVITY_COMMERCE_BUYING" | "ACTIVITY_INVESTING_CRYPTO" | "ACTIVITY_OTHER";
        /**
         * PersonalFormFields
         * @description The answers of a person's questionnaire and the rules of each, none of them required: the
         *     building block of `PersonalForm` (which says which are required) and of `PersonalFormPatch`.
         */
        PersonalFormFields: {
            occupation?: components["schemas"]["Occupation"];
            profession?: components["schemas"]["Profession"];
            fundOrigin?: components["schemas"]["FundOrigin"];
            annualIncome?: components["schemas"]["AnnualIncome"];
            monthlyTurnover?: components["schemas"]["MonthlyTurnover"];
            monthlyTransactionCount?: components["schemas"]["MonthlyTransactionCount"];
            /** @description What the person intends to use the services for; at least one, each at most once. */
            activities?: components["schemas"]["Activity"][];
            /**
             * @description The intended use in the person's own words. Required to be non-blank when `activities`
             *     contains `ACTIVITY_OTHER`; empty or left out otherwise.
             * @example
             */
            activityOther?: string;
            /** @description Whether the person is politically exposed (holds or held a prominent public function, or is a close relative or associate of someone who does). */
            publicFunction?: boolean;
            /** @description Whether the person is the owner of the funds they will move (`false` when acting for someone else). */
            fundOwner?: boolean;
            /** @description Whether the person is a citizen of the United States. */
            usCitizen?: boolean;
            /**
             * @description Whether the person is a US person for tax purposes (a US tax identification number, or tax
             *     residence in the United States), which the provider reports under FATCA.
             */
            usTaxPerson?: boolean;
            /**
             * @description The person's tax identification number, as their tax authority writes it (for example a
             *     US SSN `123-45-6789` or a UK National Insurance number). Letters, digits, spaces, `.`, `/`
             *     and `-`.
             * @example 123-45-6789
             */
            tin?: string;
            /** @description The country the person is resident in for tax purposes. */
            taxResidenceCountry?: components["schemas"]["CountryCode"];
        };
        /**
         * PersonalForm
         * @description The know-your-customer questionnaire of a personal profile, submitted with
         *     `PUT /profiles/{profile}/form` (whole) or `PATCH /profiles/{profile}/form` (field by field).
         *     Every field is required but `activityOther` and the tax fields (`usCitizen`, `usTaxPerson`,
         *     `tin`, `taxResidenceCountry`, which the provider's white-label onboarding asks for); unknown
         *     fields are rejected. `activityOther` is required, as a non-blank text, when `activities`
         *     contains `ACTIVITY_OTHER`, and may be empty or left out otherwise.
         */
        PersonalForm: WithRequired<components["schemas"]["PersonalFormFields"], "occupation" | "profession" | "fundOrigin" | "annualIncome" | "monthlyTurnover" | "monthlyTransactionCount" | "activities" | "publicFunction" | "fundOwner"> & unknown;
        /**
         * LegalForm
         * @description The company's legal form: 8 codes. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `LEGAL_FORM_PUBLIC_LIMITED`: a public company limited by shares (PLC, AG, hf., SA).
         *     - `LEGAL_FORM_PRIVATE_LIMITED`: a private company limited by shares (Ltd, GmbH, ehf., SARL).
         *     - `LEGAL_FORM_PARTNERSHIPS`: a general or limited partnership.
         *     - `LEGAL_FORM_SOLE_TRADERS_PROPRIETORSHIPS`: a business run by one person without a separate legal personality.
         *     - `LEGAL_FORM_PUBLIC_AUTHORITIES`: a public authority or state-owned body.
         *     - `LEGAL_FORM_NON_PROFIT`: a foundation, association or other non-profit organisation.
         *     - `LEGAL_FORM_BRANCHES`: the branch of a company registered elsewhere.
         *     - `LEGAL_FORM_OTHER`: none of the above.
         * @example LEGAL_FORM_PRIVATE_LIMITED
         * @enum {string}
         */
        LegalForm: "LEGAL_FORM_PUBLIC_LIMITED" | "LEGAL_FORM_PRIVATE_LIMITED" | "LEGAL_FORM_PARTNERSHIPS" | "LEGAL_FORM_SOLE_TRADERS_PROPRIETORSHIPS" | "LEGAL_FORM_PUBLIC_AUTHORITIES" | "LEGAL_FORM_NON_PROFIT" | "LEGAL_FORM_BRANCHES" | "LEGAL_FORM_OTHER";
        /**
         * CorporatePurpose
         * @description What the company intends to use the provider's services for: 5 codes. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `PURPOSE_COLLECT_PAYMENTS`: collecting payments from its customers.
         *     - `PURPOSE_PAY_FOR_SERVICES`: paying suppliers and other business partners.
         *     - `PURPOSE_BUY_SELL_CRYPTO`: buying, selling or exchanging crypto-assets.
         *     - `PURPOSE_ENGAGE_IN_DEFI`: using decentralised finance.
         *     - `PURPOSE_OTHER`: something else.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `PURPOSE_COLLECTING_PAYMENTS`, `PURPOSE_PAYING_FOR_GOODS`, `PURPOSE_BUY_SELL_CRYPTO_CURRENCIES`.
         * @example PURPOSE_COLLECT_PAYMENTS
         * @enum {string}
         */
        CorporatePurpose: "PURPOSE_COLLECT_PAYMENTS" | "PURPOSE_PAY_FOR_SERVICES" | "PURPOSE_BUY_SELL_CRYPTO" | "PURPOSE_ENGAGE_IN_DEFI" | "PURPOSE_OTHER" | "PURPOSE_COLLECTING_PAYMENTS" | "PURPOSE_PAYING_FOR_GOODS" | "PURPOSE_BUY_SELL_CRYPTO_CURRENCIES";
        /**
         * CorporateActivity
         * @description The company's main line of business: 30 codes; `ACTIVITY_OTHER` when none fits. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `ACTIVITY_ACCOMMODATION_FOOD_TRAVEL`
         *     - `ACTIVITY_ACCOUNTING_LEGAL_CONSULTANCY`
         *     - `ACTIVITY_ADULT_ENTERTAINMENT`
         *     - `ACTIVITY_ADVERTISING_MARKETING`
         *     - `ACTIVITY_AGRICULTURE_FORESTRY_FISHING`
         *     - `ACTIVITY_ARTS_ENTERTAINMENT_RECREATION`
         *     - `ACTIVITY_CHARITY`
         *     - `ACTIVITY_CONSTRUCTION`
         *     - `ACTIVITY_DEALER_HIGH_VALUE_GOODS`
         *     - `ACTIVITY_ECOMMERCE`
         *     - `ACTIVITY_EDUCATION`
         *     - `ACTIVITY_EXTRACTIVE_INDUSTRY`
         *     - `ACTIVITY_GAMBLING`
         *     - `ACTIVITY_HEALTH_SERVICES`
         *     - `ACTIVITY_MANUFACTURING`
         *     - `ACTIVITY_MARKETPLACE`
         *     - `ACTIVITY_MEDIA_PUBLISHING`
         *     - `ACTIVITY_MULTI_LEVEL_MARKETING`
         *     - `ACTIVITY_PERSONAL_INVESTMENT`
         *     - `ACTIVITY_PUBLIC_SECTOR`
         *     - `ACTIVITY_REAL_ESTATE`
         *     - `ACTIVITY_RETAIL_WHOLESALE`
         *     - `ACTIVITY_SOCIAL_WORK`
         *     - `ACTIVITY_SOFTWARE_TECHNOLOGY`
         *     - `ACTIVITY_TELECOM`
         *     - `ACTIVITY_TRANSPORT_STORAGE`
         *     - `ACTIVITY_UTILITIES`
         *     - `ACTIVITY_CRYPTO_SERVICES`
         *     - `ACTIVITY_FINANCIAL_INSTITUTION`
         *     - `ACTIVITY_OTHER`
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `ACTIVITY_ADVERTISING`, `ACTIVITY_AGRICULTURE`, `ACTIVITY_ARTS_ENTERTAINMENT`, `ACTIVITY_MEDIA`, `ACTIVITY_RETAIL`, `ACTIVITY_TRANSPORTATION`.
         * @example ACTIVITY_SOFTWARE_TECHNOLOGY
         * @enum {string}
         */
        CorporateActivity: "ACTIVITY_ACCOMMODATION_FOOD_TRAVEL" | "ACTIVITY_ACCOUNTING_LEGAL_CONSULTANCY" | "ACTIVITY_ADULT_ENTERTAINMENT" | "ACTIVITY_ADVERTISING_MARKETING" | "ACTIVITY_AGRICULTURE_FORESTRY_FISHING" | "ACTIVITY_ARTS_ENTERTAINMENT_RECREATION" | "ACTIVITY_CHARITY" | "ACTIVITY_CONSTRUCTION" | "ACTIVITY_DEALER_HIGH_VALUE_GOODS" | "ACTIVITY_ECOMMERCE" | "ACTIVITY_EDUCATION" | "ACTIVITY_EXTRACTIVE_INDUSTRY" | "ACTIVITY_GAMBLING" | "ACTIVITY_HEALTH_SERVICES" | "ACTIVITY_MANUFACTURING" | "ACTIVITY_MARKETPLACE" | "ACTIVITY_MEDIA_PUBLISHING" | "ACTIVITY_MULTI_LEVEL_MARKETING" | "ACTIVITY_PERSONAL_INVESTMENT" | "ACTIVITY_PUBLIC_SECTOR" | "ACTIVITY_REAL_ESTATE" | "ACTIVITY_RETAIL_WHOLESALE" | "ACTIVITY_SOCIAL_WORK" | "ACTIVITY_SOFTWARE_TECHNOLOGY" | "ACTIVITY_TELECOM" | "ACTIVITY_TRANSPORT_STORAGE" | "ACTIVITY_UTILITIES" | "ACTIVITY_CRYPTO_SERVICES" | "ACTIVITY_FINANCIAL_INSTITUTION" | "ACTIVITY_OTHER" | "ACTIVITY_ADVERTISING" | "ACTIVITY_AGRICULTURE" | "ACTIVITY_ARTS_ENTERTAINMENT" | "ACTIVITY_MEDIA" | "ACTIVITY_RETAIL" | "ACTIVITY_TRANSPORTATION";
        /**
         * CorporateFundOrigin
         * @description Where the money the company will use comes from: 6 codes. These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `FUND_ORIGIN_REVENUE_OPERATIONS`: income from the company's business.
         *     - `FUND_ORIGIN_PROFIT_DIVIDENDS`: retained profits and dividends.
         *     - `FUND_ORIGIN_LOAN`: borrowed money.
         *     - `FUND_ORIGIN_INVESTMENTS_SHAREHOLDERS`: capital from investors and shareholders.
         *     - `FUND_ORIGIN_CUSTOMER_FUNDS`: money held for the company's customers.
         *     - `FUND_ORIGIN_THIRD_PARTY_FUNDS`: money of other third parties.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `FUND_ORIGIN_REVENUE`, `FUND_ORIGIN_INVESTMENTS`, `FUND_ORIGIN_THIRD_PARTIES_FUNDS`.
         * @example FUND_ORIGIN_REVENUE_OPERATIONS
         * @enum {string}
         */
        CorporateFundOrigin: "FUND_ORIGIN_REVENUE_OPERATIONS" | "FUND_ORIGIN_PROFIT_DIVIDENDS" | "FUND_ORIGIN_LOAN" | "FUND_ORIGIN_INVESTMENTS_SHAREHOLDERS" | "FUND_ORIGIN_CUSTOMER_FUNDS" | "FUND_ORIGIN_THIRD_PARTY_FUNDS" | "FUND_ORIGIN_REVENUE" | "FUND_ORIGIN_INVESTMENTS" | "FUND_ORIGIN_THIRD_PARTIES_FUNDS";
        /**
         * CorporateMonthlyTurnover
         * @description How much money the company expects to move through the provider each month, in euros (or
         *     the equivalent), as one of three bands (lower bound included, upper excluded). These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `TURNOVER_UNDER_100K`: under 100,000.
         *     - `TURNOVER_100K_TO_250K`: 100,000 to under 250,000.
         *     - `TURNOVER_OVER_250K`: 250,000 or more.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `TURNOVER_MORE_THAN_250K`.
         * @example TURNOVER_100K_TO_250K
         * @enum {string}
         */
        CorporateMonthlyTurnover: "TURNOVER_UNDER_100K" | "TURNOVER_100K_TO_250K" | "TURNOVER_OVER_250K" | "TURNOVER_MORE_THAN_250K";
        /**
         * CorporateMonthlyTransactionCount
         * @description How many transactions the company expects to make through the provider each month, as one
         *     of three bands (lower bound included, upper excluded). These are the provider's published wire codes (upper case, a prefix and a name), so forms
         *     written for the provider's own API are accepted unchanged; any other value, for example a
         *     camelCase code, is refused with a 400 that lists the accepted values.
         *     - `TRANSACTION_COUNT_UNDER_100`: fewer than 100.
         *     - `TRANSACTION_COUNT_100_TO_250`: 100 to 249.
         *     - `TRANSACTION_COUNT_OVER_250`: 250 or more.
         *
         *     Also accepted, and stored as sent: the codes of the provider's API of 2026-08 (version
         *     2.5), which renamed some of these: `TRANSACTION_COUNT_MORE_THAN_250`.
         * @example TRANSACTION_COUNT_100_TO_250
         * @enum {string}
         */
        CorporateMonthlyTransactionCount: "TRANSACTION_COUNT_UNDER_100" | "TRANSACTION_COUNT_100_TO_250" | "TRANSACTION_COUNT_OVER_250" | "TRANSACTION_COUNT_MORE_THAN_250";
        /**
         * CorporateFormFields
         * @description The answers of a company's questionnaire and the rules of each, none of them required: the
         *     building block of `CorporateForm` (which says which are required) and of `CorporateFormPatch`.
         */
        CorporateFormFields: {
            /**
             * @description What the company does: the products or services it offers to its own customers, in its own
             *     words. Free text, because no list of codes can describe every business; `activity` gives
             *     the coded line of business.
             * @example Accounting software for small businesses, sold by subscription.
             */
            service?: string;
            legalForm?: components["schemas"]["LegalForm"];
            purpose?: components["schemas"]["CorporatePurpose"];
            activity?: components["schemas"]["CorporateActivity"];
            fundOrigin?: components["schemas"]["CorporateFundOrigin"];
            monthlyTurnover?: components["schemas"]["CorporateMonthlyTurnover"];
            monthlyTransactionCount?: components["schemas"]["CorporateMonthlyTransactionCount"];
        };
        /**
         * CorporateForm
         * @description The know-your-business questionnaire of a corporate profile, submitted with
         *     `PUT /profiles/{profile}/form`. Every field but `legalForm` is required; unknown fields are
         *     rejected.
         */
        CorporateForm: WithRequired<components["schemas"]["CorporateFormFields"], "service" | "purpose" | "activity" | "fundOrigin" | "monthlyTurnover" | "monthlyTransactionCount">;
        /**
         * ProfileFormRequest
         * @description The body of `PUT /profiles/{profile}/form`: exactly one of `personal` (the questionnaire of a
         *     personal profile) or `corporate` (that of a corporate profile). The key chosen must match the
         *     profile's kind.
         */
        ProfileFormRequest: {
            personal: components["schemas"]["PersonalForm"];
        } | {
            corporate: components["schemas"]["CorporateForm"];
        };
        /**
         * PersonalFormPatch
         * @description Some answers of a person's questionnaire, sent with `PATCH /profiles/{profile}/form`: each
         *     field sent replaces the stored answer, each field left out keeps it. The form counts as
         *     complete once every field `PersonalForm` requires is in. Unknown fields are rejected.
         */
        PersonalFormPatch: components["schemas"]["PersonalFormFields"];
        /**
         * CorporateFormPatch
         * @description Some answers of a company's questionnaire, sent with `PATCH /profiles/{profile}/form`: each
         *     field sent replaces the stored answer, each field left out keeps it. The form counts as
         *     complete once every field `CorporateForm` requires is in. Unknown fields are rejected.
         */
        CorporateFormPatch: components["schemas"]["CorporateFormFields"];
        /**
         * ProfileFormPatch
         * @description The body of `PATCH /profiles/{profile}/form`: exactly one of `personal` or `corporate`,
         *     holding the fields to change. The key chosen must match the profile's kind.
         */
        ProfileFormPatch: {
            personal: components["schemas"]["PersonalFormPatch"];
        } | {
            corporate: components["schemas"]["CorporateFormPatch"];
        };
        /**
         * DocumentKind
         * @description What a verification document is:
         *     - `passport`, `nationalIdentityCard`, `drivingLicense`, `residencePermit`: an identity
         *       document (a two-sided one with `side`).
         *     - `proofOfResidency`: a utility bill or bank statement under three months old.
         *     - `sourceOfFunds`: evidence of where the money comes from.
         *     - `companyFilePDF`: a PDF about a company.
         *     - `other`: anything else, for example a selfie for `facialSimilarity`.
         * @example passport
         * @enum {string}
         */
        DocumentKind: "passport" | "nationalIdentityCard" | "drivingLicense" | "residencePermit" | "proofOfResidency" | "sourceOfFunds" | "companyFilePDF" | "other";
        /**
         * DocumentSide
         * @description Which side of a two-sided document (such as a national identity card) a file shows.
         * @example front
         * @enum {string}
         */
        DocumentSide: "front" | "back";
        /**
         * VerificationDocument
         * @description One document supporting a verification: a file uploaded beforehand with `POST /files` (PDF or
         *     JPEG, at most 5 MB) by the same caller for the same profile, with what it is (`kind`, a
         *     `name` in words, or both) and, for two-sided documents, its side. Unknown fields are rejected.
         */
        VerificationDocument: {
            /**
             * @description What the document is, in words (for example `Passport` or `Utility bill, May 2026`), at most 100 characters.
             * @example Passport
             */
            name?: string;
            kind?: components["schemas"]["DocumentKind"];
            side?: components["schemas"]["DocumentSide"];
            /** @description The id of the uploaded file (the `id` answered by `POST /files`). */
            fileId: components["schemas"]["Uuid"];
        };
        /**
         * PersonalVerification
         * @description One verification of a personal profile and the documents that support it. Unknown fields are rejected.
         */
        PersonalVerification: {
            kind: components["schemas"]["PersonalVerificationKind"];
            /** @description The supporting documents; at least one. */
            documents: components["schemas"]["VerificationDocument"][];
        };
        /**
         * CorporateDocumentKind
         * @description The kind of a corporate verification document, when it is not a picture of a person's
         *     document:
         *     - `companyPDF`: a PDF issued by or about the company as a whole, such as an extract of the
         *       register of companies, the articles of association or a shareholder register.
         *     - `companyFilePDF`: the same, under the name the provider's API of 2026-08 gives it.
         *     - the kinds of a person's document (see `DocumentKind`), for the person-scoped verifications
         *       (`idDocument`, `proofOfResidency`) and `sourceOfFunds`.
         * @example companyPDF
         * @enum {string}
         */
        CorporateDocumentKind: "companyPDF" | "companyFilePDF" | "passport" | "nationalIdentityCard" | "drivingLicense" | "residencePermit" | "proofOfResidency" | "sourceOfFunds" | "other";
        /**
         * CorporateVerificationDocument
         * @description One document supporting a corporate verification: like `VerificationDocument` (a file
         *     uploaded beforehand with `POST /files` for the same profile), and may also say that it is a
         *     company PDF. Unknown fields are rejected.
         */
        CorporateVerificationDocument: {
            /**
             * @description What the document is, in words (for example `Register extract`), at most 100 characters.
             * @example Register extract
             */
            name?: string;
            kind?: components["schemas"]["CorporateDocumentKind"];
            side?: components["schemas"]["DocumentSide"];
            /** @description The id of the uploaded file (the `id` answered by `POST /files`). */
            fileId: components["schemas"]["Uuid"];
        };
        /**
         * CorporateVerification
         * @description One verification of a corporate profile and the documents that support it. Unknown fields are rejected.
         */
        CorporateVerification: {
            kind: components["schemas"]["CorporateVerificationKind"];
            /** @description The supporting documents; at least one. */
            documents: components["schemas"]["CorporateVerificationDocument"][];
        };
        /**
         * ProfileVerificationsRequest
         * @description The body of `PUT` and `PATCH /profiles/{profile}/verifications` (the same rules for both): exactly one of `personal` (verifications
         *     of a personal profile) or `corporate` (of a corporate profile), each a list of at least one
         *     verification. The key chosen must match the profile's kind. Each kind appears at most once in
         *     a list (the server checks this); a later submission replaces the verifications of the kinds it
         *     names and keeps the others.
         */
        ProfileVerificationsRequest: {
            /** @description The verifications, one per kind. */
            personal: components["schemas"]["PersonalVerification"][];
        } | {
            /** @description The verifications, one per kind. */
            corporate: components["schemas"]["CorporateVerification"][];
        };
        /**
         * ShareProfileRequest
         * @description The body of `POST /profiles/{profile}/share`: the third-party KYC provider that verified the
         *     person (`sumsub`, the only one so far) and the share token it issued for the applicant.
         *     Unknown fields are rejected.
         */
        ShareProfileRequest: {
            /**
             * @description The KYC provider that issued the token.
             * @enum {string}
             */
            provider: "sumsub";
            /** @description The person whose KYC is shared. */
            personal: {
                /**
                 * @description The applicant's share token, as the KYC provider issued it to the partner (letters,
                 *     digits, `-`, `_` and `.`). In the sandbox, one of the documented test tokens (see the
                 *     operation).
                 * @example sandbox-approved
                 */
                token: string;
            };
        };
        /**
         * AddressObject
         * @description An address linked to a profile, with every chain it is linked on.
         */
        AddressObject: {
            /** @description The profile the address is linked to. */
            profile: components["schemas"]["Uuid"];
            address: components["schemas"]["Address"];
            /** @description The chains the address is linked on (only fully linked ones, not `pending` links). */
            chains: components["schemas"]["Chain"][];
        };
        /**
         * AddressList
         * @description The answer of `GET /addresses`.
         */
        AddressList: {
            /** @description The linked addresses matching the query; empty when none. */
            addresses: components["schemas"]["AddressObject"][];
            /** @description Present when more items follow this page; send it as `cursor` for the next one. */
            nextCursor?: components["schemas"]["PageCursor"];
        };
        /**
         * LinkAddressRequest
         * @description The body of `POST /addresses`: proof that the caller controls `address`, to link it to
         *     `profile` on `chain`. `signature` signs `message` (EIP-191 `personal_sign`) with the address's
         *     key, or is `0x` for a Safe whose signature is published onchain.
         */
        LinkAddressRequest: {
            /** @description The profile to link the address to. */
            profile: components["schemas"]["Uuid"];
            /** @description The address to link, whose key signed `message`. */
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
            /**
             * @description The fixed link message, exactly this text (no trailing newline).
             * @example I hereby declare that I am the address owner.
             * @constant
             */
            message: "I hereby declare that I am the address owner.";
            /** @description The address's signature of `message` (EIP-191 `personal_sign`), or `0x` for a Safe whose signature is published onchain. */
            signature: components["schemas"]["Signature"];
        };
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
         * LinkedAddress
         * @description The answer of `POST /addresses`, the address as linked (or waiting to be linked) to the profile on one chain.
         */
        LinkedAddress: {
            /** @description The profile the address is (being) linked to. */
            profile: components["schemas"]["Uuid"];
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
            state: components["schemas"]["LinkedAddressState"];
        };
        /**
         * @description Always `202`.
         * @example 202
         * @constant
         */
        code: 202;
        /**
         * @description Always `Accepted`.
         * @example Accepted
         * @constant
         */
        status: "Accepted";
        /**
         * PendingLinkedAddress
         * @description The `202` answer of `POST /addresses`: the provider's `{code: 202, status: "Accepted"}` and
         *     the link as it waits for its onchain confirmation (`state: pending`), so both a client written
         *     for the provider's answer and one reading the link find what they look for.
         * @example {
         *       "code": 202,
         *       "status": "Accepted",
         *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
         *       "address": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
         *       "chain": "sepolia",
         *       "state": "pending"
         *     }
         */
        PendingLinkedAddress: components["schemas"]["LinkedAddress"] & {
            code: components["schemas"]["code"];
            status: components["schemas"]["status"];
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
         * CurrencyBalance
         * @description The balance of one currency's token held by an address. Tokens have 18 decimals onchain, but the
         *     provider's ledger keeps e-money in cents, so `amount` is an `Amount` with at most two decimals:
         *     any fraction of a cent held onchain is truncated (never rounded up).
         */
        CurrencyBalance: {
            currency: components["schemas"]["Currency"];
            amount: components["schemas"]["Amount"];
        };
        /**
         * Balances
         * @description The token balances of an address on one chain, one entry per requested currency.
         */
        Balances: {
            address: components["schemas"]["Address"];
            /** @description The chain the balances are read on. */
            chain: components["schemas"]["Chain"];
            /** @description One balance per requested currency, in the order requested; a currency the address never held has amount `0.00`. */
            balances: components["schemas"]["CurrencyBalance"][];
        };
        /**
         * PendingSignatureKind
         * @description What a pending signature authorises: `linkAddress`, the link of an address to a profile
         *     (`POST /addresses` answered `202`), or `order`, a redeem order (`POST /orders` answered `202`).
         * @example order
         * @enum {string}
         */
        PendingSignatureKind: "linkAddress" | "order";
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
         * Bic
         * @description A Business Identifier Code (ISO 9362), 8 or 11 characters.
         * @example EAPFESM2XXX
         */
        Bic: string;
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
         * PendingSignature
         * @description A signature that still waits for its onchain (multi-signature wallet) confirmation: an address
         *     link or a redeem order signed with `0x`. It leaves the list once confirmed (the link becomes
         *     `linked`, the order moves on) or once the 5 days of waiting are over (expired or rejected).
         * @example {
         *       "kind": "order",
         *       "chain": "sepolia",
         *       "address": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
         *       "createdAt": "2026-11-22T09:30:12.000Z",
         *       "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
         *       "amount": "100.00",
         *       "currency": "eur",
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
         *       "message": "Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z"
         *     }
         */
        PendingSignature: {
            kind: components["schemas"]["PendingSignatureKind"];
            chain: components["schemas"]["Chain"];
            /** @description The address whose signature is awaited, in its EIP-55 checksum case. */
            address: components["schemas"]["Address"];
            /** @description When the link was requested or the order placed. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Orders only; the order's id. */
            id?: components["schemas"]["Uuid"];
            /** @description Orders only; the amount to redeem. */
            amount?: components["schemas"]["Amount"];
            /** @description Orders only. */
            currency?: components["schemas"]["Currency"];
            /** @description Orders only; where the money goes. */
            counterpart?: components["schemas"]["Counterpart"];
            /**
             * @description Orders only; the order's message, exactly as placed, that the wallet signs onchain.
             * @example Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z
             */
            message?: string;
        };
        /**
         * PendingSignatureList
         * @description The caller's signatures awaiting onchain confirmation, oldest first, and how many there are.
         */
        PendingSignatureList: {
            pending: components["schemas"]["PendingSignature"][];
            /**
             * @description How many pending signatures match the filters (also sent as `X-Total-Count`).
             * @example 1
             */
            total: number;
        };
        /**
         * Iban
         * @description An International Bank Account Number (ISO 13616) as stored and returned: a two-letter country
         *     code, two check digits and up to 30 alphanumerics, upper case, without spaces.
         * @example IS140159260076545510730339
         */
        Iban: string;
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
         * IbanObject
         * @description A profile's personal IBAN and the linked address and chain that tokens are minted on when money
         *     arrives at it. A profile has at most one IBAN; `PATCH /ibans/{iban}` moves it to another address.
         */
        IbanObject: {
            iban: components["schemas"]["Iban"];
            bic: components["schemas"]["Bic"];
            /** @description The profile the IBAN belongs to. */
            profile: components["schemas"]["Uuid"];
            /** @description The linked address tokens are minted on when money arrives. */
            address: components["schemas"]["Address"];
            /** @description The chain of `address`. */
            chain: components["schemas"]["Chain"];
            state: components["schemas"]["IbanState"];
            /**
             * @description The holder's name, as the IBAN is issued to it: the individual's full name or the
             *     company's name (empty while the profile has no details yet).
             * @example Jane Doe
             */
            name: string;
            /**
             * @description Whether the customer gets an email for every payment arriving at the IBAN (as requested in `POST /ibans`).
             * @example true
             */
            emailNotifications: boolean;
        };
        /**
         * IbanList
         * @description The answer of `GET /ibans`.
         */
        IbanList: {
            /** @description The IBANs matching the query; empty when none. */
            ibans: components["schemas"]["IbanObject"][];
            /** @description Present when more items follow this page; send it as `cursor` for the next one. */
            nextCursor?: components["schemas"]["PageCursor"];
        };
        /**
         * RequestIbanRequest
         * @description The body of `POST /ibans`: the linked address (and its chain) that tokens should be minted on
         *     when money arrives at the new IBAN. The IBAN is issued to the profile the address is linked to.
         */
        RequestIbanRequest: {
            /** @description The linked address tokens are minted on when money arrives at the new IBAN. */
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
            /**
             * @description Whether the customer gets an email for every payment arriving at the IBAN; `true` when
             *     left out. The provider's published client sends it.
             * @example true
             */
            emailNotifications?: boolean;
        };
        /**
         * AcceptedStatus
         * @description The answer `{code: 202, status: "Accepted"}` of a request that was accepted but awaits an
         *     onchain confirmation, as in the provider's published API (for example a redeem order signed
         *     by a multi-signature wallet onchain, signature `0x`). Follow it with `GET /signatures`, the
         *     `order.*` webhooks or `GET /orders/{orderId}`.
         */
        AcceptedStatus: {
            /**
             * @description Always `202`.
             * @example 202
             * @constant
             */
            code: 202;
            /**
             * @description Always `Accepted`.
             * @example Accepted
             * @constant
             */
            status: "Accepted";
        };
        /**
         * MoveIbanRequest
         * @description The body of `PATCH /ibans/{iban}`: the address and chain to mint on from now on. The address must
         *     be linked on that chain to the same profile as the IBAN.
         */
        MoveIbanRequest: {
            /** @description The address to mint on from now on, linked on `chain` to the IBAN's profile. */
            address: components["schemas"]["Address"];
            chain: components["schemas"]["Chain"];
        };
        /**
         * TxHash
         * @description The hash of an onchain transaction, `0x` followed by 64 hexadecimal characters.
         * @example 0x135e218536fc18010382b88f550730a1910fb6420f7692a8427c5a5e14002638
         */
        TxHash: string;
        /**
         * Memo
         * @description Free text sent with a payment, 5 to 140 characters.
         * @example Invoice 2024-118
         */
        Memo: string;
        /**
         * OrderStateFilter
         * @description The order states `GET /orders` can filter on: every `OrderState`. Orders stay `placed` only
         *     until they are picked up for processing, so a `placed` filter mostly finds orders that were
         *     just placed.
         * @example processed
         * @enum {string}
         */
        OrderStateFilter: "placed" | "pending" | "processed" | "rejected";
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
         * ReferenceNumber
         * @description A payment reference sent with the payment to the counterpart's bank, for example a structured
         *     creditor reference (ISO 11649, `RF…`) or an invoice number: 0 to 35 characters, as in the
         *     provider's published API.
         * @example RF18539007547034
         */
        ReferenceNumber: string;
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
         * OrderMeta
         * @description Bookkeeping of an order. `processedAt` is present only when the order is `processed`,
         *     `rejectedReason` only when it is `rejected`.
         */
        OrderMeta: {
            /** @description When the order was placed; for an issue order, when the payment arrived. */
            placedAt: components["schemas"]["Timestamp"];
            /** @description When the order was processed; present only when `state` is `processed`. */
            processedAt?: components["schemas"]["Timestamp"];
            /**
             * @description Why the order was rejected, in words that can be shown to the customer; present only when `state` is `rejected`.
             * @example Insufficient balance
             */
            rejectedReason?: string;
            /** @description The supporting document sent with the order, when there was one. */
            supportingDocumentId?: components["schemas"]["Uuid"];
            /**
             * @description The onchain transactions of the order (the mint of an issue order; the burn, and for a
             *     cross-chain order the mint on the other chain, of a redeem order), as soon as they are sent.
             *     Absent until there is one. `GET /orders?txHash=` finds an order by any of them. On the
             *     sandbox's local chains a job signs and sends them right after the order is processed: the
             *     order is `processed` first, without them, and they appear shortly after, with an
             *     `order.updated` of their own.
             */
            txHashes?: components["schemas"]["TxHash"][];
        };
        /**
         * Order
         * @description An order: an `issue` order mints tokens for money that arrived at the profile's IBAN; a
         *     `redeem` order burns tokens and pays them out to a bank account or mints them on another chain.
         *     `meta.processedAt` is present exactly when `state` is `processed`, `meta.rejectedReason` exactly
         *     when it is `rejected`.
         */
        Order: {
            /** @description The order's id; for a redeem order, the `id` chosen by the client when placing it, or one generated then. */
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["OrderKind"];
            /** @description The profile the order belongs to. */
            profile: components["schemas"]["Uuid"];
            /** @description The linked address the tokens are minted on (issue) or burned from (redeem). */
            address: components["schemas"]["Address"];
            /** @description The chain of `address`. */
            chain: components["schemas"]["Chain"];
            currency: components["schemas"]["Currency"];
            /** @description The amount of `currency`, at most two decimals. */
            amount: components["schemas"]["Amount"];
            counterpart: components["schemas"]["Counterpart"];
            memo?: components["schemas"]["Memo"];
            /** @description The payment reference, sent with the payout of a redeem order or received with the payment of an issue order; absent when there was none. */
            referenceNumber?: components["schemas"]["ReferenceNumber"];
            state: components["schemas"]["OrderState"];
            meta: components["schemas"]["OrderMeta"];
        };
        /**
         * OrderList
         * @description The answer of `GET /orders`.
         */
        OrderList: {
            /** @description The orders matching the query, most recently placed first; empty when none. */
            orders: components["schemas"]["Order"][];
            /** @description Present when more items follow this page; send it as `cursor` for the next one. */
            nextCursor?: components["schemas"]["PageCursor"];
        };
        /**
         * NewOrderCounterpart
         * @description Who receives the money of a new redeem order.
         *     - Redeem to a bank account: `identifier` is an `IbanIdentifier` and `details` names the
         *       beneficiary, as an `Individual` or a `Corporation` (for corporate counterparts either
         *       `companyName`, or `firstName` and `lastName`, suffices), or by a single `name`
         *       (`CounterpartName`, as the provider's client types allow).
         *     - Cross-chain: `identifier` is a `ChainIdentifier` (the address and chain the tokens are minted
         *       on) and `details` is an empty object.
         */
        NewOrderCounterpart: {
            /** @description Where the money goes, a bank account or an address on another chain. */
            identifier: components["schemas"]["IbanIdentifier"] | components["schemas"]["ChainIdentifier"];
            /** @description The beneficiary's name for a bank account; an empty object for a cross-chain order. */
            details: components["schemas"]["Individual"] | components["schemas"]["Corporation"] | components["schemas"]["CounterpartName"] | components["schemas"]["EmptyDetails"];
        } | {
            identifier: components["schemas"]["IbanIdentifier"];
            details: components["schemas"]["Individual"] | components["schemas"]["Corporation"] | components["schemas"]["CounterpartName"];
        } | {
            identifier: components["schemas"]["ChainIdentifier"];
            details: components["schemas"]["EmptyDetails"];
        };
        /**
         * NewOrder
         * @description The body of `POST /orders`: a redeem order, authorised by a wallet signature of `message` by
         *     `address`. Only `redeem` orders can be placed.
         *
         *     `message` is built from the other fields, in one of two forms:
         *     - to a bank account: `Send {CURRENCY} {amount} to {IBAN} at {timestamp}`;
         *     - cross-chain: `Send {CURRENCY} {amount} to {address} on {chain} at {timestamp}`.
         *
         *     where `{CURRENCY}` is `currency` in upper case (`EUR`), `{amount}` is the same amount as `amount`
         *     (compared as values: `100`, `100.0` and `100.00` are the same amount),
         *     `{IBAN}` is the counterpart's IBAN in upper case without spaces, or shortened to its first four
         *     and last four characters with three dots between (11 characters, `DE89...3000`), `{address}` and
         *     `{chain}` are the counterpart's `identifier.address` and `identifier.chain`, and `{timestamp}` is
         *     an RFC 3339 date-time to the minute (seconds allowed), with `Z` or an offset. The timestamp must
         *     be no more than 5 minutes in the past and no more than 1 hour in the future (the window for
         *     clock skew; a message dated further ahead would never go stale); a message that does not match
         *     the order, or is outside that window, answers 400.
         *
         *     Each signed message places **one** order: the same `message` signed by the same `address` on
         *     the same `chain` again (without `id`, or with another `id`) answers 409 naming the earlier
         *     order. Sign a new message (a new timestamp; seconds are allowed) for each order.
         *
         *     The shortened IBAN form binds only the IBAN's first and last four characters: a signature for
         *     `DE89...3000` also fits any other IBAN with those characters that a compromised integration
         *     puts in `counterpart`. It is accepted because published clients use it; wallets should show and
         *     sign the full IBAN, and a production deployment can require it (`EMONEY_REQUIRE_FULL_IBAN=true`,
         *     then the shortened form answers 400).
         */
        NewOrder: {
            /**
             * @description An id chosen by the client, making placing idempotent: placing the same id with the same
             *     body again answers the existing order; with another body, 409. Generated when absent.
             */
            id?: components["schemas"]["Uuid"];
            /** @description The linked address the tokens are burned from; it signs `message`. */
            address: components["schemas"]["Address"];
            /** @description The currency of the tokens to redeem (`{CURRENCY}` in `message`, in upper case). */
            currency: components["schemas"]["Currency"];
            /** @description The chain `address` holds the tokens on. */
            chain: components["schemas"]["Chain"];
            /**
             * @description Always `redeem`; issue orders are created by the provider only.
             * @example redeem
             * @constant
             */
            kind: "redeem";
            /** @description The amount to redeem, more than zero. */
            amount: components["schemas"]["Amount"];
            /** @description Who receives the money (a bank account by its IBAN, or an address on another chain). */
            counterpart: components["schemas"]["NewOrderCounterpart"];
            /**
             * @description The signed message, in one of the two forms described above, without a trailing newline.
             * @example Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z
             */
            message: string;
            /** @description `address`'s signature of `message` (EIP-191 `personal_sign`). */
            signature: components["schemas"]["Signature"];
            memo?: components["schemas"]["Memo"];
            /** @description A payment reference sent with the payment to the counterpart's bank (an `RF…` creditor reference or an invoice number). */
            referenceNumber?: components["schemas"]["ReferenceNumber"];
            /**
             * @description The id of a file uploaded with `POST /files` (an invoice, a contract) that justifies the
             *     payment, uploaded for the order's profile. Required for orders of 15,000 EUR or more (for
             *     `eur` this is enforced by the schema) and, for the other currencies, from these fixed
             *     equivalents: 17,500 USD, 13,000 GBP, 2,175,000 ISK.
             */
            supportingDocumentId?: components["schemas"]["Uuid"];
        };
        /**
         * Ticker
         * @description The ISO 4217 code of the fiat currency backing a token, in upper case (the `Currency` value upper-cased).
         * @example EUR
         * @enum {string}
         */
        Ticker: "EUR" | "GBP" | "USD" | "ISK";
        /**
         * TokenSymbol
         * @description The ERC-20 symbol of a token, the ticker followed by a lower-case `e` (for e-money).
         * @example EURe
         * @enum {string}
         */
        TokenSymbol: "EURe" | "GBPe" | "USDe" | "ISKe";
        /**
         * Token
         * @description One token the provider issues on one chain, with its contract address.
         *
         *     `x-tokens` is the one list of issued tokens: one per currency, each on every EVM chain (testnets
         *     in the sandbox, mainnets in production; Noble and Grand are left out, their tokens are Cosmos
         *     denominations, not `0x` contract addresses). A token's contract address is the last 20 bytes of
         *     keccak256("emoney-token:{chain}:{symbol}") in EIP-55 case, reproducible by anyone. `make generate`
         *     emits the list with its addresses into `generated/` for the server (`GET /tokens`) and the docs.
         */
        Token: {
            currency: components["schemas"]["Currency"];
            ticker: components["schemas"]["Ticker"];
            symbol: components["schemas"]["TokenSymbol"];
            chain: components["schemas"]["Chain"];
            address: components["schemas"]["Address"];
            /**
             * @description The number of decimals of the token contract (18 for every current token).
             * @example 18
             */
            decimals: number;
        };
        /**
         * TokenList
         * @description The answer of `GET /tokens`: every token on every chain the deployment serves, as a bare JSON
         *     array. Unlike the other lists (`addresses`, `ibans`, `orders`, whose answers the product
         *     specification names by their field), the product specification calls this one a plain "token
         *     list", which is the shape the provider's `/tokens` has always had; it is kept as an array so
         *     that clients of that shape keep working.
         */
        TokenList: components["schemas"]["Token"][];
        /**
         * CountryRiskTier
         * @description How much risk a country carries for onboarding, lowest first:
         *     - `low`, `medium`, `high`: accepted, with more checks the higher the tier.
         *     - `restricted`: accepted only with proof of the source of funds and a first payment from an
         *       account in the customer's own name.
         *     - `prohibited`: not accepted.
         * @example low
         * @enum {string}
         */
        CountryRiskTier: "low" | "medium" | "high" | "restricted" | "prohibited";
        /**
         * Country
         * @description One country and its risk tiers for a customer's nationality and residency.
         * @example {
         *       "name": "Iceland",
         *       "code": "IS",
         *       "nationality": "low",
         *       "residency": "low"
         *     }
         */
        Country: {
            /**
             * @description The country's English short name.
             * @example Iceland
             */
            name: string;
            code: components["schemas"]["CountryCode"];
            /** @description The tier of a person holding this country's nationality. */
            nationality: components["schemas"]["CountryRiskTier"];
            /** @description The tier of a person living in this country, or of a company registered in it. */
            residency: components["schemas"]["CountryRiskTier"];
        };
        /**
         * CountryList
         * @description Every country with its risk tiers, ordered by `code`, and how many there are.
         */
        CountryList: {
            countries: components["schemas"]["Country"][];
            /**
             * @description How many countries `countries` holds.
             * @example 249
             */
            total: number;
        };
        /**
         * SwapChain
         * @description A chain the swap preview runs on. The preview runs in the sandbox only, on Arbitrum Sepolia
         *     (EIP-155 chain id 421614, see `Chain`).
         * @example arbitrumsepolia
         * @enum {string}
         */
        SwapChain: "arbitrumsepolia";
        /**
         * SwapToken
         * @description A token the swap preview exchanges, by its symbol as answers spell it.
         * @example USDC
         * @enum {string}
         */
        SwapToken: "USDC" | "EURe";
        /**
         * SwapRequestAmount
         * @description An amount to quote, as decimal text of at least 1 token, with no more decimals than the token
         *     has (6 for USDC, 18 for EURe; more answers `400`) and at most 15 digits before the point.
         *     The base-unit amounts of the answer are what settles.
         * @example 10.00
         */
        SwapRequestAmount: string;
        /**
         * SwapQuoteToken
         * @description An opaque token holding a quote's terms, sealed by the platform (encrypted and authenticated
         *     with its data key) and bound to the app that asked for the quote: it cannot be read, changed
         *     or used by another app. Send it back unchanged in the `X-Quote-Token` header of
         *     `POST /swap/accept` before the quote's `expiry`.
         * @example enc:v1:sandbox-1a2b3c4d:q9S2tM0nQ4lKx8aB:ZmFrZS1zZWFsZWQtcXVvdGUtdGVybXMtZm9yLWRvY3M
         */
        SwapQuoteToken: string;
        /**
         * SwapQuoteId
         * Format: uuid
         * @description A quote's id (a UUID), for reconciliation; it is signed into the settlement calldata as
         *     `bytes16` and the settlement contract emits it in its `Swap(bytes16 quoteId)` event.
         * @example 5b0b2b52-0f1e-4d6a-9c1e-2a8f0c6d4e11
         */
        SwapQuoteId: string;
        /**
         * SwapTokenDecimals
         * @description How many decimals the token contract uses.
         * @example 6
         */
        SwapTokenDecimals: number;
        /**
         * SwapAmount
         * @description A positive decimal amount, as text (`10`, `10.00`, `9.2`).
         * @example 10.00
         */
        SwapAmount: string;
        /**
         * SwapBaseUnits
         * @description A token amount in base units, as base-10 integer text (fits a `uint256`).
         * @example 10000000
         */
        SwapBaseUnits: string;
        /**
         * SwapQuote
         * @description A price for exchanging one token for another, bound to the wallet that will settle it, valid
         *     until `expiry`. Amounts are decimal text for people and base-unit integers for the chain; the
         *     base units are what is signed and settled.
         *
         *     In the sandbox every quote is priced from `x-sandbox-rates`, the one table of sandbox prices
         *     (the server and the docs read it from here):
         *     - `tokens`: each token's `decimals` and its value in US dollars (`usd`), which gives
         *       `sellAmountUsd` and `buyAmountUsd` (rounded down to the cent).
         *     - `prices`: how much of the buy token one sell token buys, per `SELL-BUY` pair. A `sellAmount`
         *       buys `sellAmount × price`, rounded down to the buy token's decimals; a `buyAmount` costs
         *       `buyAmount ÷ price`, rounded up to the sell token's decimals. `price` answers the table's
         *       price.
         *     - `priceImpact`: the value the swap gives up at the table's prices, `1 − price × usd(buy) ÷
         *       usd(sell)`, in percent with 2 decimals (the sandbox's spread: 0.64 for USDC to EURe, 0.93
         *       the other way; its liquidity is unlimited, so the amount does not change it).
         *     - `lifetimeSeconds`: how long a quote stays valid (`expiry` is the quote's time plus this, on
         *       the sandbox clock).
         *
         *     Token addresses: EURe's is the one `GET /tokens` lists for the chain; USDC's follows the same
         *     rule (the last 20 bytes of keccak256("emoney-token:{chain}:USDC"), EIP-55 case), as does the
         *     settlement contract's (keccak256("emoney-swap-settlement:{chain}")). There is no local chain
         *     yet: nothing is deployed at these addresses.
         * @example {
         *       "id": "5b0b2b52-0f1e-4d6a-9c1e-2a8f0c6d4e11",
         *       "expiry": 1795340520,
         *       "chain": "arbitrumsepolia",
         *       "walletAddress": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
         *       "sellToken": "USDC",
         *       "buyToken": "EURe",
         *       "sellTokenAddress": "0xb7f069889dC594dD2B39BE0B6b75f72B3c49426b",
         *       "buyTokenAddress": "0x2C1e720219FcaC5026BbDFbe7Ada8EFd928e3fb4",
         *       "sellTokenDecimals": 6,
         *       "buyTokenDecimals": 18,
         *       "sellAmount": "10.00",
         *       "buyAmount": "9.20",
         *       "sellAmountBaseUnits": "10000000",
         *       "buyAmountBaseUnits": "9200000000000000000",
         *       "requiredAllowanceBaseUnits": "10000000",
         *       "price": "0.92",
         *       "priceImpact": "0.64",
         *       "sellAmountUsd": "10.00",
         *       "buyAmountUsd": "9.93"
         *     }
         */
        SwapQuote: {
            id: components["schemas"]["SwapQuoteId"];
            /**
             * Format: int64
             * @description When the quote expires, in Unix seconds; accept it and settle it before then.
             * @example 1795340520
             */
            expiry: number;
            chain: components["schemas"]["SwapChain"];
            /** @description The wallet the quote is bound to, the only one that may settle it (EIP-55 case). */
            walletAddress: components["schemas"]["Address"];
            /** @description The token the wallet sells. */
            sellToken: components["schemas"]["SwapToken"];
            /** @description The token the wallet receives. */
            buyToken: components["schemas"]["SwapToken"];
            /** @description The contract address of `sellToken` on `chain`. */
            sellTokenAddress: components["schemas"]["Address"];
            /** @description The contract address of `buyToken` on `chain`. */
            buyTokenAddress: components["schemas"]["Address"];
            sellTokenDecimals: components["schemas"]["SwapTokenDecimals"];
            buyTokenDecimals: components["schemas"]["SwapTokenDecimals"];
            /** @description How much `sellToken` the wallet sells, as decimal text. */
            sellAmount: components["schemas"]["SwapAmount"];
            /** @description How much `buyToken` the wallet receives, as decimal text. */
            buyAmount: components["schemas"]["SwapAmount"];
            /** @description `sellAmount` in base units: what the settlement takes from the wallet. */
            sellAmountBaseUnits: components["schemas"]["SwapBaseUnits"];
            /** @description `buyAmount` in base units: what the settlement sends to the wallet. */
            buyAmountBaseUnits: components["schemas"]["SwapBaseUnits"];
            /** @description The smallest `sellToken` allowance the wallet must give the settlement contract. */
            requiredAllowanceBaseUnits: components["schemas"]["SwapBaseUnits"];
            /** @description How much `buyToken` one `sellToken` buys. */
            price: components["schemas"]["SwapAmount"];
            /**
             * @description The value the swap gives up, in percent (`0.64` is 0.64 %).
             * @example 0.64
             */
            priceImpact: string;
            /** @description What `sellAmount` is worth in US dollars. */
            sellAmountUsd: components["schemas"]["SwapAmount"];
            /** @description What `buyAmount` is worth in US dollars. */
            buyAmountUsd: components["schemas"]["SwapAmount"];
        };
        /**
         * SwapSignature
         * @description The platform's 65-byte secp256k1 signature (`r ‖ s ‖ v`) of the quote's settlement terms,
         *     which the settlement contract checks before it moves any token (see `SwapAcceptedQuote`).
         * @example 0xab42863c4685581d9a32634505c93a3cfe87e8096253437afbffdd4558fadafc4a52ed3e5b51214a094556f4c2afab30a2cac077c30043814de3247ecba070531b
         */
        SwapSignature: string;
        /**
         * SwapCalldata
         * @description The complete ABI-encoded `swap(address walletAddress, address sellToken, address buyToken,
         *     uint256 sellAmount, uint256 buyAmount, uint256 expiry, uint256 nonce, bytes16 quoteId, bytes
         *     signature)` call. Send it unchanged, from `walletAddress`, to `settlementAddress`.
         * @example 0x179fc846000000000000000000000000f87e455d4afa0beaa90c866ac2d255a46a9c1a18000000000000000000000000b7f069889dc594dd2b39be0b6b75f72b3c49426b0000000000000000000000002c1e720219fcac5026bbdfbe7ada8efd928e3fb400000000000000000000000000000000000000000000000000000000009896800000000000000000000000000000000000000000000000007facf7419d980000000000000000000000000000000000000000000000000000000000006b02b8e8000000000000000000000000000000000000000000000000000000000000002a5b0b2b520f1e4d6a9c1e2a8f0c6d4e110000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001200000000000000000000000000000000000000000000000000000000000000041ab42863c4685581d9a32634505c93a3cfe87e8096253437afbffdd4558fadafc4a52ed3e5b51214a094556f4c2afab30a2cac077c30043814de3247ecba070531b00000000000000000000000000000000000000000000000000000000000000
         */
        SwapCalldata: string;
        /**
         * SwapAcceptedQuote
         * @description An accepted quote: its terms as quoted, signed by the platform, and the calldata that settles
         *     it. The wallet approves `settlementAddress` for at least `requiredAllowanceBaseUnits` of
         *     `sellTokenAddress`, then sends `calldata` to `settlementAddress` on `chainId` before `expiry`.
         *
         *     What is signed: `keccak256(abi.encode(keccak256("emoney-swap:v1"), chainId,
         *     settlementAddress, walletAddress, sellTokenAddress, buyTokenAddress, sellAmountBaseUnits,
         *     buyAmountBaseUnits, expiry, nonce, bytes16(id)))` (uint256, addresses and bytes16 as ABI
         *     types), signed as an EIP-191 personal message of those 32 bytes by the platform's settlement
         *     signer. `nonce` is the platform's own counter: each accepted quote gets a new one, and a
         *     settlement contract accepts each nonce once.
         * @example {
         *       "id": "5b0b2b52-0f1e-4d6a-9c1e-2a8f0c6d4e11",
         *       "expiry": 1795340520,
         *       "chain": "arbitrumsepolia",
         *       "walletAddress": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
         *       "sellToken": "USDC",
         *       "buyToken": "EURe",
         *       "sellTokenAddress": "0xb7f069889dC594dD2B39BE0B6b75f72B3c49426b",
         *       "buyTokenAddress": "0x2C1e720219FcaC5026BbDFbe7Ada8EFd928e3fb4",
         *       "sellTokenDecimals": 6,
         *       "buyTokenDecimals": 18,
         *       "sellAmount": "10.00",
         *       "buyAmount": "9.20",
         *       "sellAmountBaseUnits": "10000000",
         *       "buyAmountBaseUnits": "9200000000000000000",
         *       "requiredAllowanceBaseUnits": "10000000",
         *       "price": "0.92",
         *       "priceImpact": "0.64",
         *       "sellAmountUsd": "10.00",
         *       "buyAmountUsd": "9.93",
         *       "chainId": 421614,
         *       "settlementAddress": "0xB94c394d8A8B8f48d1Ff71863627eBFd2604b3D1",
         *       "nonce": 42,
         *       "signature": "0xab42863c4685581d9a32634505c93a3cfe87e8096253437afbffdd4558fadafc4a52ed3e5b51214a094556f4c2afab30a2cac077c30043814de3247ecba070531b",
         *       "calldata": "0x179fc846000000000000000000000000f87e455d4afa0beaa90c866ac2d255a46a9c1a18000000000000000000000000b7f069889dc594dd2b39be0b6b75f72b3c49426b0000000000000000000000002c1e720219fcac5026bbdfbe7ada8efd928e3fb400000000000000000000000000000000000000000000000000000000009896800000000000000000000000000000000000000000000000007facf7419d980000000000000000000000000000000000000000000000000000000000006b02b8e8000000000000000000000000000000000000000000000000000000000000002a5b0b2b520f1e4d6a9c1e2a8f0c6d4e110000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001200000000000000000000000000000000000000000000000000000000000000041ab42863c4685581d9a32634505c93a3cfe87e8096253437afbffdd4558fadafc4a52ed3e5b51214a094556f4c2afab30a2cac077c30043814de3247ecba070531b00000000000000000000000000000000000000000000000000000000000000"
         *     }
         */
        SwapAcceptedQuote: components["schemas"]["SwapQuote"] & {
            /**
             * Format: int64
             * @description The EIP-155 id of the chain the signature is valid on.
             * @example 421614
             */
            chainId: number;
            /** @description The settlement contract that must receive `calldata`. */
            settlementAddress: components["schemas"]["Address"];
            /**
             * Format: int64
             * @description The settlement nonce, used once.
             * @example 42
             */
            nonce: number;
            signature: components["schemas"]["SwapSignature"];
            calldata: components["schemas"]["SwapCalldata"];
        };
        /**
         * SimulatedPayment
         * @description An incoming SEPA credit transfer to simulate (sandbox only). The money is minted as tokens on
         *     the address the IBAN is linked to, as an `issue` order that is processed at once.
         */
        SimulatedPayment: {
            iban: components["schemas"]["IbanInput"];
            /** @description The amount received, more than zero. */
            amount: components["schemas"]["Amount"];
            /** @description The currency of the payment; defaults to `eur`. */
            currency?: components["schemas"]["Currency"];
            /** @description The payer's name, shown as the counterpart of the issue order; defaults to `Sandbox payer`. */
            senderName?: string;
            /** @description The payer's IBAN; defaults to a fixed sandbox IBAN. */
            senderIban?: components["schemas"]["IbanInput"];
            memo?: components["schemas"]["Memo"];
        };
        /**
         * SimulatedOrderDecision
         * @description Processes or rejects a pending redeem order (sandbox only).
         */
        SimulatedOrderDecision: {
            /**
             * @description The order's final state.
             * @enum {string}
             */
            state: "processed" | "rejected";
            /** @description Why it is rejected (only with `rejected`); defaults to `Rejected by the sandbox simulator`. */
            reason?: string;
        };
        /**
         * SimulatedKycDecision
         * @description Decides a profile's KYC (sandbox only); emits `profile.updated`.
         */
        SimulatedKycDecision: {
            /**
             * @description The decision.
             * @enum {string}
             */
            state: "approved" | "rejected" | "blocked";
        };
        /**
         * SimulatedSignatureOutcome
         * @description Settles a pending onchain smart-contract signature of an address link (sandbox only):
         *     `confirmed` links the address, `expired` gives up on it as if 5 days had passed.
         */
        SimulatedSignatureOutcome: {
            chain: components["schemas"]["Chain"];
            /**
             * @description What happened onchain.
             * @enum {string}
             */
            outcome: "confirmed" | "expired";
        };
        /**
         * SimulatedClock
         * @description A partner's sandbox clock (each partner has its own), which the simulator can move forward to reach time-based rules (order message tolerance, the 5-day signature window, delays).
         */
        SimulatedClock: {
            now: components["schemas"]["Timestamp"];
        };
        /**
         * SimulatedClockAdvance
         * @description How far to move the sandbox clock forward.
         */
        SimulatedClockAdvance: {
            /** @description Seconds to add (at most one year). */
            seconds: number;
        };
        /**
         * LocalChainState
         * @description How a local chain stands against the ledger (the database stays the ledger of record):
         *     `in-sync`, every mint and burn the platform signed is mined; `syncing`, some are still being
         *     sent; `unreachable`, the node does not answer (they are sent when it does again); `diverged`,
         *     the chain and the ledger disagree in a way the platform does not repair on its own (a burn
         *     reverted because the tokens moved onchain, or the node holds transactions the ledger does not
         *     know): `detail` says what and how to start again.
         * @example in-sync
         * @enum {string}
         */
        LocalChainState: "in-sync" | "syncing" | "unreachable" | "diverged";
        /**
         * LocalToken
         * @description A token contract deployed on a local chain (ERC-20, 18 decimals; the platform holds its minter and burner roles).
         */
        LocalToken: {
            currency: components["schemas"]["Currency"];
            symbol: components["schemas"]["TokenSymbol"];
            address: components["schemas"]["Address"];
        };
        /**
         * LocalSafeContracts
         * @description Safe 1.4.1's contracts deployed on a local chain, for smart-contract wallets: create a Safe
         *     through `proxyFactory` (`createProxyWithNonce`) with `singleton` and `fallbackHandler` (which
         *     answers ERC-1271 `isValidSignature`), and approve a message onchain by a delegate call to
         *     `signMessageLib`'s `signMessage`.
         */
        LocalSafeContracts: {
            /** @description SafeL2, the singleton each Safe proxy delegates to. */
            singleton: components["schemas"]["Address"];
            /** @description SafeProxyFactory. */
            proxyFactory: components["schemas"]["Address"];
            /** @description CompatibilityFallbackHandler (ERC-1271 and `signedMessages` checks). */
            fallbackHandler: components["schemas"]["Address"];
            /** @description SignMessageLib, for onchain message approvals. */
            signMessageLib: components["schemas"]["Address"];
        };
        /**
         * LocalTestAccount
         * @description An account funded with test ether on every local chain, for partners' scripts and wallets. Its
         *     key is anvil's well-known development key: public on purpose, and worthless anywhere but a
         *     loopback chain.
         */
        LocalTestAccount: {
            address: components["schemas"]["Address"];
            /**
             * @description The account's secp256k1 private key, `0x` and 64 hexadecimal characters.
             * @example 0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d
             */
            privateKey: string;
        };
        /**
         * LocalChain
         * @description A chain the sandbox runs on loopback: a real EVM node (anvil) with the chain id of the testnet
         *     it stands for. Payments to an IBAN of an address on it mint tokens onchain, processed redeem
         *     orders burn them, and smart-contract wallets are asked over its JSON-RPC.
         */
        LocalChain: {
            chain: components["schemas"]["Chain"];
            /**
             * @description The EIP-155 chain id the node answers (the testnet's).
             * @example 11155111
             */
            chainId: number;
            /**
             * Format: uri
             * @description The node's JSON-RPC URL (loopback), for wallets and scripts.
             * @example http://127.0.0.1:8545
             */
            rpcUrl: string;
            state: components["schemas"]["LocalChainState"];
            /**
             * @description Why `state` is not `in-sync`, in words; absent when it is.
             * @example the node does not answer: transactions are sent when it does
             */
            detail?: string;
            /** @description The token contracts on this chain, EURe, GBPe, USDe, ISKe. */
            tokens: components["schemas"]["LocalToken"][];
            safe: components["schemas"]["LocalSafeContracts"];
            /** @description The platform's account on the chain, which deployed the contracts and holds the tokens' minter and burner roles. */
            platformAddress: components["schemas"]["Address"];
            testAccount: components["schemas"]["LocalTestAccount"];
            /** @description The transactions the platform signed on the chain (deployments, mints, burns), by state. */
            transactions: {
                /** @description Signed and not yet seen mined. */
                signed: number;
                mined: number;
                /** @description Mined and failed; each is a difference between ledger and chain (`state` is then `diverged`). */
                reverted: number;
            };
        };
        /**
         * LocalChainList
         * @description The sandbox's local chains; an empty list when they are off (`EMONEY_LOCAL_CHAINS=off`).
         */
        LocalChainList: {
            chains: components["schemas"]["LocalChain"][];
        };
        /**
         * SubscriptionCreatedEvent
         * @description The `subscription.created` test notification, sent signed to a subscription's URL when it is
         *     created (or its URL changed), before anything is saved. Answer with any `2xx` status to confirm the
         *     endpoint; otherwise the subscription is not created (or the URL not changed).
         */
        SubscriptionCreatedEvent: {
            /**
             * @description The event type.
             * @example subscription.created
             * @constant
             */
            type: "subscription.created";
            /** @description When the event happened. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The subscription being created. */
            data: {
                /** @description The id the subscription gets once this notification is acknowledged. */
                subscription: components["schemas"]["Uuid"];
                url: components["schemas"]["WebhookUrl"];
                types: components["schemas"]["WebhookEventTypeList"];
            };
        };
        /**
         * OrderCreatedEvent
         * @description The `order.created` notification. An order was created: a redeem order was placed (state
         *     `placed`), or money arrived at a profile's IBAN and an issue order was created.
         */
        OrderCreatedEvent: {
            /**
             * @description The event type.
             * @example order.created
             * @constant
             */
            type: "order.created";
            /** @description When the event happened. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The order as `GET /orders/{orderId}` returns it. */
            data: components["schemas"]["Order"];
        };
        /**
         * OrderUpdatedEvent
         * @description The `order.updated` notification. An order changed state, typically to `processed` or `rejected`.
         */
        OrderUpdatedEvent: {
            /**
             * @description The event type.
             * @example order.updated
             * @constant
             */
            type: "order.updated";
            /** @description When the event happened. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The order after the change, as `GET /orders/{orderId}` returns it. */
            data: components["schemas"]["Order"];
        };
        /**
         * ProfileUpdatedEvent
         * @description The `profile.updated` notification. A profile changed, for example its onboarding `state` (pending, approved, rejected, blocked) or its name.
         */
        ProfileUpdatedEvent: {
            /**
             * @description The event type.
             * @example profile.updated
             * @constant
             */
            type: "profile.updated";
            /** @description When the event happened. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The profile after the change, as `GET /profiles/{profile}` returns it. */
            data: components["schemas"]["Profile"];
        };
        /**
         * ProfileErrorEvent
         * @description The `profile.error` notification (opt-in): data a KYC provider shared for a profile was
         *     refused field by field and skipped. The profile stays `incomplete` until those fields are
         *     corrected with `PATCH /profiles/{profile}/details`.
         */
        ProfileErrorEvent: {
            /**
             * @description The event type.
             * @example profile.error
             * @constant
             */
            type: "profile.error";
            /** @description When the data was refused. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The profile and the fields refused. */
            data: {
                id: components["schemas"]["Uuid"];
                kind: components["schemas"]["ProfileKind"];
                /** @description Each field skipped, and why. */
                errors: {
                    /**
                     * @description The field of the details that was skipped.
                     * @example address
                     */
                    field: string;
                    /**
                     * @description Why it was refused.
                     * @example address exceeds 200 characters
                     */
                    reason: string;
                }[];
            };
        };
        /**
         * IbanUpdatedEvent
         * @description The `iban.updated` notification. An IBAN was provisioned, moved to another address or chain, or changed state.
         */
        IbanUpdatedEvent: {
            /**
             * @description The event type.
             * @example iban.updated
             * @constant
             */
            type: "iban.updated";
            /** @description When the event happened. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description The IBAN after the change, as `GET /ibans/{iban}` returns it. */
            data: components["schemas"]["IbanObject"];
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
        /** @description An unexpected failure on the server. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "internal_error",
                 *       "status": 500,
                 *       "message": "Internal Server Error"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request has a body in a media type the operation does not take (its `Content-Type` is not
         *     one the operation's request body is declared with).
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unsupported_media_type",
                 *       "status": 415,
                 *       "message": "POST /auth/token takes application/x-www-form-urlencoded; the request sent Content-Type application/json"
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
        /** @description Nothing was created because the resource already exists; the body is empty. */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
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
        /** @description No webhook subscription of the calling app has this id. */
        SubscriptionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "not_found",
                 *       "status": 404,
                 *       "message": "subscription not found"
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
        /** @description The request body or the uploaded file is over its limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "payload_too_large",
                 *       "status": 413,
                 *       "message": "File is larger than 5 MB"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The caller may not submit KYC data for this profile: the partner app has not been granted the
         *     extra privilege by the provider (contact the provider for access), or the user has no `write`
         *     permission on the profile (`User {email} is forbidden`).
         */
        KycForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "forbidden",
                 *       "status": 403,
                 *       "message": "The app is not allowed to submit KYC data. Contact emoney for access."
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The profile's state does not allow this submission: the profile is already approved (its
         *     details, and so its kind, can no longer change), it is blocked for compliance reasons, or the
         *     body's kind (`personal` or `corporate`) does not match the profile's kind.
         */
        ProfileConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "conflict",
                 *       "status": 409,
                 *       "message": "The profile details have already been approved and need not be submitted again"
                 *     }
                 */
                "application/vnd.emoney.api-v2+json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A service the request depends on could not answer just now (the database, or the chain's
         *     JSON-RPC node asked about a smart-contract signature). Nothing was changed: send the same
         *     request again after the seconds in `Retry-After`.
         */
        ServiceUnavailable: {
            headers: {
                /**
                 * @description Seconds to wait before sending the request again.
                 * @example 30
                 */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "internal_error",
                 *       "status": 503,
                 *       "message": "The sepolia node could not check the smart-contract signature just now: try again shortly"
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
        /**
         * @description Page size: at most this many items (default 50, at most 200). When more match, the answer
         *     carries `nextCursor`.
         * @example 50
         */
        PageLimit: number;
        /**
         * @description The profile's id.
         * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
         */
        ProfileId: components["schemas"]["Uuid"];
        /**
         * @description Limit the answer to this profile (one the caller is authorized for). Defaults to every profile the caller may read.
         * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
         */
        ProfileQuery: components["schemas"]["Uuid"];
        /**
         * @description Limit the answer to this chain.
         * @example sepolia
         */
        ChainQuery: components["schemas"]["Chain"];
        /**
         * @description The address, `0x` followed by 40 hexadecimal characters.
         * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
         */
        AddressPath: components["schemas"]["Address"];
        /**
         * @description The chain.
         * @example sepolia
         */
        ChainPath: components["schemas"]["Chain"];
        /**
         * @description The IBAN, in any case; spaces are accepted (URL-encoded as `%20`) and ignored, so
         *     `IS14%200159%202600%207654%205510%207303%2039` finds the same IBAN as `IS140159260076545510730339`.
         * @example IS140159260076545510730339
         */
        IbanPath: components["schemas"]["IbanInput"];
        /**
         * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
         *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
         * @example msg_p5jXN8AQM9LWM0D4loKWxJek
         */
        WebhookIdHeader: string;
        /**
         * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
         *     with the payload; reject notifications whose timestamp is more than five minutes away from
         *     your clock, to defeat replays.
         * @example 1614265330
         */
        WebhookTimestampHeader: string;
        /**
         * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
         *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
         *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
         *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
         *     and re-serialize the JSON first), and compare in constant time. The example is the signature
         *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
         *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
         * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
         */
        WebhookSignatureHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWelcome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The welcome message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hello": "Welcome to the emoney API v2",
                     *       "docs": "https://emoney.test/js-monorepo/",
                     *       "twitter": "https://twitter.com/emoney"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Welcome"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    authorize: {
        parameters: {
            query: {
                /**
                 * @description The app's client id for the authorization code flow.
                 * @example 1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01
                 */
                client_id: components["schemas"]["ClientId"];
                /**
                 * @description The OAuth 2.0 response type (RFC 6749, section 4.1.1): `code`, the default. Any other
                 *     value comes back to the trusted `redirect_uri` with `error=unsupported_response_type`.
                 * @example code
                 */
                response_type?: components["schemas"]["ResponseType"];
                /**
                 * @description The PKCE code challenge, base64url of the SHA-256 of the code verifier (43 characters).
                 * @example E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM
                 */
                code_challenge: components["schemas"]["CodeChallenge"];
                /**
                 * @description How the challenge was derived; only `S256`, the default.
                 * @example S256
                 */
                code_challenge_method?: components["schemas"]["CodeChallengeMethod"];
                /**
                 * @description Where to send the user back; must match a registered redirect URI exactly. Required when
                 *     the app registered more than one.
                 * @example https://app.partner.test/callback
                 */
                redirect_uri?: components["schemas"]["RedirectUri"];
                /**
                 * @description An opaque value returned unchanged with the code; recommended against CSRF.
                 * @example af0ifjsldkj
                 */
                state?: components["schemas"]["OauthState"];
                /**
                 * @description A wallet address to link automatically; only together with `signature` and `chain`.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address?: components["schemas"]["Address"];
                /**
                 * @description With `address`: the address's signature of `I hereby declare that I am the address
                 *     owner.` With `authentication_method=siwe`: the signature of `message` (then required).
                 * @example 0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b
                 */
                signature?: components["schemas"]["Signature"];
                /**
                 * @description The chain to link `address` on (required with `address`); otherwise the chain the screens preselect.
                 * @example sepolia
                 */
                chain?: components["schemas"]["Chain"];
                /**
                 * @description Prefills the email field of the hosted sign-up and sign-in screens.
                 * @example jane.doe@partner.test
                 */
                email?: string;
                /**
                 * @description Skip the KYC screens; the app submits the customer's details itself (sharing model).
                 *     Ignored unless the app is on the sharing model and may submit details.
                 * @example false
                 */
                skip_kyc?: boolean;
                /**
                 * @description Skip the account creation screen and go straight to sign-in.
                 * @example false
                 */
                skip_create_account?: boolean;
                /**
                 * @description Which screen a signed-out user sees first: `login` (sign in) or `signup` (create an
                 *     account, the default). `skip_create_account=true` always starts at sign-in.
                 * @example login
                 */
                auth_mode?: components["schemas"]["AuthMode"];
                /**
                 * @description `siwe` selects the Sign-In with Ethereum variant; `message` and `signature` are then
                 *     required and the answer is a 302 with the code.
                 * @example siwe
                 */
                authentication_method?: "siwe";
                /**
                 * @description The EIP-4361 message signed by `signature` (Sign-In with Ethereum variant only), URL-encoded.
                 * @example app.partner.test wants you to sign in with your Ethereum account:
                 *     0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 *
                 *     Allow Partner App to access my data on emoney.
                 *
                 *     URI: https://app.partner.test/callback
                 *     Version: 1
                 *     Chain ID: 11155111
                 *     Nonce: 7gk2Qx9LpZ3aRm4T
                 *     Issued At: 2026-11-22T09:30:00.000Z
                 *     Expiration Time: 2026-11-22T09:35:00.000Z
                 *     Resources:
                 *     - https://emoney.test/siwe
                 *     - https://app.partner.test/privacy
                 *     - https://app.partner.test/terms
                 */
                message?: components["schemas"]["SiweMessage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The user is sent back to the trusted `redirect_uri`. No body.
             *     - Sign-In with Ethereum variant: on success the query carries `code` (exchange it at
             *       `POST /auth/token`) and `state`; otherwise `error` and `error_description` (and
             *       `state`), for example `invalid_request` when the message breaks a rule (expired,
             *       issued in the future, nonce already used, wrong version, resources, or chain id) or
             *       the signature does not match, and `access_denied` when the signer is not an existing
             *       customer with a linked address on that chain.
             *     - Authorization code variant: a bad request from a known client to a trusted
             *       `redirect_uri` comes back with `error=invalid_request` and `error_description`, or
             *       `error=unsupported_response_type` for a `response_type` other than `code`.
             */
            302: {
                headers: {
                    /**
                     * @description The redirect URI with `code` and `state`, or `error` and `error_description`, in its query.
                     * @example https://app.partner.test/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj
                     */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The user is sent to emoney's hosted screens (sign up or sign in, onboard, connect wallets,
             *     authorize). They come back to `redirect_uri` with `code` and `state`, or with `error`
             *     (for example `access_denied` when they decline) and `error_description`. No body.
             *     Every screen lets the user leave: they come back with `error=access_denied`, `state` and
             *     `error_description` `The user cancelled the authorization request` (or `The user denied
             *     the request` from Deny), or, when the app did not ask to skip KYC and the profile is what
             *     stops them, `profile_pending: The user's profile is being reviewed`, `profile_rejected:
             *     The user's profile was rejected` or `profile_blocked: The user's profile is blocked`.
             */
            307: {
                headers: {
                    /**
                     * @description The hosted onboarding screens, carrying the authorization request.
                     * @example https://emoney.test/partners/1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01/auth?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=https%3A%2F%2Fapp.partner.test%2Fcallback&state=af0ifjsldkj
                     */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not redirected, because the redirect target cannot be trusted: an unknown `client_id`
             *     (message `no such client id`), or a `redirect_uri` that is not registered, not `https`
             *     or missing while several are registered. Other bad requests (a missing or malformed
             *     `code_challenge`, a method other than `S256`, `address` without `signature` and
             *     `chain`, the two variants' fields mixed) go back to the trusted `redirect_uri` with
             *     `error=invalid_request` (302). A browser that asks for HTML before JSON (a person who
             *     opened the link) gets the same 400 as an HTML error page in the hosted screens' look.
             */
            400: components["responses"]["BadRequest"];
            default: components["responses"]["InternalServerError"];
        };
    };
    authorizeWithForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AuthorizationRequest"] | components["schemas"]["SiweAuthorizationRequest"];
            };
        };
        responses: {
            /**
             * @description The user is sent back to the trusted `redirect_uri`: in the Sign-In with Ethereum
             *     variant with `code` and `state`, or with `error` (`invalid_request`, `access_denied`)
             *     and `error_description`; in the authorization code variant, a bad request from a known
             *     client comes back with `error=invalid_request` and `error_description`. No body.
             */
            302: {
                headers: {
                    /**
                     * @description The redirect URI with `code` and `state`, or `error` and `error_description`, in its query.
                     * @example https://app.partner.test/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj
                     */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The user is sent to emoney's hosted onboarding screens. No body. */
            307: {
                headers: {
                    /**
                     * @description The hosted onboarding screens, carrying the authorization request.
                     * @example https://emoney.test/partners/1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01/auth?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=https%3A%2F%2Fapp.partner.test%2Fcallback&state=af0ifjsldkj
                     */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not redirected, because the redirect target cannot be trusted: an unknown `client_id`
             *     (message `no such client id`), or an untrusted or missing `redirect_uri`. Other bad
             *     requests go back to the trusted `redirect_uri` with `error=invalid_request` (302).
             */
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["InternalServerError"];
        };
    };
    getAuthContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's authorization context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *       "email": "jane.doe@partner.test",
                     *       "name": "Jane Doe",
                     *       "roles": [],
                     *       "auth": {
                     *         "method": "jwt",
                     *         "subject": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *         "verified": true
                     *       },
                     *       "defaultProfile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "profiles": [
                     *         {
                     *           "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "kind": "personal",
                     *           "name": "Jane Doe",
                     *           "state": "approved",
                     *           "perms": [
                     *             "read",
                     *             "write"
                     *           ]
                     *         },
                     *         {
                     *           "id": "6a8b0c2d-4e6f-4a1b-9c3d-5e7f9a1b3c5d",
                     *           "kind": "corporate",
                     *           "name": "Doe Trading ehf.",
                     *           "state": "pending",
                     *           "perms": [
                     *             "read"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["UserContext"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    signUp: {
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
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The user and their profile were created; the app is authorized for them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "jane.doe@partner.test",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["SignupResponse"];
                };
            };
            /** @description The email is already this partner's customer; nothing was created and the body is empty. */
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The tokens. */
            200: {
                headers: {
                    /**
                     * @description Always `no-store`; tokens must not be cached (RFC 6749, section 5.1).
                     * @example no-store
                     */
                    "Cache-Control": "no-store";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1YjJjOGUxZC00ZjdhLTRjM2ItOWU2ZC0xYTJiM2M0ZDVlNmYifQ.c2lnbmF0dXJl",
                     *       "expires_in": 3600,
                     *       "refresh_token": "tGzv3JOkF0XG5Qx2TlKWIA",
                     *       "token_type": "Bearer"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["AccessToken"];
                };
            };
            /**
             * @description The form failed validation, or the grant was refused: an unknown, expired or already
             *     used code, a `code_verifier` that does not match the `code_challenge`, a `redirect_uri`
             *     different from the authorization request's, a wrong client secret, or an unknown or
             *     expired refresh token, or a refresh of a confidential client without its secret where
             *     the deployment requires it. The messages of the two client-id errors are fixed:
             *     - `The client is not authorized to request a token using this method.`: the client id
             *       is not the one registered for this grant (for example the authorization code flow's
             *       client id used with `client_credentials`, or the reverse).
             *     - `Client id must be the same from previous token`: the refresh token was issued to
             *       another client id (for example to the client credentials client id).
             */
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revokeToken: {
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
                 *       "client_id": "1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01",
                 *       "token": "tGzv3JOkF0XG5Qx2TlKWIA",
                 *       "token_type_hint": "refresh_token"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["RevokeRequest"];
            };
        };
        responses: {
            /** @description Revoked, or nothing to revoke. No body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSiweNonce: {
        parameters: {
            query?: {
                /**
                 * @description The app's authorization code client id; binds the nonce to that app (recommended).
                 * @example 1f6e3c2a-7b4d-4e8f-9a0b-5c6d7e8f9a01
                 */
                client_id?: components["schemas"]["ClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh nonce. */
            200: {
                headers: {
                    /**
                     * @description Always `no-store`.
                     * @example no-store
                     */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "nonce": "9f2c4e1a7b3d5f608e1c2a4b6d8f0e13",
                     *       "expiresAt": "2026-11-23T09:40:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["SiweNonce"];
                };
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app's subscriptions. */
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
                     *           "url": "https://app.partner.test/webhooks/emoney",
                     *           "types": [
                     *             "iban.updated",
                     *             "profile.updated"
                     *           ],
                     *           "state": "active",
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0d2f4b6a-8c1e-4a3b-9d5f-7e9a1c3b5d72",
                     *           "url": "https://app.partner.test/webhooks/orders",
                     *           "types": [
                     *             "order.created",
                     *             "order.updated"
                     *           ],
                     *           "state": "inactive",
                     *           "createdAt": "2026-11-23T14:05:12.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookSubscriptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createWebhook: {
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
                 *       "url": "https://app.partner.test/webhooks/emoney",
                 *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                 *       "types": [
                 *         "iban.updated",
                 *         "profile.updated"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhookSubscription"];
            };
        };
        responses: {
            /** @description The subscription was created, its endpoint having acknowledged the test notification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
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
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookSubscription"];
                };
            };
            /**
             * @description The body failed validation (for example a URL that is not `https`, or a secret that is
             *     not `whsec_` and the base64 of 24 to 64 bytes), or the endpoint did not answer the
             *     `subscription.created` test notification with a `2xx` status; the message gives the reason
             *     and nothing was created.
             */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateWebhook: {
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
                 *       "state": "active",
                 *       "types": [
                 *         "iban.updated",
                 *         "order.created",
                 *         "order.updated",
                 *         "profile.updated"
                 *       ]
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
                     *       "url": "https://app.partner.test/webhooks/emoney",
                     *       "types": [
                     *         "iban.updated",
                     *         "order.created",
                     *         "order.updated",
                     *         "profile.updated"
                     *       ],
                     *       "state": "active",
                     *       "createdAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookSubscription"];
                };
            };
            /**
             * @description The body failed validation (no field, an unknown field, an unknown event type, a URL
             *     that is not `https`), or the new URL did not answer the `subscription.created` test
             *     notification with a `2xx` status; nothing changed.
             */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SubscriptionNotFound"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listWebhookDeliveries: {
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
                     *           "webhookId": "msg_p5jXN8AQM9LWM0D4loKWxJek",
                     *           "type": "order.updated",
                     *           "state": "pending",
                     *           "attempts": [
                     *             {
                     *               "attemptedAt": "2026-11-22T09:30:00.000Z",
                     *               "statusCode": 503,
                     *               "latencyMs": 41,
                     *               "error": "Receiver answered 503"
                     *             }
                     *           ],
                     *           "nextAttemptAt": "2026-11-22T09:30:42.000Z",
                     *           "createdAt": "2026-11-22T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SubscriptionNotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    resendWebhookDelivery: {
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
                     *       "webhookId": "msg_p5jXN8AQM9LWM0D4loKWxJek",
                     *       "type": "order.updated",
                     *       "state": "pending",
                     *       "attempts": [
                     *         {
                     *           "attemptedAt": "2026-11-22T09:30:00.000Z",
                     *           "statusCode": 503,
                     *           "latencyMs": 41,
                     *           "error": "Receiver answered 503"
                     *         }
                     *       ],
                     *       "nextAttemptAt": "2026-11-22T09:30:42.000Z",
                     *       "createdAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["WebhookDelivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SubscriptionNotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
        };
    };
    uploadFile: {
        parameters: {
            query?: {
                /**
                 * @description The profile the file is uploaded for (one the caller may write). Defaults to the caller's default profile.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "%PDF-1.7 ..."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The file was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8d4f2a6c-1e3b-4d5f-a7c9-0b2e4f6a8c13",
                     *       "name": "invoice-2026-118.pdf",
                     *       "type": "application/pdf",
                     *       "size": 48213,
                     *       "hash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *       "meta": {
                     *         "uploadedBy": "5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f",
                     *         "createdAt": "2026-11-22T09:30:00.000Z",
                     *         "updatedAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["FileObject"];
                };
            };
            /**
             * @description The upload was refused: a malformed multipart body, no `file` part (or another part), a
             *     file that is neither PDF nor JPEG by its content, an empty file, or a file name longer
             *     than 100 characters.
             */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller holds only the `read` permission on the named profile. */
            403: components["responses"]["Forbidden"];
            /** @description The named profile does not exist or the caller may not reach it. */
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The file is larger than 5 MB (5,242,880 bytes), or storing it would take the profile past its upload quota (files or bytes). */
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many uploads for this profile in the current window; wait the seconds in `Retry-After`. */
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                /**
                 * @description Page size: at most this many items (default 50, at most 200). When more match, the answer
                 *     carries `nextCursor`.
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Continue a listing: the `nextCursor` of the previous page, with the same filters. A cursor
                 *     whose item no longer matches answers 400; start again without one.
                 * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
                 */
                cursor?: components["parameters"]["PageCursor"];
                /**
                 * @description Only profiles in this onboarding state.
                 * @example approved
                 */
                state?: components["schemas"]["ProfileState"];
                /**
                 * @description Only profiles of this kind.
                 * @example personal
                 */
                kind?: components["schemas"]["ProfileKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching profiles. */
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
                     *           "perms": [
                     *             "read",
                     *             "write"
                     *           ]
                     *         },
                     *         {
                     *           "id": "9b2e4d71-6c3a-4f0e-8a51-d7c2e9f04b36",
                     *           "kind": "corporate",
                     *           "name": "Acme Payments ehf.",
                     *           "state": "pending",
                     *           "perms": [
                     *             "read"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["ProfileList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    createProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileCreateRequest"];
            };
        };
        responses: {
            /** @description The profile was created; it starts `created`, with every part `incomplete`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "",
                     *       "state": "created",
                     *       "details": {
                     *         "state": "incomplete"
                     *       },
                     *       "form": {
                     *         "state": "incomplete"
                     *       },
                     *       "verifications": []
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            406: components["responses"]["NotAcceptable"];
            /** @description A profile with the id given already exists (`Profile already exists`). */
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
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
                     *       "details": {
                     *         "state": "approved"
                     *       },
                     *       "form": {
                     *         "state": "approved"
                     *       },
                     *       "verifications": [
                     *         {
                     *           "kind": "idDocument",
                     *           "state": "approved"
                     *         },
                     *         {
                     *           "kind": "facialSimilarity",
                     *           "state": "approved"
                     *         },
                     *         {
                     *           "kind": "proofOfResidency",
                     *           "state": "approved"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    submitProfileDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDetailsRequest"];
            };
        };
        responses: {
            /**
             * @description The details were accepted. The answer is the profile as it stands: `pending` when
             *     everything its KYC model needs is in, else still `created` (or `rejected`).
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "pending"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    patchProfileDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDetailsPatch"];
            };
        };
        responses: {
            /** @description The fields were stored; the answer is the profile as it stands. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "incomplete"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    submitProfileForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileFormRequest"];
            };
        };
        responses: {
            /** @description The form was accepted; the answer is the profile as it stands. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "pending"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    patchProfileForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileFormPatch"];
            };
        };
        responses: {
            /** @description The answers were stored; the answer is the profile as it stands. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "incomplete"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    submitProfileVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileVerificationsRequest"];
            };
        };
        responses: {
            /** @description The verifications were accepted; the answer is the profile as it stands. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "pending"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    patchProfileVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileVerificationsRequest"];
            };
        };
        responses: {
            /** @description The verifications were stored; the answer is the profile as it stands. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "incomplete"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    shareProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "sumsub",
                 *       "personal": {
                 *         "token": "sandbox-approved"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShareProfileRequest"];
            };
        };
        responses: {
            /**
             * @description The applicant's data was imported; the answer is the profile as it stands, with where
             *     each part stands.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "kind": "personal",
                     *       "name": "Jane Doe",
                     *       "state": "incomplete",
                     *       "details": {
                     *         "state": "pending"
                     *       },
                     *       "form": {
                     *         "state": "incomplete"
                     *       },
                     *       "verifications": [
                     *         {
                     *           "kind": "idDocument",
                     *           "state": "pending"
                     *         },
                     *         {
                     *           "kind": "facialSimilarity",
                     *           "state": "pending"
                     *         },
                     *         {
                     *           "kind": "proofOfResidency",
                     *           "state": "pending"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KycForbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["ProfileConflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listAddresses: {
        parameters: {
            query?: {
                /**
                 * @description Limit the answer to this profile (one the caller is authorized for). Defaults to every profile the caller may read.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile?: components["parameters"]["ProfileQuery"];
                /**
                 * @description Limit the answer to this chain.
                 * @example sepolia
                 */
                chain?: components["parameters"]["ChainQuery"];
                /**
                 * @description Page size: at most this many items (default 50, at most 200). When more match, the answer
                 *     carries `nextCursor`.
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Continue a listing: the `nextCursor` of the previous page, with the same filters. A cursor
                 *     whose item no longer matches answers 400; start again without one.
                 * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
                 */
                cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linked addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "addresses": [
                     *         {
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chains": [
                     *             "sepolia",
                     *             "chiado"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["AddressList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    linkAddress: {
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
                 *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                 *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *       "chain": "sepolia",
                 *       "message": "I hereby declare that I am the address owner.",
                 *       "signature": "0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b"
                 *     }
                 */
                "application/json": components["schemas"]["LinkAddressRequest"];
            };
        };
        responses: {
            /** @description The address is linked to the profile on the chain. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "state": "linked"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["LinkedAddress"];
                };
            };
            /**
             * @description The signature is an onchain (Safe) signature not confirmed yet; the link is `pending`
             *     while the provider checks for its confirmation, for up to 5 days. The body is the
             *     provider's `{code: 202, status: "Accepted"}` together with the pending link.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 202,
                     *       "status": "Accepted",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
                     *       "chain": "sepolia",
                     *       "state": "pending"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["PendingLinkedAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address, `0x` followed by 40 hexadecimal characters.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linked address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chains": [
                     *         "sepolia",
                     *         "chiado"
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["AddressObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    getBalances: {
        parameters: {
            query?: {
                /**
                 * @description The currencies to answer, repeated for several (`?currency=eur&currency=usd`). Defaults to `eur`.
                 * @example [
                 *       "eur",
                 *       "usd"
                 *     ]
                 */
                currency?: components["schemas"]["Currency"][];
            };
            header?: never;
            path: {
                /**
                 * @description The chain.
                 * @example sepolia
                 */
                chain: components["parameters"]["ChainPath"];
                /**
                 * @description The address, `0x` followed by 40 hexadecimal characters.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "balances": [
                     *         {
                     *           "currency": "eur",
                     *           "amount": "1250.75"
                     *         },
                     *         {
                     *           "currency": "usd",
                     *           "amount": "0.00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Balances"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    listPendingSignatures: {
        parameters: {
            query?: {
                /**
                 * @description Only signatures awaited from this address (any case).
                 * @example 0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18
                 */
                address?: components["schemas"]["Address"];
                /**
                 * @description Limit the answer to this chain.
                 * @example sepolia
                 */
                chain?: components["parameters"]["ChainQuery"];
                /**
                 * @description Only address links (`linkAddress`) or only orders (`order`).
                 * @example order
                 */
                kind?: components["schemas"]["PendingSignatureKind"];
                /**
                 * @description The profile whose pending signatures to list; defaults to the caller's default profile.
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
            /** @description The pending signatures. */
            200: {
                headers: {
                    /**
                     * @description How many pending signatures match, the same as `total`.
                     * @example 2
                     */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pending": [
                     *         {
                     *           "kind": "linkAddress",
                     *           "chain": "sepolia",
                     *           "address": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
                     *           "createdAt": "2026-11-22T09:28:40.000Z"
                     *         },
                     *         {
                     *           "kind": "order",
                     *           "chain": "sepolia",
                     *           "address": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
                     *           "createdAt": "2026-11-22T09:30:12.000Z",
                     *           "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                     *           "amount": "100.00",
                     *           "currency": "eur",
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
                     *           "message": "Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z"
                     *         }
                     *       ],
                     *       "total": 2
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["PendingSignatureList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    listIbans: {
        parameters: {
            query?: {
                /**
                 * @description Limit the answer to this profile (one the caller is authorized for). Defaults to every profile the caller may read.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile?: components["parameters"]["ProfileQuery"];
                /**
                 * @description Limit the answer to this chain.
                 * @example sepolia
                 */
                chain?: components["parameters"]["ChainQuery"];
                /**
                 * @description Page size: at most this many items (default 50, at most 200). When more match, the answer
                 *     carries `nextCursor`.
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Continue a listing: the `nextCursor` of the previous page, with the same filters. A cursor
                 *     whose item no longer matches answers 400; start again without one.
                 * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
                 */
                cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The IBANs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ibans": [
                     *         {
                     *           "iban": "IS140159260076545510730339",
                     *           "bic": "EAPFESM2XXX",
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "state": "approved",
                     *           "name": "Jane Doe",
                     *           "emailNotifications": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["IbanList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    requestIban: {
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
                 *       "emailNotifications": true
                 *     }
                 */
                "application/json": components["schemas"]["RequestIbanRequest"];
            };
        };
        responses: {
            /** @description Accepted; the IBAN is being provisioned. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 202,
                     *       "status": "Accepted"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["AcceptedStatus"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getIban: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The IBAN, in any case; spaces are accepted (URL-encoded as `%20`) and ignored, so
                 *     `IS14%200159%202600%207654%205510%207303%2039` finds the same IBAN as `IS140159260076545510730339`.
                 * @example IS140159260076545510730339
                 */
                iban: components["parameters"]["IbanPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The IBAN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "iban": "IS140159260076545510730339",
                     *       "bic": "EAPFESM2XXX",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "state": "approved",
                     *       "name": "Jane Doe",
                     *       "emailNotifications": true
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["IbanObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    moveIban: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The IBAN, in any case; spaces are accepted (URL-encoded as `%20`) and ignored, so
                 *     `IS14%200159%202600%207654%205510%207303%2039` finds the same IBAN as `IS140159260076545510730339`.
                 * @example IS140159260076545510730339
                 */
                iban: components["parameters"]["IbanPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *       "chain": "chiado"
                 *     }
                 */
                "application/json": components["schemas"]["MoveIbanRequest"];
            };
        };
        responses: {
            /** @description The IBAN, moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "iban": "IS140159260076545510730339",
                     *       "bic": "EAPFESM2XXX",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "chiado",
                     *       "state": "approved",
                     *       "name": "Jane Doe",
                     *       "emailNotifications": true
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["IbanObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only orders of this linked address.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address?: components["schemas"]["Address"];
                /**
                 * @description Only the order with this onchain transaction among its `meta.txHashes`.
                 * @example 0x135e218536fc18010382b88f550730a1910fb6420f7692a8427c5a5e14002638
                 */
                txHash?: components["schemas"]["TxHash"];
                /**
                 * @description Limit the answer to this profile (one the caller is authorized for). Defaults to every profile the caller may read.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile?: components["parameters"]["ProfileQuery"];
                /**
                 * @description Only orders with exactly this memo.
                 * @example Invoice 2026-118
                 */
                memo?: components["schemas"]["Memo"];
                /**
                 * @description Only orders in this state: `placed`, `pending`, `processed` or `rejected` (every
                 *     `OrderState`).
                 * @example processed
                 */
                state?: components["schemas"]["OrderStateFilter"];
                /**
                 * @description Page size: at most this many items (default 50, at most 200). When more match, the answer
                 *     carries `nextCursor`.
                 * @example 50
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Continue a listing: the `nextCursor` of the previous page, with the same filters. A cursor
                 *     whose item no longer matches answers 400; start again without one.
                 * @example djE6YzZjZTI4ZGUtMTlhNy00Y2NhLTg1ODItZWQ5ODA4YzBiNzBl
                 */
                cursor?: components["parameters"]["PageCursor"];
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
                     *           "id": "c6ce28de-19a7-4cca-8582-ed9808c0b70e",
                     *           "kind": "redeem",
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "currency": "eur",
                     *           "amount": "20.00",
                     *           "counterpart": {
                     *             "identifier": {
                     *               "standard": "chain",
                     *               "address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *               "chain": "chiado"
                     *             },
                     *             "details": {}
                     *           },
                     *           "state": "pending",
                     *           "meta": {
                     *             "placedAt": "2026-11-22T10:00:08.000Z",
                     *             "txHashes": [
                     *               "0xb91bef12f7484ec86e13cc889110765fd0d559da56cbf6690ae722876881cabd"
                     *             ]
                     *           }
                     *         },
                     *         {
                     *           "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                     *           "kind": "redeem",
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "currency": "eur",
                     *           "amount": "100.00",
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
                     *           "memo": "Invoice 2026-118",
                     *           "state": "processed",
                     *           "meta": {
                     *             "placedAt": "2026-11-22T09:30:12.000Z",
                     *             "processedAt": "2026-11-22T09:31:05.000Z",
                     *             "txHashes": [
                     *               "0x135e218536fc18010382b88f550730a1910fb6420f7692a8427c5a5e14002638"
                     *             ]
                     *           }
                     *         },
                     *         {
                     *           "id": "f6c58e55-f889-4797-80e3-af66ebaa6162",
                     *           "kind": "issue",
                     *           "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *           "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "chain": "sepolia",
                     *           "currency": "eur",
                     *           "amount": "250.00",
                     *           "counterpart": {
                     *             "identifier": {
                     *               "standard": "iban",
                     *               "iban": "FR7630006000011234567890189"
                     *             },
                     *             "details": {
                     *               "name": "Jean Dupont"
                     *             }
                     *           },
                     *           "memo": "Top up November",
                     *           "state": "processed",
                     *           "meta": {
                     *             "placedAt": "2026-11-21T14:02:00.000Z",
                     *             "processedAt": "2026-11-21T14:02:41.000Z",
                     *             "txHashes": [
                     *               "0x14275d3143a0c1073159db377397640dc2b49dd4f2639b1e4c1274eb8da034cb"
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["OrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    placeOrder: {
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
                 *       "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                 *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *       "currency": "eur",
                 *       "chain": "sepolia",
                 *       "kind": "redeem",
                 *       "amount": "100.00",
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
                 *       "message": "Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z",
                 *       "signature": "0x5dd5d51fb6a716655f23852b6fad265416600356b6db47a7bebdcd2e5d6ca0e97df70cc3535ca709502e9341ed02c1ed53f4e7cfe7bb5dd8a2bbf11eaf6d77bf1c",
                 *       "memo": "Invoice 2026-118",
                 *       "referenceNumber": "RF18539007547034"
                 *     }
                 */
                "application/json": components["schemas"]["NewOrder"];
            };
        };
        responses: {
            /** @description The order, placed (or the existing order with the same `id` and body). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                     *       "kind": "redeem",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "currency": "eur",
                     *       "amount": "100.00",
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
                     *       "memo": "Invoice 2026-118",
                     *       "referenceNumber": "RF18539007547034",
                     *       "state": "placed",
                     *       "meta": {
                     *         "placedAt": "2026-11-22T09:30:12.000Z"
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Order"];
                };
            };
            /**
             * @description Signed onchain by a multi-signature wallet (signature `0x`): the order is `placed` and
             *     awaits the signature's confirmation (see `GET /signatures`).
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 202,
                     *       "status": "Accepted"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["AcceptedStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 391a4ef7-2c12-46b6-86c3-9210b78087d5
                 */
                orderId: components["schemas"]["Uuid"];
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
                     *       "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                     *       "kind": "redeem",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "currency": "eur",
                     *       "amount": "100.00",
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
                     *       "memo": "Invoice 2026-118",
                     *       "referenceNumber": "RF18539007547034",
                     *       "state": "processed",
                     *       "meta": {
                     *         "placedAt": "2026-11-22T09:30:12.000Z",
                     *         "processedAt": "2026-11-22T09:31:05.000Z",
                     *         "txHashes": [
                     *           "0x135e218536fc18010382b88f550730a1910fb6420f7692a8427c5a5e14002638"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "currency": "eur",
                     *         "ticker": "EUR",
                     *         "symbol": "EURe",
                     *         "chain": "ethereum",
                     *         "address": "0xf38111350E167A966e53C2917cB89438Aa2ba9b9",
                     *         "decimals": 18
                     *       },
                     *       {
                     *         "currency": "gbp",
                     *         "ticker": "GBP",
                     *         "symbol": "GBPe",
                     *         "chain": "ethereum",
                     *         "address": "0x42A024f828e4224C200de00Dd77425B870A27A1f",
                     *         "decimals": 18
                     *       },
                     *       {
                     *         "currency": "usd",
                     *         "ticker": "USD",
                     *         "symbol": "USDe",
                     *         "chain": "ethereum",
                     *         "address": "0xfd4c6406b93720a4267914ef246dd22796bF354D",
                     *         "decimals": 18
                     *       },
                     *       {
                     *         "currency": "isk",
                     *         "ticker": "ISK",
                     *         "symbol": "ISKe",
                     *         "chain": "ethereum",
                     *         "address": "0x49Bed01dd6D505230Ac089e3f3E381Bc46127686",
                     *         "decimals": 18
                     *       },
                     *       {
                     *         "currency": "eur",
                     *         "ticker": "EUR",
                     *         "symbol": "EURe",
                     *         "chain": "gnosis",
                     *         "address": "0x7444cBCdde20CAADbe8DC127e9371D0447497Ca3",
                     *         "decimals": 18
                     *       }
                     *     ]
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["TokenList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries and how many there are. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "countries": [
                     *         {
                     *           "name": "Germany",
                     *           "code": "DE",
                     *           "nationality": "low",
                     *           "residency": "low"
                     *         },
                     *         {
                     *           "name": "Iceland",
                     *           "code": "IS",
                     *           "nationality": "low",
                     *           "residency": "low"
                     *         }
                     *       ],
                     *       "total": 2
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["CountryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    getSwapQuote: {
        parameters: {
            query: {
                /**
                 * @description The wallet that will send the settlement transaction (a mixed-case address must be in its EIP-55 case).
                 * @example 0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18
                 */
                walletAddress: components["schemas"]["Address"];
                /**
                 * @description How much `sellToken` to sell; not with `buyAmount`.
                 * @example 10.00
                 */
                sellAmount?: components["schemas"]["SwapRequestAmount"];
                /**
                 * @description How much `buyToken` to buy; not with `sellAmount`.
                 * @example 9.20
                 */
                buyAmount?: components["schemas"]["SwapRequestAmount"];
            };
            header?: never;
            path: {
                /**
                 * @description The chain the swap settles on.
                 * @example arbitrumsepolia
                 */
                chain: components["schemas"]["SwapChain"];
                /**
                 * @description The token the wallet sells.
                 * @example USDC
                 */
                sellToken: components["schemas"]["SwapToken"];
                /**
                 * @description The token the wallet receives; not `sellToken`.
                 * @example EURe
                 */
                buyToken: components["schemas"]["SwapToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote; its sealed terms are in `X-Quote-Token`. */
            200: {
                headers: {
                    /**
                     * @description The quote's sealed terms, to send unchanged to `POST /swap/accept`.
                     * @example enc:v1:sandbox-1a2b3c4d:q9S2tM0nQ4lKx8aB:ZmFrZS1zZWFsZWQtcXVvdGUtdGVybXMtZm9yLWRvY3M
                     */
                    "X-Quote-Token": components["schemas"]["SwapQuoteToken"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b0b2b52-0f1e-4d6a-9c1e-2a8f0c6d4e11",
                     *       "expiry": 1795340520,
                     *       "chain": "arbitrumsepolia",
                     *       "walletAddress": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
                     *       "sellToken": "USDC",
                     *       "buyToken": "EURe",
                     *       "sellTokenAddress": "0xb7f069889dC594dD2B39BE0B6b75f72B3c49426b",
                     *       "buyTokenAddress": "0x2C1e720219FcaC5026BbDFbe7Ada8EFd928e3fb4",
                     *       "sellTokenDecimals": 6,
                     *       "buyTokenDecimals": 18,
                     *       "sellAmount": "10.00",
                     *       "buyAmount": "9.20",
                     *       "sellAmountBaseUnits": "10000000",
                     *       "buyAmountBaseUnits": "9200000000000000000",
                     *       "requiredAllowanceBaseUnits": "10000000",
                     *       "price": "0.92",
                     *       "priceImpact": "0.64",
                     *       "sellAmountUsd": "10.00",
                     *       "buyAmountUsd": "9.93"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["SwapQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    acceptSwapQuote: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The quote's sealed terms, exactly as the quote's answer gave them.
                 * @example enc:v1:sandbox-1a2b3c4d:q9S2tM0nQ4lKx8aB:ZmFrZS1zZWFsZWQtcXVvdGUtdGVybXMtZm9yLWRvY3M
                 */
                "X-Quote-Token": components["schemas"]["SwapQuoteToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accepted quote, signed, with the calldata that settles it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b0b2b52-0f1e-4d6a-9c1e-2a8f0c6d4e11",
                     *       "expiry": 1795340520,
                     *       "chain": "arbitrumsepolia",
                     *       "walletAddress": "0xf87e455d4AfA0beaA90c866Ac2D255a46a9c1A18",
                     *       "sellToken": "USDC",
                     *       "buyToken": "EURe",
                     *       "sellTokenAddress": "0xb7f069889dC594dD2B39BE0B6b75f72B3c49426b",
                     *       "buyTokenAddress": "0x2C1e720219FcaC5026BbDFbe7Ada8EFd928e3fb4",
                     *       "sellTokenDecimals": 6,
                     *       "buyTokenDecimals": 18,
                     *       "sellAmount": "10.00",
                     *       "buyAmount": "9.20",
                     *       "sellAmountBaseUnits": "10000000",
                     *       "buyAmountBaseUnits": "9200000000000000000",
                     *       "requiredAllowanceBaseUnits": "10000000",
                     *       "price": "0.92",
                     *       "priceImpact": "0.64",
                     *       "sellAmountUsd": "10.00",
                     *       "buyAmountUsd": "9.93",
                     *       "chainId": 421614,
                     *       "settlementAddress": "0xB94c394d8A8B8f48d1Ff71863627eBFd2604b3D1",
                     *       "nonce": 42,
                     *       "signature": "0xab42863c4685581d9a32634505c93a3cfe87e8096253437afbffdd4558fadafc4a52ed3e5b51214a094556f4c2afab30a2cac077c30043814de3247ecba070531b",
                     *       "calldata": "0x179fc846000000000000000000000000f87e455d4afa0beaa90c866ac2d255a46a9c1a18000000000000000000000000b7f069889dc594dd2b39be0b6b75f72b3c49426b0000000000000000000000002c1e720219fcac5026bbdfbe7ada8efd928e3fb400000000000000000000000000000000000000000000000000000000009896800000000000000000000000000000000000000000000000007facf7419d980000000000000000000000000000000000000000000000000000000000006b02b8e8000000000000000000000000000000000000000000000000000000000000002a5b0b2b520f1e4d6a9c1e2a8f0c6d4e110000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001200000000000000000000000000000000000000000000000000000000000000041ab42863c4685581d9a32634505c93a3cfe87e8096253437afbffdd4558fadafc4a52ed3e5b51214a094556f4c2afab30a2cac077c30043814de3247ecba070531b00000000000000000000000000000000000000000000000000000000000000"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["SwapAcceptedQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The quote was accepted already; ask for a new quote. */
            409: components["responses"]["Conflict"];
        };
    };
    simulatePayment: {
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
                 *       "iban": "IS14 0159 2600 7654 5510 7303 39",
                 *       "amount": "100.00",
                 *       "currency": "eur",
                 *       "senderName": "Jane Doe"
                 *     }
                 */
                "application/json": components["schemas"]["SimulatedPayment"];
            };
        };
        responses: {
            /** @description The issue order the payment became. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8a0c2f41-5b7e-4d19-9c3a-1e2f3d4c5b6a",
                     *       "kind": "issue",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "currency": "eur",
                     *       "amount": "100.00",
                     *       "counterpart": {
                     *         "identifier": {
                     *           "standard": "iban",
                     *           "iban": "DE89370400440532013000"
                     *         },
                     *         "details": {
                     *           "name": "Jane Doe"
                     *         }
                     *       },
                     *       "state": "processed",
                     *       "meta": {
                     *         "placedAt": "2026-11-22T09:30:00.000Z",
                     *         "processedAt": "2026-11-22T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simulateOrderDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 391a4ef7-2c12-46b6-86c3-9210b78087d5
                 */
                orderId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "rejected",
                 *       "reason": "Counterpart bank unreachable"
                 *     }
                 */
                "application/json": components["schemas"]["SimulatedOrderDecision"];
            };
        };
        responses: {
            /** @description The order in its final state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                     *       "kind": "redeem",
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "currency": "eur",
                     *       "amount": "40.00",
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
                     *       "state": "rejected",
                     *       "meta": {
                     *         "placedAt": "2026-11-22T09:30:00.000Z",
                     *         "rejectedReason": "Counterpart bank unreachable"
                     *       }
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simulateKycDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The profile's id.
                 * @example 3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10
                 */
                profile: components["parameters"]["ProfileId"];
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
                "application/json": components["schemas"]["SimulatedKycDecision"];
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
                     *       "state": "approved"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simulateSignatureOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address, `0x` followed by 40 hexadecimal characters.
                 * @example 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
                 */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "chain": "sepolia",
                 *       "outcome": "confirmed"
                 *     }
                 */
                "application/json": components["schemas"]["SimulatedSignatureOutcome"];
            };
        };
        responses: {
            /** @description The address link after the outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                     *       "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *       "chain": "sepolia",
                     *       "state": "linked"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["LinkedAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["SimulatedClock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    advanceSandboxClock: {
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
                 *       "seconds": 432000
                 *     }
                 */
                "application/json": components["schemas"]["SimulatedClockAdvance"];
            };
        };
        responses: {
            /** @description The sandbox time after the advance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-27T09:30:00.000Z"
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["SimulatedClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSandboxChains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The local chains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "chains": [
                     *         {
                     *           "chain": "sepolia",
                     *           "chainId": 11155111,
                     *           "rpcUrl": "http://127.0.0.1:8545",
                     *           "state": "in-sync",
                     *           "tokens": [
                     *             {
                     *               "currency": "eur",
                     *               "symbol": "EURe",
                     *               "address": "0x5FbDB2315678afecb367f032d93F642f64180aa3"
                     *             },
                     *             {
                     *               "currency": "gbp",
                     *               "symbol": "GBPe",
                     *               "address": "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"
                     *             },
                     *             {
                     *               "currency": "usd",
                     *               "symbol": "USDe",
                     *               "address": "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0"
                     *             },
                     *             {
                     *               "currency": "isk",
                     *               "symbol": "ISKe",
                     *               "address": "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9"
                     *             }
                     *           ],
                     *           "safe": {
                     *             "singleton": "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
                     *             "proxyFactory": "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707",
                     *             "fallbackHandler": "0x0165878A594ca255338adfa4d48449f69242Eb8F",
                     *             "signMessageLib": "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853"
                     *           },
                     *           "platformAddress": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                     *           "testAccount": {
                     *             "address": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
                     *             "privateKey": "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"
                     *           },
                     *           "transactions": {
                     *             "signed": 0,
                     *             "mined": 10,
                     *             "reverted": 0
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/vnd.emoney.api-v2+json": components["schemas"]["LocalChainList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Authenticated, but not allowed to read this. Documented on every authenticated read, as
             *     in the provider's published API; a resource of a profile the caller cannot see at all
             *     answers 404 instead, so that its existence does not leak.
             */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    onSubscriptionCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
                 *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
                 * @example msg_p5jXN8AQM9LWM0D4loKWxJek
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
                 *     with the payload; reject notifications whose timestamp is more than five minutes away from
                 *     your clock, to defeat replays.
                 * @example 1614265330
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
                 *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
                 *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
                 *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
                 *     and re-serialize the JSON first), and compare in constant time. The example is the signature
                 *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
                 *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "subscription.created",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "subscription": "c7e9a1b3-2d4f-4a6c-8e0b-9f1d3c5a7e20",
                 *         "url": "https://app.partner.test/webhooks/emoney",
                 *         "types": [
                 *           "iban.updated",
                 *           "profile.updated"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionCreatedEvent"];
            };
        };
        responses: {
            /**
             * @description The endpoint is confirmed; the subscription is created (or its URL changed). Any other
             *     `2xx` confirms it too.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Any answer outside `2xx` (a redirect included), a timeout or a connection failure: the subscription is not created (or
             *     the URL not changed), and the API call answers `400`. Not retried.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
                 *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
                 * @example msg_p5jXN8AQM9LWM0D4loKWxJek
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
                 *     with the payload; reject notifications whose timestamp is more than five minutes away from
                 *     your clock, to defeat replays.
                 * @example 1614265330
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
                 *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
                 *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
                 *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
                 *     and re-serialize the JSON first), and compare in constant time. The example is the signature
                 *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
                 *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.created",
                 *       "timestamp": "2026-11-22T09:30:12.000Z",
                 *       "data": {
                 *         "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                 *         "kind": "redeem",
                 *         "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                 *         "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *         "chain": "sepolia",
                 *         "currency": "eur",
                 *         "amount": "100.00",
                 *         "counterpart": {
                 *           "identifier": {
                 *             "standard": "iban",
                 *             "iban": "DE89370400440532013000"
                 *           },
                 *           "details": {
                 *             "firstName": "Hanna",
                 *             "lastName": "Schmidt",
                 *             "country": "DE"
                 *           }
                 *         },
                 *         "memo": "Invoice 2026-118",
                 *         "referenceNumber": "RF18539007547034",
                 *         "state": "placed",
                 *         "meta": {
                 *           "placedAt": "2026-11-22T09:30:12.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderCreatedEvent"];
            };
        };
        responses: {
            /**
             * @description The receiver acknowledges the notification. Answer `200 OK` quickly (emoney counts any
             *     2xx as delivered) and do the work afterwards.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Any other answer, a timeout or a connection failure is a failed delivery: emoney retries
             *     it with the same `webhook-id`, with exponential backoff, 10 times over 12 hours.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
                 *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
                 * @example msg_p5jXN8AQM9LWM0D4loKWxJek
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
                 *     with the payload; reject notifications whose timestamp is more than five minutes away from
                 *     your clock, to defeat replays.
                 * @example 1614265330
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
                 *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
                 *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
                 *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
                 *     and re-serialize the JSON first), and compare in constant time. The example is the signature
                 *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
                 *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.updated",
                 *       "timestamp": "2026-11-22T09:42:17.000Z",
                 *       "data": {
                 *         "id": "391a4ef7-2c12-46b6-86c3-9210b78087d5",
                 *         "kind": "redeem",
                 *         "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                 *         "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *         "chain": "sepolia",
                 *         "currency": "eur",
                 *         "amount": "100.00",
                 *         "counterpart": {
                 *           "identifier": {
                 *             "standard": "iban",
                 *             "iban": "DE89370400440532013000"
                 *           },
                 *           "details": {
                 *             "firstName": "Hanna",
                 *             "lastName": "Schmidt",
                 *             "country": "DE"
                 *           }
                 *         },
                 *         "memo": "Invoice 2026-118",
                 *         "referenceNumber": "RF18539007547034",
                 *         "state": "processed",
                 *         "meta": {
                 *           "placedAt": "2026-11-22T09:30:12.000Z",
                 *           "processedAt": "2026-11-22T09:42:17.000Z",
                 *           "txHashes": [
                 *             "0x135e218536fc18010382b88f550730a1910fb6420f7692a8427c5a5e14002638"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderUpdatedEvent"];
            };
        };
        responses: {
            /**
             * @description The receiver acknowledges the notification. Answer `200 OK` quickly (emoney counts any
             *     2xx as delivered) and do the work afterwards.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Any other answer, a timeout or a connection failure is a failed delivery: emoney retries
             *     it with the same `webhook-id`, with exponential backoff, 10 times over 12 hours.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProfileUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
                 *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
                 * @example msg_p5jXN8AQM9LWM0D4loKWxJek
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
                 *     with the payload; reject notifications whose timestamp is more than five minutes away from
                 *     your clock, to defeat replays.
                 * @example 1614265330
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
                 *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
                 *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
                 *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
                 *     and re-serialize the JSON first), and compare in constant time. The example is the signature
                 *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
                 *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "profile.updated",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                 *         "kind": "personal",
                 *         "name": "Jane Doe",
                 *         "state": "approved",
                 *         "details": {
                 *           "state": "approved"
                 *         },
                 *         "form": {
                 *           "state": "approved"
                 *         },
                 *         "verifications": [
                 *           {
                 *             "kind": "idDocument",
                 *             "state": "approved"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdatedEvent"];
            };
        };
        responses: {
            /**
             * @description The receiver acknowledges the notification. Answer `200 OK` quickly (emoney counts any
             *     2xx as delivered) and do the work afterwards.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Any other answer, a timeout or a connection failure is a failed delivery: emoney retries
             *     it with the same `webhook-id`, with exponential backoff, 10 times over 12 hours.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProfileError: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
                 *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
                 * @example msg_p5jXN8AQM9LWM0D4loKWxJek
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
                 *     with the payload; reject notifications whose timestamp is more than five minutes away from
                 *     your clock, to defeat replays.
                 * @example 1614265330
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
                 *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
                 *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
                 *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
                 *     and re-serialize the JSON first), and compare in constant time. The example is the signature
                 *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
                 *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "profile.error",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "id": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                 *         "kind": "personal",
                 *         "errors": [
                 *           {
                 *             "field": "address",
                 *             "reason": "address exceeds 200 characters"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProfileErrorEvent"];
            };
        };
        responses: {
            /**
             * @description The receiver acknowledges the notification. Answer `200 OK` quickly (emoney counts any
             *     2xx as delivered) and do the work afterwards.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Any other answer, a timeout or a connection failure is a failed delivery: emoney retries
             *     it with the same `webhook-id`, with exponential backoff, 10 times over 12 hours.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onIbanUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The notification's unique id (Standard Webhooks): `msg_` followed by letters and digits. It is
                 *     the same on every delivery attempt of one notification, so receivers can drop duplicates.
                 * @example msg_p5jXN8AQM9LWM0D4loKWxJek
                 */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /**
                 * @description When this delivery attempt was sent, in integer seconds since the Unix epoch. It is signed
                 *     with the payload; reject notifications whose timestamp is more than five minutes away from
                 *     your clock, to defeat replays.
                 * @example 1614265330
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description The notification's signatures (Standard Webhooks), separated by spaces; emoney sends one:
                 *     `v1,` followed by the base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
                 *     (the three joined by dots), keyed with the subscription secret's bytes (the base64 after
                 *     `whsec_`, decoded). Compute it over the request body bytes exactly as received (do not parse
                 *     and re-serialize the JSON first), and compare in constant time. The example is the signature
                 *     of the payload `{"test": 2432232314}` with id `msg_p5jXN8AQM9LWM0D4loKWxJek`, timestamp
                 *     `1614265330` and secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw`.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "iban.updated",
                 *       "timestamp": "2026-11-22T09:30:04.000Z",
                 *       "data": {
                 *         "iban": "IS140159260076545510730339",
                 *         "bic": "EAPFESM2XXX",
                 *         "profile": "3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10",
                 *         "address": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                 *         "chain": "sepolia",
                 *         "state": "approved",
                 *         "name": "Jane Doe",
                 *         "emailNotifications": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["IbanUpdatedEvent"];
            };
        };
        responses: {
            /**
             * @description The receiver acknowledges the notification. Answer `200 OK` quickly (emoney counts any
             *     2xx as delivered) and do the work afterwards.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Any other answer, a timeout or a connection failure is a failed delivery: emoney retries
             *     it with the same `webhook-id`, with exponential backoff, 10 times over 12 hours.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
