import {
  authorizeHandler,
  authorizeWithForm,
  createToken,
  getAuthContext,
  signUp,
} from './features/auth/auth.handlers.js';
import * as hosted from './features/onboarding/onboarding.handlers.js';
import { advanceSandboxClock, getSandboxClock } from './features/sandbox/clock.handlers.js';
import { getWelcome } from './features/welcome/welcome.handlers.js';
import type { HandlerRegistry, HostedHandlerRegistry } from './http/handler-types.js';
import { notImplemented } from './http/not-implemented.js';

/** Every operation of the public contract and the function that serves it. */
export const handlers: HandlerRegistry = {
  getWelcome,
  authorize: authorizeHandler,
  authorizeWithForm,
  getAuthContext,
  signUp,
  createToken,
  listWebhooks: notImplemented('listWebhooks'),
  createWebhook: notImplemented('createWebhook'),
  updateWebhook: notImplemented('updateWebhook'),
  uploadFile: notImplemented('uploadFile'),
  listProfiles: notImplemented('listProfiles'),
  getProfile: notImplemented('getProfile'),
  submitProfileDetails: notImplemented('submitProfileDetails'),
  submitProfileForm: notImplemented('submitProfileForm'),
  submitProfileVerifications: notImplemented('submitProfileVerifications'),
  linkAddress: notImplemented('linkAddress'),
  listAddresses: notImplemented('listAddresses'),
  getAddress: notImplemented('getAddress'),
  getBalances: notImplemented('getBalances'),
  requestIban: notImplemented('requestIban'),
  listIbans: notImplemented('listIbans'),
  getIban: notImplemented('getIban'),
  moveIban: notImplemented('moveIban'),
  placeOrder: notImplemented('placeOrder'),
  listOrders: notImplemented('listOrders'),
  getOrder: notImplemented('getOrder'),
  listTokens: notImplemented('listTokens'),
  simulatePayment: notImplemented('simulatePayment'),
  simulateOrderDecision: notImplemented('simulateOrderDecision'),
  simulateKycDecision: notImplemented('simulateKycDecision'),
  simulateSignatureOutcome: notImplemented('simulateSignatureOutcome'),
  getSandboxClock,
  advanceSandboxClock,
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
};
