import * as addresses from './features/addresses/addresses.handlers.js';
import { listPendingSignatures } from './features/addresses/pending-signatures.handlers.js';
import { simulateSignatureOutcome } from './features/addresses/signature-outcome.handlers.js';
import {
  authorizeHandler,
  authorizeWithForm,
  createToken,
  getAuthContext,
  revokeToken,
  signUp,
} from './features/oauth/auth.handlers.js';
import { uploadFile } from './features/files/files.handlers.js';
import { simulateKycDecision, submitProfileDetails, submitProfileForm, submitProfileVerifications } from './features/kyc/kyc.handlers.js';
import * as money from './features/money/money.handlers.js';
import * as hosted from './features/onboarding/onboarding.handlers.js';
import { unlinkHostedAddress } from './features/onboarding/address-unlink.handlers.js';
import { resetHostedPassword } from './features/onboarding/password-reset.handlers.js';
import { cancelHostedRequest } from './features/onboarding/request-cancel.handlers.js';
import { getProfile, listProfiles } from './features/profiles/profiles.handlers.js';
import { advanceSandboxClock, getSandboxClock } from './features/sandbox/clock.handlers.js';
import { getSandboxMailbox } from './features/sandbox/mailbox.handlers.js';
import { listConnectedApps, withdrawConnectedApp } from './features/onboarding/connected-apps.handlers.js';
import { getHostedCsrfToken } from './features/onboarding/csrf.handlers.js';
import { getSiweNonce } from './features/oauth/siwe-nonce.handlers.js';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  updateWebhook,
} from './features/webhooks/webhooks.handlers.js';
import { getWelcome } from './features/welcome/welcome.handlers.js';
import type { HandlerRegistry, HostedHandlerRegistry } from './http/handler-types.js';

/** Every operation of the public contract and the function that serves it. */
export const handlers: HandlerRegistry = {
  getWelcome,
  authorize: authorizeHandler,
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
  linkAddress: addresses.linkAddress,
  listAddresses: addresses.listAddresses,
  getAddress: addresses.getAddress,
  getBalances: money.getBalances,
  listPendingSignatures,
  requestIban: money.requestIban,
  listIbans: money.listIbans,
  getIban: money.getIban,
  moveIban: money.moveIban,
  placeOrder: money.placeOrder,
  listOrders: money.listOrders,
  getOrder: money.getOrder,
  listTokens: money.listTokens,
  simulatePayment: money.simulatePayment,
  simulateOrderDecision: money.simulateOrderDecision,
  simulateKycDecision,
  simulateSignatureOutcome,
  getSandboxClock,
  advanceSandboxClock,
  getSiweNonce,
};

/** Every operation of the hosted onboarding API (spec/onboarding.yaml). */
export const hostedHandlers: HostedHandlerRegistry = {
  getHostedRequest: hosted.getHostedRequest,
  decideHostedRequest: hosted.decideHostedRequest,
  hostedSignUp: hosted.hostedSignUp,
  hostedLogIn: hosted.hostedLogIn,
  hostedLogOut: hosted.hostedLogOut,
  saveHostedProfile: hosted.saveHostedProfile,
  linkHostedAddress: hosted.linkHostedAddress,
  getHostedCsrfToken,
  verifyHostedSignUp: hosted.verifyHostedSignUp,
  resendHostedSignUpCode: hosted.resendHostedSignUpCode,
  getSandboxMailbox,
  cancelHostedRequest,
  resetHostedPassword,
  unlinkHostedAddress,
  listConnectedApps,
  withdrawConnectedApp,
};
