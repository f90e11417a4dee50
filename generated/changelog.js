// DO NOT EDIT: generated from spec/ by `make generate`.
/** Every release of the API, newest first (spec/released/ and the working contract, diffed by scripts/contract-diff.ts). */
export const API_CHANGELOG = [
  {
    "version": "2.1.0-beta",
    "date": null,
    "commit": null,
    "summary": "9 changes since 2.1.0-beta, none breaking.",
    "breaking": 0,
    "groups": {
      "added": [
        {
          "subject": "POST /addresses",
          "kind": "operation",
          "message": "`POST /addresses`: response 503 added.",
          "breaking": false
        },
        {
          "subject": "POST /orders",
          "kind": "operation",
          "message": "`POST /orders`: response 503 added.",
          "breaking": false
        },
        {
          "subject": "GET /sandbox/chains",
          "kind": "operation",
          "message": "Operation `GET /sandbox/chains` added: List the local chains.",
          "breaking": false
        },
        {
          "subject": "LocalChainState",
          "kind": "schema",
          "message": "Schema `LocalChainState` added.",
          "breaking": false
        },
        {
          "subject": "LocalToken",
          "kind": "schema",
          "message": "Schema `LocalToken` added.",
          "breaking": false
        },
        {
          "subject": "LocalSafeContracts",
          "kind": "schema",
          "message": "Schema `LocalSafeContracts` added.",
          "breaking": false
        },
        {
          "subject": "LocalTestAccount",
          "kind": "schema",
          "message": "Schema `LocalTestAccount` added.",
          "breaking": false
        },
        {
          "subject": "LocalChain",
          "kind": "schema",
          "message": "Schema `LocalChain` added.",
          "breaking": false
        },
        {
          "subject": "LocalChainList",
          "kind": "schema",
          "message": "Schema `LocalChainList` added.",
          "breaking": false
        }
      ],
      "changed": [],
      "deprecated": [],
      "removed": []
    }
  },
  {
    "version": "2.1.0-beta",
    "date": "2026-12-02",
    "commit": "8bf5d4f",
    "summary": "140 changes since 2.0.0-beta, none breaking.",
    "breaking": 0,
    "groups": {
      "added": [
        {
          "subject": "GET /auth",
          "kind": "operation",
          "message": "`GET /auth`: optional query parameter `auth_mode` added.",
          "breaking": false
        },
        {
          "subject": "POST /profiles",
          "kind": "operation",
          "message": "Operation `POST /profiles` added: Create a profile.",
          "breaking": false
        },
        {
          "subject": "PATCH /profiles/{profile}/details",
          "kind": "operation",
          "message": "Operation `PATCH /profiles/{profile}/details` added: Update profile details.",
          "breaking": false
        },
        {
          "subject": "PATCH /profiles/{profile}/form",
          "kind": "operation",
          "message": "Operation `PATCH /profiles/{profile}/form` added: Update profile form.",
          "breaking": false
        },
        {
          "subject": "PATCH /profiles/{profile}/verifications",
          "kind": "operation",
          "message": "Operation `PATCH /profiles/{profile}/verifications` added: Update profile verifications.",
          "breaking": false
        },
        {
          "subject": "POST /profiles/{profile}/share",
          "kind": "operation",
          "message": "Operation `POST /profiles/{profile}/share` added: Share KYC from a third-party provider.",
          "breaking": false
        },
        {
          "subject": "POST /addresses",
          "kind": "operation",
          "message": "`POST /addresses`: response 202: field `code` added.",
          "breaking": false
        },
        {
          "subject": "POST /addresses",
          "kind": "operation",
          "message": "`POST /addresses`: response 202: field `status` added.",
          "breaking": false
        },
        {
          "subject": "GET /countries",
          "kind": "operation",
          "message": "Operation `GET /countries` added: List countries.",
          "breaking": false
        },
        {
          "subject": "GET /swap/{chain}/{sellToken}/{buyToken}",
          "kind": "operation",
          "message": "Operation `GET /swap/{chain}/{sellToken}/{buyToken}` added: Get a swap quote.",
          "breaking": false
        },
        {
          "subject": "POST /swap/accept",
          "kind": "operation",
          "message": "Operation `POST /swap/accept` added: Accept a swap quote.",
          "breaking": false
        },
        {
          "subject": "profile.error",
          "kind": "webhook",
          "message": "Webhook event `profile.error` added: Profile error.",
          "breaking": false
        },
        {
          "subject": "AuthMode",
          "kind": "schema",
          "message": "Schema `AuthMode` added.",
          "breaking": false
        },
        {
          "subject": "AuthorizationRequest",
          "kind": "schema",
          "message": "`AuthorizationRequest`: optional field `auth_mode` added.",
          "breaking": false
        },
        {
          "subject": "ProfileState",
          "kind": "schema",
          "message": "`ProfileState`: enum value `incomplete` added.",
          "breaking": false
        },
        {
          "subject": "SectionState",
          "kind": "schema",
          "message": "Schema `SectionState` added.",
          "breaking": false
        },
        {
          "subject": "ProfileSection",
          "kind": "schema",
          "message": "Schema `ProfileSection` added.",
          "breaking": false
        },
        {
          "subject": "PersonalVerificationKind",
          "kind": "schema",
          "message": "`PersonalVerificationKind`: enum value `sourceOfFunds` added.",
          "breaking": false
        },
        {
          "subject": "CorporateVerificationKind",
          "kind": "schema",
          "message": "`CorporateVerificationKind`: enum value `sourceOfFunds` added.",
          "breaking": false
        },
        {
          "subject": "CorporateVerificationKind",
          "kind": "schema",
          "message": "`CorporateVerificationKind`: enum value `idDocument` added.",
          "breaking": false
        },
        {
          "subject": "CorporateVerificationKind",
          "kind": "schema",
          "message": "`CorporateVerificationKind`: enum value `proofOfResidency` added.",
          "breaking": false
        },
        {
          "subject": "ProfileVerificationState",
          "kind": "schema",
          "message": "Schema `ProfileVerificationState` added.",
          "breaking": false
        },
        {
          "subject": "Profile",
          "kind": "schema",
          "message": "`Profile`: optional field `details` added.",
          "breaking": false
        },
        {
          "subject": "Profile",
          "kind": "schema",
          "message": "`Profile`: optional field `form` added.",
          "breaking": false
        },
        {
          "subject": "Profile",
          "kind": "schema",
          "message": "`Profile`: optional field `verifications` added.",
          "breaking": false
        },
        {
          "subject": "WebhookEventType",
          "kind": "schema",
          "message": "`WebhookEventType`: enum value `profile.error` added.",
          "breaking": false
        },
        {
          "subject": "ProfileCreateRequest",
          "kind": "schema",
          "message": "Schema `ProfileCreateRequest` added.",
          "breaking": false
        },
        {
          "subject": "PersonalDetailsFields",
          "kind": "schema",
          "message": "Schema `PersonalDetailsFields` added.",
          "breaking": false
        },
        {
          "subject": "PersonalDetails",
          "kind": "schema",
          "message": "`PersonalDetails`: optional field `phone` added.",
          "breaking": false
        },
        {
          "subject": "PersonalDetails",
          "kind": "schema",
          "message": "`PersonalDetails`: optional field `email` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDetailsFields",
          "kind": "schema",
          "message": "Schema `CorporateDetailsFields` added.",
          "breaking": false
        },
        {
          "subject": "PersonalDetailsPatch",
          "kind": "schema",
          "message": "Schema `PersonalDetailsPatch` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDetailsPatch",
          "kind": "schema",
          "message": "Schema `CorporateDetailsPatch` added.",
          "breaking": false
        },
        {
          "subject": "ProfileDetailsPatch",
          "kind": "schema",
          "message": "Schema `ProfileDetailsPatch` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_ACCOUNTANCY` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_ADMINISTRATIVE` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_AGRICULTURE` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_ARTS_ENTERTAINMENT_MEDIA` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_BROKER_DEALER` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_CATERING_HOSPITALITY_TOURISM` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_CHARITY` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_CONSTRUCTION_REAL_ESTATE` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_DEALER_HIGH_VALUE_GOODS` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_DEALER_PRECIOUS_METALS` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_EDUCATION` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_EMERGENCY_SERVICES` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_EXTRACTIVE_INDUSTRY` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_FINANCIAL_SERVICES_BANKING` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_FINANCIAL_SERVICES_INSURANCE` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_FINANCIAL_SERVICES_OTHER` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_FINANCIAL_SERVICES_PRIVATE_BANKING` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_GAMBLING` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_GOVERNMENT` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_HEALTH_CARE` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_INFORMATION_TECHNOLOGY` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_LEGAL` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_MANUFACTURING` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_MARKETING` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_MILITARY` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_MONEY_SERVICE_BUSINESS` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_PENSIONER` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_PUBLIC_PROCUREMENT` added.",
          "breaking": false
        },
        {
          "subject": "Profession",
          "kind": "schema",
          "message": "`Profession`: enum value `PROFESSION_RETAIL_SALES` added.",
          "breaking": false
        },
        {
          "subject": "AnnualIncome",
          "kind": "schema",
          "message": "`AnnualIncome`: enum value `ANNUAL_INCOME_FROM_10K_TO_50K` added.",
          "breaking": false
        },
        {
          "subject": "AnnualIncome",
          "kind": "schema",
          "message": "`AnnualIncome`: enum value `ANNUAL_INCOME_FROM_50K_TO_150K` added.",
          "breaking": false
        },
        {
          "subject": "AnnualIncome",
          "kind": "schema",
          "message": "`AnnualIncome`: enum value `ANNUAL_INCOME_FROM_150K_TO_300K` added.",
          "breaking": false
        },
        {
          "subject": "AnnualIncome",
          "kind": "schema",
          "message": "`AnnualIncome`: enum value `ANNUAL_INCOME_MORE_THAN_300K` added.",
          "breaking": false
        },
        {
          "subject": "MonthlyTurnover",
          "kind": "schema",
          "message": "`MonthlyTurnover`: enum value `TURNOVER_MORE_THAN_500K` added.",
          "breaking": false
        },
        {
          "subject": "MonthlyTransactionCount",
          "kind": "schema",
          "message": "`MonthlyTransactionCount`: enum value `TRANSACTION_COUNT_UNDER_5` added.",
          "breaking": false
        },
        {
          "subject": "MonthlyTransactionCount",
          "kind": "schema",
          "message": "`MonthlyTransactionCount`: enum value `TRANSACTION_COUNT_MORE_THAN_200` added.",
          "breaking": false
        },
        {
          "subject": "PersonalFormFields",
          "kind": "schema",
          "message": "Schema `PersonalFormFields` added.",
          "breaking": false
        },
        {
          "subject": "PersonalForm",
          "kind": "schema",
          "message": "`PersonalForm`: optional field `usCitizen` added.",
          "breaking": false
        },
        {
          "subject": "PersonalForm",
          "kind": "schema",
          "message": "`PersonalForm`: optional field `usTaxPerson` added.",
          "breaking": false
        },
        {
          "subject": "PersonalForm",
          "kind": "schema",
          "message": "`PersonalForm`: optional field `tin` added.",
          "breaking": false
        },
        {
          "subject": "PersonalForm",
          "kind": "schema",
          "message": "`PersonalForm`: optional field `taxResidenceCountry` added.",
          "breaking": false
        },
        {
          "subject": "CorporatePurpose",
          "kind": "schema",
          "message": "`CorporatePurpose`: enum value `PURPOSE_COLLECTING_PAYMENTS` added.",
          "breaking": false
        },
        {
          "subject": "CorporatePurpose",
          "kind": "schema",
          "message": "`CorporatePurpose`: enum value `PURPOSE_PAYING_FOR_GOODS` added.",
          "breaking": false
        },
        {
          "subject": "CorporatePurpose",
          "kind": "schema",
          "message": "`CorporatePurpose`: enum value `PURPOSE_BUY_SELL_CRYPTO_CURRENCIES` added.",
          "breaking": false
        },
        {
          "subject": "CorporateActivity",
          "kind": "schema",
          "message": "`CorporateActivity`: enum value `ACTIVITY_ADVERTISING` added.",
          "breaking": false
        },
        {
          "subject": "CorporateActivity",
          "kind": "schema",
          "message": "`CorporateActivity`: enum value `ACTIVITY_AGRICULTURE` added.",
          "breaking": false
        },
        {
          "subject": "CorporateActivity",
          "kind": "schema",
          "message": "`CorporateActivity`: enum value `ACTIVITY_ARTS_ENTERTAINMENT` added.",
          "breaking": false
        },
        {
          "subject": "CorporateActivity",
          "kind": "schema",
          "message": "`CorporateActivity`: enum value `ACTIVITY_MEDIA` added.",
          "breaking": false
        },
        {
          "subject": "CorporateActivity",
          "kind": "schema",
          "message": "`CorporateActivity`: enum value `ACTIVITY_RETAIL` added.",
          "breaking": false
        },
        {
          "subject": "CorporateActivity",
          "kind": "schema",
          "message": "`CorporateActivity`: enum value `ACTIVITY_TRANSPORTATION` added.",
          "breaking": false
        },
        {
          "subject": "CorporateFundOrigin",
          "kind": "schema",
          "message": "`CorporateFundOrigin`: enum value `FUND_ORIGIN_REVENUE` added.",
          "breaking": false
        },
        {
          "subject": "CorporateFundOrigin",
          "kind": "schema",
          "message": "`CorporateFundOrigin`: enum value `FUND_ORIGIN_INVESTMENTS` added.",
          "breaking": false
        },
        {
          "subject": "CorporateFundOrigin",
          "kind": "schema",
          "message": "`CorporateFundOrigin`: enum value `FUND_ORIGIN_THIRD_PARTIES_FUNDS` added.",
          "breaking": false
        },
        {
          "subject": "CorporateMonthlyTurnover",
          "kind": "schema",
          "message": "`CorporateMonthlyTurnover`: enum value `TURNOVER_MORE_THAN_250K` added.",
          "breaking": false
        },
        {
          "subject": "CorporateMonthlyTransactionCount",
          "kind": "schema",
          "message": "`CorporateMonthlyTransactionCount`: enum value `TRANSACTION_COUNT_MORE_THAN_250` added.",
          "breaking": false
        },
        {
          "subject": "CorporateFormFields",
          "kind": "schema",
          "message": "Schema `CorporateFormFields` added.",
          "breaking": false
        },
        {
          "subject": "PersonalFormPatch",
          "kind": "schema",
          "message": "Schema `PersonalFormPatch` added.",
          "breaking": false
        },
        {
          "subject": "CorporateFormPatch",
          "kind": "schema",
          "message": "Schema `CorporateFormPatch` added.",
          "breaking": false
        },
        {
          "subject": "ProfileFormPatch",
          "kind": "schema",
          "message": "Schema `ProfileFormPatch` added.",
          "breaking": false
        },
        {
          "subject": "DocumentKind",
          "kind": "schema",
          "message": "Schema `DocumentKind` added.",
          "breaking": false
        },
        {
          "subject": "VerificationDocument",
          "kind": "schema",
          "message": "`VerificationDocument`: optional field `kind` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `companyFilePDF` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `passport` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `nationalIdentityCard` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `drivingLicense` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `residencePermit` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `proofOfResidency` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `sourceOfFunds` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDocumentKind",
          "kind": "schema",
          "message": "`CorporateDocumentKind`: enum value `other` added.",
          "breaking": false
        },
        {
          "subject": "ShareProfileRequest",
          "kind": "schema",
          "message": "Schema `ShareProfileRequest` added.",
          "breaking": false
        },
        {
          "subject": "code",
          "kind": "schema",
          "message": "Schema `code` added.",
          "breaking": false
        },
        {
          "subject": "status",
          "kind": "schema",
          "message": "Schema `status` added.",
          "breaking": false
        },
        {
          "subject": "PendingLinkedAddress",
          "kind": "schema",
          "message": "Schema `PendingLinkedAddress` added.",
          "breaking": false
        },
        {
          "subject": "CounterpartName",
          "kind": "schema",
          "message": "`CounterpartName`: optional field `address` added.",
          "breaking": false
        },
        {
          "subject": "PendingSignature",
          "kind": "schema",
          "message": "`PendingSignature`: optional field `message` added.",
          "breaking": false
        },
        {
          "subject": "OrderStateFilter",
          "kind": "schema",
          "message": "`OrderStateFilter`: enum value `placed` added.",
          "breaking": false
        },
        {
          "subject": "NewOrderCounterpart",
          "kind": "schema",
          "message": "`NewOrderCounterpart.details`: oneOf variant `CounterpartName` added.",
          "breaking": false
        },
        {
          "subject": "NewOrderCounterpart",
          "kind": "schema",
          "message": "`NewOrderCounterpart.(#1).details`: oneOf variant `CounterpartName` added.",
          "breaking": false
        },
        {
          "subject": "CountryRiskTier",
          "kind": "schema",
          "message": "Schema `CountryRiskTier` added.",
          "breaking": false
        },
        {
          "subject": "Country",
          "kind": "schema",
          "message": "Schema `Country` added.",
          "breaking": false
        },
        {
          "subject": "CountryList",
          "kind": "schema",
          "message": "Schema `CountryList` added.",
          "breaking": false
        },
        {
          "subject": "SwapChain",
          "kind": "schema",
          "message": "Schema `SwapChain` added.",
          "breaking": false
        },
        {
          "subject": "SwapToken",
          "kind": "schema",
          "message": "Schema `SwapToken` added.",
          "breaking": false
        },
        {
          "subject": "SwapRequestAmount",
          "kind": "schema",
          "message": "Schema `SwapRequestAmount` added.",
          "breaking": false
        },
        {
          "subject": "SwapQuoteToken",
          "kind": "schema",
          "message": "Schema `SwapQuoteToken` added.",
          "breaking": false
        },
        {
          "subject": "SwapQuoteId",
          "kind": "schema",
          "message": "Schema `SwapQuoteId` added.",
          "breaking": false
        },
        {
          "subject": "SwapTokenDecimals",
          "kind": "schema",
          "message": "Schema `SwapTokenDecimals` added.",
          "breaking": false
        },
        {
          "subject": "SwapAmount",
          "kind": "schema",
          "message": "Schema `SwapAmount` added.",
          "breaking": false
        },
        {
          "subject": "SwapBaseUnits",
          "kind": "schema",
          "message": "Schema `SwapBaseUnits` added.",
          "breaking": false
        },
        {
          "subject": "SwapQuote",
          "kind": "schema",
          "message": "Schema `SwapQuote` added.",
          "breaking": false
        },
        {
          "subject": "SwapSignature",
          "kind": "schema",
          "message": "Schema `SwapSignature` added.",
          "breaking": false
        },
        {
          "subject": "SwapCalldata",
          "kind": "schema",
          "message": "Schema `SwapCalldata` added.",
          "breaking": false
        },
        {
          "subject": "SwapAcceptedQuote",
          "kind": "schema",
          "message": "Schema `SwapAcceptedQuote` added.",
          "breaking": false
        },
        {
          "subject": "ProfileErrorEvent",
          "kind": "schema",
          "message": "Schema `ProfileErrorEvent` added.",
          "breaking": false
        }
      ],
      "changed": [
        {
          "subject": "POST /addresses",
          "kind": "operation",
          "message": "`POST /addresses`: response 202: now `PendingLinkedAddress` (was `LinkedAddress`).",
          "breaking": false
        },
        {
          "subject": "PersonalDetails",
          "kind": "schema",
          "message": "`PersonalDetails`: now includes `PersonalDetailsFields`.",
          "breaking": false
        },
        {
          "subject": "FinalBeneficiary",
          "kind": "schema",
          "message": "`FinalBeneficiary.ownershipPercentage`: type widened: `string` now allowed.",
          "breaking": false
        },
        {
          "subject": "FinalBeneficiary",
          "kind": "schema",
          "message": "`FinalBeneficiary.ownershipPercentage`: pattern `\"^(?:25(?:\\\\.0{1,2})?|2[6-9](?:\\\\.\\\\d{1,2})?|[3-9]\\\\d(?:\\\\.\\\\d{1,2})?|100(?:\\\\.0{1,2})?)$\"` added.",
          "breaking": false
        },
        {
          "subject": "CorporateDetails",
          "kind": "schema",
          "message": "`CorporateDetails`: now includes `CorporateDetailsFields`.",
          "breaking": false
        },
        {
          "subject": "PersonalForm",
          "kind": "schema",
          "message": "`PersonalForm`: now includes `PersonalFormFields`.",
          "breaking": false
        },
        {
          "subject": "PersonalForm",
          "kind": "schema",
          "message": "`PersonalForm`: field `activityOther` is no longer required.",
          "breaking": false
        },
        {
          "subject": "CorporateForm",
          "kind": "schema",
          "message": "`CorporateForm`: now includes `CorporateFormFields`.",
          "breaking": false
        },
        {
          "subject": "VerificationDocument",
          "kind": "schema",
          "message": "`VerificationDocument`: field `name` is no longer required.",
          "breaking": false
        },
        {
          "subject": "CorporateVerificationDocument",
          "kind": "schema",
          "message": "`CorporateVerificationDocument`: field `name` is no longer required.",
          "breaking": false
        },
        {
          "subject": "ProfileVerificationsRequest",
          "kind": "schema",
          "message": "`ProfileVerificationsRequest.(#1).personal`: maxItems raised from 5 to 6.",
          "breaking": false
        },
        {
          "subject": "ProfileVerificationsRequest",
          "kind": "schema",
          "message": "`ProfileVerificationsRequest.(#2).corporate`: maxItems raised from 7 to 10.",
          "breaking": false
        }
      ],
      "deprecated": [],
      "removed": []
    }
  },
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
