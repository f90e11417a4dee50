/**
 * The KYC form codes of the provider's published API (shared/wire-facts.md), written out here
 * independently of spec/: every one is accepted by `PUT /profiles/{profile}/form`, and a
 * camelCase code is refused with a 400 that lists the accepted values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { api, signUpCustomer, type Api } from '../profiles/helpers.js';

const PERSONAL = {
  occupation: ['OCCUPATION_STUDENT', 'OCCUPATION_EMPLOYED', 'OCCUPATION_SELF_EMPLOYED', 'OCCUPATION_UNEMPLOYED', 'OCCUPATION_RETIRED'],
  profession: [
    'PROF_ACCOUNTANCY', 'PROF_ADMINISTRATIVE', 'PROF_AGRICULTURE', 'PROF_ARTS_MEDIA', 'PROF_BROKER_DEALER', 'PROF_CATERING_HOSPITALITY',
    'PROF_CHARITY', 'PROF_CONSTRUCTION_REAL_ESTATE', 'PROF_DEALER_HIGH_VALUE_GOODS', 'PROF_DEALER_PRECIOUS_METALS', 'PROF_EDUCATION',
    'PROF_EMERGENCY_SERVICES', 'PROF_EXTRACTIVE_INDUSTRY', 'PROF_FIN_SERVICES_BANKING', 'PROF_FIN_SERVICES_INSURANCE', 'PROF_FIN_SERVICES_OTHER',
    'PROF_FIN_SERVICES_PRIVATE_BANKING', 'PROF_GAMBLING', 'PROF_GOVERNMENT', 'PROF_HEALTHCARE_MEDICAL', 'PROF_INFORMATION_TECHNOLOGY',
    'PROF_LEGAL', 'PROF_MANUFACTURING', 'PROF_MARKETING', 'PROF_MILITARY_DEFENCE', 'PROF_MONEY_SERVICE_BUSINESS', 'PROF_PENSIONER',
    'PROF_PUBLIC_PROCUREMENT', 'PROF_RETAIL_SALES',
  ],
  fundOrigin: [
    'FUND_ORIGIN_SALARY', 'FUND_ORIGIN_DIVIDENDS', 'FUND_ORIGIN_INHERITANCE', 'FUND_ORIGIN_SAVINGS', 'FUND_ORIGIN_INVESTMENT', 'FUND_ORIGIN_GIFT',
    'FUND_ORIGIN_MINING', 'FUND_ORIGIN_REAL_ESTATE', 'FUND_ORIGIN_LOAN',
  ],
  annualIncome: ['ANNUAL_INCOME_UNDER_10K', 'ANNUAL_INCOME_10K_TO_50K', 'ANNUAL_INCOME_50K_TO_150K', 'ANNUAL_INCOME_150K_TO_300K', 'ANNUAL_INCOME_OVER_300K'],
  monthlyTurnover: ['TURNOVER_UNDER_10K', 'TURNOVER_10K_TO_50K', 'TURNOVER_50K_TO_150K', 'TURNOVER_150K_TO_500K', 'TURNOVER_OVER_500K'],
  monthlyTransactionCount: ['TRANSACTION_COUNT_LESS_THAN_5', 'TRANSACTION_COUNT_5_TO_50', 'TRANSACTION_COUNT_50_TO_100', 'TRANSACTION_COUNT_100_TO_200', 'TRANSACTION_COUNT_OVER_200'],
  activities: ['ACTIVITY_COMMERCE_SELLING', 'ACTIVITY_COMMERCE_BUYING', 'ACTIVITY_INVESTING_CRYPTO', 'ACTIVITY_OTHER'],
};
const CORPORATE = {
  legalForm: [
    'LEGAL_FORM_PUBLIC_LIMITED', 'LEGAL_FORM_PRIVATE_LIMITED', 'LEGAL_FORM_PARTNERSHIPS', 'LEGAL_FORM_SOLE_TRADERS_PROPRIETORSHIPS',
    'LEGAL_FORM_PUBLIC_AUTHORITIES', 'LEGAL_FORM_NON_PROFIT', 'LEGAL_FORM_BRANCHES', 'LEGAL_FORM_OTHER',
  ],
  purpose: ['PURPOSE_COLLECT_PAYMENTS', 'PURPOSE_PAY_FOR_SERVICES', 'PURPOSE_BUY_SELL_CRYPTO', 'PURPOSE_ENGAGE_IN_DEFI', 'PURPOSE_OTHER'],
  activity: [
    'ACTIVITY_ACCOMMODATION_FOOD_TRAVEL', 'ACTIVITY_ACCOUNTING_LEGAL_CONSULTANCY', 'ACTIVITY_ADULT_ENTERTAINMENT', 'ACTIVITY_ADVERTISING_MARKETING',
    'ACTIVITY_AGRICULTURE_FORESTRY_FISHING', 'ACTIVITY_ARTS_ENTERTAINMENT_RECREATION', 'ACTIVITY_CHARITY', 'ACTIVITY_CONSTRUCTION',
    'ACTIVITY_DEALER_HIGH_VALUE_GOODS', 'ACTIVITY_ECOMMERCE', 'ACTIVITY_EDUCATION', 'ACTIVITY_EXTRACTIVE_INDUSTRY', 'ACTIVITY_GAMBLING',
    'ACTIVITY_HEALTH_SERVICES', 'ACTIVITY_MANUFACTURING', 'ACTIVITY_MARKETPLACE', 'ACTIVITY_MEDIA_PUBLISHING', 'ACTIVITY_MULTI_LEVEL_MARKETING',
    'ACTIVITY_PERSONAL_INVESTMENT', 'ACTIVITY_PUBLIC_SECTOR', 'ACTIVITY_REAL_ESTATE', 'ACTIVITY_RETAIL_WHOLESALE', 'ACTIVITY_SOCIAL_WORK',
    'ACTIVITY_SOFTWARE_TECHNOLOGY', 'ACTIVITY_TELECOM', 'ACTIVITY_TRANSPORT_STORAGE', 'ACTIVITY_UTILITIES', 'ACTIVITY_CRYPTO_SERVICES',
    'ACTIVITY_FINANCIAL_INSTITUTION', 'ACTIVITY_OTHER',
  ],
  fundOrigin: [
    'FUND_ORIGIN_REVENUE_OPERATIONS', 'FUND_ORIGIN_PROFIT_DIVIDENDS', 'FUND_ORIGIN_LOAN', 'FUND_ORIGIN_INVESTMENTS_SHAREHOLDERS',
    'FUND_ORIGIN_CUSTOMER_FUNDS', 'FUND_ORIGIN_THIRD_PARTY_FUNDS',
  ],
  monthlyTurnover: ['TURNOVER_UNDER_100K', 'TURNOVER_100K_TO_250K', 'TURNOVER_OVER_250K'],
  monthlyTransactionCount: ['TRANSACTION_COUNT_UNDER_100', 'TRANSACTION_COUNT_100_TO_250', 'TRANSACTION_COUNT_OVER_250'],
};

/** Form number `i`: the i-th code of every list (wrapping), so every code is sent at least once. */
const nth = <T extends Record<string, string[]>>(lists: T, i: number) =>
  Object.fromEntries(Object.entries(lists).map(([field, codes]) => [field, codes[i % codes.length]!])) as Record<keyof T, string>;
