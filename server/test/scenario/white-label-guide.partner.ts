/**
 * A partner's back end written from the provider's white-label guide
 * (monerium/js-monorepo apps/developer/docs/whitelabel.mdx and its partials: client credentials,
 * onboarding with KYC sharing, link wallet, EUR IBAN), step by step as the guide reads, with plain
 * `fetch` and nothing of ours: no SDK, no test helpers. Only what the guide leaves to the partner
 * is passed in: where the API is, the app's credentials, the media type the brand answers, and how
 * to wait between polls (the guide's "wait, then fetch again"; a test's sandbox moves its clock).
 * The one deviation, noted where it is: the guide's GET /ibans snippet reads the body as an array,
 * while the provider's own spec (and ours) answers `{ ibans: [...] }`.
 */
import { Wallet } from 'ethers';

export interface GuideEnvironment {
  api: string;
  clientId: string;
  clientSecret: string;
  /** The guide's `application/vnd.monerium.api-v2+json` (ours, `application/vnd.emoney.api-v2+json`, works as well). */
  accept: string;
  /** The sumsub applicant's share token (in the sandbox: a documented test token). */
  sumsubApplicantToken: string;
  wait: () => Promise<void>;
}

export interface GuideOutcome {
  profileId: string;
  state: string;
  address: string;
  iban: string;
  steps: { step: string; status: number }[];
}

export async function runWhiteLabelGuide(env: GuideEnvironment): Promise<GuideOutcome> {
  const steps: GuideOutcome['steps'] = [];
  const note = (step: string, response: Response) => {
    steps.push({ step, status: response.status });
    return response;
  };

  // Authentication: client credentials.
  const tokenResponse = note(
    'POST /auth/token',
    await fetch(`${env.api}/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: env.clientId,
        client_secret: env.clientSecret,
      }),
    }),
  );
  const { access_token } = (await tokenResponse.json()) as { access_token: string; expires_in: number };

  // Onboarding 1. Create a profile.
  const response = note(
    'POST /profiles',
    await fetch(`${env.api}/profiles`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        Accept: env.accept,
      },
      body: JSON.stringify({ kind: 'personal' }),
    }),
  );
  const { id: profileId } = (await response.json()) as { id: string; state: string };

  // Onboarding 2. Submit customer details: KYC Sharing (personal), the applicant token.
  note(
    'POST /profiles/{profileId}/share',
    await fetch(`${env.api}/profiles/${profileId}/share`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        Accept: env.accept,
      },
      body: JSON.stringify({
        provider: 'sumsub',
        personal: { token: env.sumsubApplicantToken },
      }),
    }),
  );

  // Onboarding 3. Submit form data (personal), the guide's body verbatim.
  note(
    'PATCH /profiles/{profileId}/form',
    await fetch(`${env.api}/profiles/${profileId}/form`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        Accept: env.accept,
      },
      body: JSON.stringify({
        personal: {
          occupation: 'OCCUPATION_EMPLOYED',
          profession: 'PROFESSION_FINANCIAL_SERVICES_OTHER',
          fundOrigin: 'FUND_ORIGIN_SALARY',
          annualIncome: 'ANNUAL_INCOME_FROM_50K_TO_150K',
          monthlyTurnover: 'TURNOVER_UNDER_10K',
          monthlyTransactionCount: 'TRANSACTION_COUNT_UNDER_5',
          activities: ['ACTIVITY_INVESTING_CRYPTO'],
          publicFunction: false,
          fundOwner: true,
          usCitizen: false,
          usTaxPerson: false,
          tin: '123-45-6789',
          taxResidenceCountry: 'GB',
        },
      }),
    }),
  );

  // Onboarding 4 (verifications) is not needed after a share unless source of funds is asked for.
  // Onboarding 5. Monitor approval: GET /profiles/:profileId until the state is "approved".
  let state = '';
  for (let attempt = 0; attempt < 10 && state !== 'approved' && state !== 'rejected'; attempt++) {
    if (attempt > 0) await env.wait();
    const profile = note(
      'GET /profiles/{profileId}',
      await fetch(`${env.api}/profiles/${profileId}`, {
        headers: { Authorization: `Bearer ${access_token}`, Accept: env.accept },
      }),
    );
    ({ state } = (await profile.json()) as { state: string });
  }
  if (state !== 'approved') return { profileId, state, address: '', iban: '', steps };

  // Link wallet (EOA): sign the fixed message.
  const message = 'I hereby declare that I am the address owner.';
  const wallet = Wallet.createRandom();
  const signature = await wallet.signMessage(message);
  note(
    'POST /addresses',
    await fetch(`${env.api}/addresses`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        Accept: env.accept,
      },
      body: JSON.stringify({
        profile: profileId,
        address: wallet.address,
        chain: 'ethereum',
        message,
        signature,
      }),
    }),
  );

  // EUR IBAN: request it, then retrieve it once provisioned.
  note(
    'POST /ibans',
    await fetch(`${env.api}/ibans`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        Accept: env.accept,
      },
      body: JSON.stringify({
        address: wallet.address,
        chain: 'ethereum',
      }),
    }),
  );
  let iban = '';
  for (let attempt = 0; attempt < 10 && !iban; attempt++) {
    await env.wait();
    const ibansResponse = note(
      'GET /ibans',
      await fetch(`${env.api}/ibans`, {
        headers: { Authorization: `Bearer ${access_token}`, Accept: env.accept },
      }),
    );
    // The guide writes `ibans.find(...)` on the body; the spec's body is `{ ibans: [...] }`.
    const { ibans } = (await ibansResponse.json()) as { ibans: { iban: string; address: string; state?: string }[] };
    iban = ibans.find((i) => i.address.toLowerCase() === wallet.address.toLowerCase() && i.iban)?.iban ?? '';
  }
  return { profileId, state, address: wallet.address, iban, steps };
}
