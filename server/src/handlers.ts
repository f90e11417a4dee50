import { getAddress, linkAddress, listAddresses } from './features/addresses/addresses.handlers.js';
import { listPendingSignatures } from './features/addresses/addresses-pending-signatures.handlers.js';
import { simulateSignatureOutcome } from './features/addresses/sandbox-signature-outcome.handlers.js';
import { getAuthContext, signUp } from './features/customers/accounts.handlers.js';
import { authorize, authorizeWithForm, createToken, revokeToken } from './features/oauth/authorize.handlers.js';
import { uploadFile } from './features/files/accounts-files.handlers.js';
import {
  patchProfileDetails,
  patchProfileForm,
  patchProfileVerifications,
  submitProfileDetails,
  submitProfileForm,
  submitProfileVerifications,
} from './features/kyc/profiles-kyc.handlers.js';
import { shareProfile } from './features/kyc/profiles-share.handlers.js';
import { simulateKycDecision } from './features/kyc/sandbox-kyc.handlers.js';
import { getBalances } from './features/money/addresses-balances.handlers.js';
import { getIban, listIbans, moveIban, requestIban } from './features/money/ibans.handlers.js';
import { getOrder, listOrders, placeOrder } from './features/money/orders.handlers.js';
import { simulateOrderDecision, simulatePayment } from './features/money/sandbox.handlers.js';
import { listTokens } from './features/money/tokens.handlers.js';
import {
  decideHostedRequest,
  getHostedRequest,
  hostedLogIn,
  hostedLogOut,
  hostedSignUp,
  linkHostedAddress,
  linkRequestAddress,
  resendHostedSignUpCode,
  saveHostedProfile,
  verifyHostedSignUp,
} from './features/onboarding/hosted.handlers.js';
import { unlinkHostedAddress } from './features/onboarding/hosted-address-unlink.handlers.js';
import { resetHostedPassword } from './features/onboarding/hosted-password-reset.handlers.js';
import { cancelHostedRequest } from './features/onboarding/hosted-request-cancel.handlers.js';
import { getProfile, listProfiles } from './features/profiles/profiles.handlers.js';
import { createProfile } from './features/customers/profiles-create.handlers.js';
import { advanceSandboxClock, getSandboxClock } from './features/sandbox/sandbox-clock.handlers.js';
import { listSandboxChains } from './features/chain/sandbox-chains.handlers.js';
import { getSandboxMailbox } from './features/sandbox/hosted-mailbox.handlers.js';
import { listConnectedApps, withdrawConnectedApp } from './features/onboarding/hosted-connected-apps.handlers.js';
import { getHostedCsrfToken } from './features/onboarding/hosted-csrf.handlers.js';
import { getSiweNonce } from './features/oauth/authorize-siwe-nonce.handlers.js';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  updateWebhook,
} from './features/webhooks/webhooks.handlers.js';
import { getWelcome } from './features/welcome/accounts-welcome.handlers.js';
import {
  dashboardLogIn,
  dashboardLogOut,
  dashboardSignUp,
  getDashboardCsrfToken,
  getDashboardMailbox,
  getDashboardSession,
  verifyDashboardSignUp,
} from './features/dashboard/dashboard-session.handlers.js';
import { inviteDashboardMember, listDashboardMembers, removeDashboardMember, withdrawDashboardInvitation } from './features/dashboard/dashboard-team.handlers.js';
import { createDashboardApp, getDashboardApp, listDashboardApps, rotateDashboardAppSecret, updateDashboardApp } from './features/dashboard/dashboard-apps.handlers.js';
import { getDashboardRequest, listDashboardRequests } from './features/dashboard/dashboard-requests.handlers.js';
import {
  createDashboardWebhook,
  deleteDashboardWebhook,
  getDashboardWebhookDelivery,
  listDashboardWebhookDeliveries,
  listDashboardWebhooks,
  resendDashboardWebhookDelivery,
  sendDashboardWebhookTest,
  updateDashboardWebhook,
} from './features/dashboard/dashboard-webhooks.handlers.js';
import { getDashboardOrder, getDashboardProfile, listDashboardOrders, listDashboardProfiles } from './features/dashboard/dashboard-customers.handlers.js';
import {
  advanceDashboardSandboxClock,
  decideDashboardKyc,
  decideDashboardOrder,
  getDashboardSandboxClock,
  resetDashboardSandbox,
  simulateDashboardPayment,
} from './features/dashboard/dashboard-sandbox.handlers.js';
import { listCountries } from './features/countries/profiles-countries.handlers.js';
import { acceptSwapQuote, getSwapQuote } from './features/swap/swap.handlers.js';
import type { DashboardHandlerRegistry, HandlerRegistry, HostedHandlerRegistry } from './http/handler-types.js';