const rounds = (lists: Record<string, string[]>) => Math.max(...Object.values(lists).map((l) => l.length));

let server: TestServer;
let partner: Api;
let profileId: string;
beforeAll(async () => {
  server = await startTestServer();
  partner = api(server, await clientCredentialsToken(server));
  profileId = await signUpCustomer(partner);
});
afterAll(async () => {
  await server?.close();
});

describe('the published KYC form codes', () => {
  it('lists as many codes as the provider publishes', () => {
    expect(PERSONAL.profession).toHaveLength(29);
    expect(CORPORATE.activity).toHaveLength(30);
  });

  it('accepts every personal code', async () => {
    for (let i = 0; i < rounds(PERSONAL); i++) {
      const { activities, ...codes } = nth(PERSONAL, i);
      const personal = { ...codes, activities: [activities], activityOther: activities === 'ACTIVITY_OTHER' ? 'Sending money home' : '', publicFunction: false, fundOwner: true };
      const res = await partner.put(`/profiles/${profileId}/form`, { personal });
      expect(res.status, `${JSON.stringify(personal)}: ${JSON.stringify(res.body)}`).toBe(202);
    }
  });

  it('accepts every corporate code', async () => {
    for (let i = 0; i < rounds(CORPORATE); i++) {
      const corporate = { service: 'Accounting software, sold by subscription.', ...nth(CORPORATE, i) };
      const res = await partner.put(`/profiles/${profileId}/form`, { corporate });
      expect(res.status, `${JSON.stringify(corporate)}: ${JSON.stringify(res.body)}`).toBe(202);
    }
  });

  it('refuses a camelCase code with a 400 naming the accepted values', async () => {
    const personal = { ...nth(PERSONAL, 0), activities: ['ACTIVITY_COMMERCE_BUYING'], activityOther: '', publicFunction: false, fundOwner: true, occupation: 'selfEmployed' };
    const res = await partner.put(`/profiles/${profileId}/form`, { personal });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_error' });
    const message = res.body.errors['personal.occupation'] as string;
    for (const code of PERSONAL.occupation) expect(message).toContain(code);
    const corporate = { service: 'Shop', ...nth(CORPORATE, 0), legalForm: 'privateLimitedCompany' };
    const refused = await partner.put(`/profiles/${profileId}/form`, { corporate });
    expect(refused.status).toBe(400);
    expect(refused.body.errors['corporate.legalForm']).toContain('LEGAL_FORM_PRIVATE_LIMITED');
  });
});
