import type { Handler } from '../../http/handler-types.js';

export const getWelcome: Handler<'getWelcome'> = (_input, { config }) => ({
  status: 200,
  body: {
    hello: `Welcome to the emoney API v2 (${config.mode})`,
    docs: config.docsUrl,
    twitter: 'https://twitter.com/emoney',
  },
});
