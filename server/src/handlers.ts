import { getWelcome } from './features/welcome/welcome.handlers.js';
import type { HandlerRegistry } from './http/handler-types.js';
import { notImplemented } from './http/not-implemented.js';

/** Every operation of the spec and the function that serves it. */
export const handlers: HandlerRegistry = {
  getWelcome,
  authorize: notImplemented('authorize'),
  authorizeWithForm: notImplemented('authorizeWithForm'),
  getAuthContext: notImplemented('getAuthContext'),
  signUp: notImplemented('signUp'),
  createToken: notImplemented('createToken'),
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
};
