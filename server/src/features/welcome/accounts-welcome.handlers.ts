import type { components } from '@emoney/api-types';
import type { Config } from '../../config.js';
import type { Handler } from '../../http/handler-types.js';
import { constantBody } from '../../http/send.js';

/** Fixed by the configuration: one frozen answer per configuration, serialized once. */
const answers = new WeakMap<Config, components['schemas']['Welcome']>();

export const getWelcome: Handler<'getWelcome'> = (_input, { config }) => {
  let body = answers.get(config);
  if (!body) {
    body = constantBody({ hello: `Welcome to the emoney API v2 (${config.mode})`, docs: config.docsUrl, twitter: 'https://twitter.com/emoney' });
    answers.set(config, body);
  }
  return { status: 200, body };
};