/**
 * Every operation of the public contract and the function that serves it: one hop, each imported
 * from the handler file that defines it and named after its operationId (test/handlers-one-hop).
 */
export const handlers: HandlerRegistry = {
  getWelcome,
  authorize,
  authorizeWithForm,
  getAuthContext,
  signUp,
  createToken,
  revokeToken,
  listWebhooks,
  createWebhook,
  updateWebhook,
  listWebhookDeliveries,
  resendWebhookDelivery,
  uploadFile,
  listProfiles,
  getProfile,
  submitProfileDetails,
  submitProfileForm,
  submitProfileVerifications,
  createProfile,
  patchProfileDetails,
  patchProfileForm,
  patchProfileVerifications,
  shareProfile,
  linkAddress,
  listAddresses,
  getAddress,
  getBalances,
  listPendingSignatures,
  requestIban,
  listIbans,
  getIban,
  moveIban,
  placeOrder,
  listOrders,
  getOrder,
  listTokens,
  simulatePayment,
  simulateOrderDecision,
  simulateKycDecision,
  simulateSignatureOutcome,
  getSandboxClock,
  listSandboxChains,
  advanceSandboxClock,
  getSiweNonce,
  listCountries,
  getSwapQuote,
  acceptSwapQuote,
};

/** Every operation of the hosted onboarding API (spec/onboarding.yaml). */
export const hostedHandlers: HostedHandlerRegistry = {
  getHostedRequest,
  decideHostedRequest,
  hostedSignUp,
  hostedLogIn,
  hostedLogOut,
  saveHostedProfile,
  linkHostedAddress,
  linkRequestAddress,
  getHostedCsrfToken,
  verifyHostedSignUp,
  resendHostedSignUpCode,
  getSandboxMailbox,
  cancelHostedRequest,
  resetHostedPassword,
  unlinkHostedAddress,
  listConnectedApps,
  withdrawConnectedApp,
};

/** Every operation of the dashboard's API (`/dashboard/api`, spec/dashboard.yaml) and its function. */
export const dashboardHandlers: DashboardHandlerRegistry = {
  getDashboardCsrfToken,
  dashboardSignUp,
  verifyDashboardSignUp,
  dashboardLogIn,
  dashboardLogOut,
  getDashboardSession,
  getDashboardMailbox,
  listDashboardMembers,
  inviteDashboardMember,
  withdrawDashboardInvitation,
  removeDashboardMember,
  listDashboardApps,
  createDashboardApp,
  getDashboardApp,
  updateDashboardApp,
  rotateDashboardAppSecret,
  listDashboardRequests,
  getDashboardRequest,
  listDashboardWebhooks,
  createDashboardWebhook,
  updateDashboardWebhook,
  deleteDashboardWebhook,
  listDashboardWebhookDeliveries,
  getDashboardWebhookDelivery,
  resendDashboardWebhookDelivery,
  sendDashboardWebhookTest,
  listDashboardProfiles,
  getDashboardProfile,
  listDashboardOrders,
  getDashboardOrder,
  simulateDashboardPayment,
  decideDashboardKyc,
  decideDashboardOrder,
  getDashboardSandboxClock,
  advanceDashboardSandboxClock,
  resetDashboardSandbox,
};
