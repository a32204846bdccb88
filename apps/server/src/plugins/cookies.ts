import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing, and whether this request's cookies must be Secure (https or COOKIE_SECURE=true). */
export const cookiesPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('secureCookies', false);
  app.addHook('onRequest', async (request) => {
    const mode = app.config.cookieSecure;
    request.secureCookies = mode === 'always' || (mode === 'auto' && request.protocol === 'https');
  });
});
