import type { App } from '../credentials/apps.repository.js';

/**
 * Whether an app may send its customers past the hosted KYC screens (`skip_kyc`). The
 * specification ties skipping to the sharing model: the app then collects the details, form and
 * verifications itself and submits them, which it can only do holding the privilege to submit
 * details. A reliance-model app (or one without that privilege) asking to skip is not honoured:
 * its customers go through the KYC screens, so no profile reaches authorization without KYC.
 */
export function maySkipKyc(app: Pick<App, 'kyc_model' | 'privileges'>): boolean {
  return app.kyc_model === 'sharing' && app.privileges.includes('submitProfileDetails');
}
