import fp from 'fastify-plugin';
import { cartToken } from '../modules/cart';
import {
  createVisitor,
  findSiteUserSession,
  siteUserSessionSecret,
  type Visitor,
} from '../modules/site-users';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is asking (cart token, signed-in customer), set on every request that has a site. The
     * customer's session is looked up on first use only (see modules/site-users/visitor.ts).
     */
    visitor: Visitor;
  }
}

/** Resolves the visitor once per request, after plugins/site.ts has found the site. */
export const visitorPlugin = fp(
  async (app) => {
    app.decorateRequest('visitor', null as never);
    app.addHook('onRequest', async (request) => {
      if (!request.site) return;
      const siteId = request.site.id;
      request.visitor = createVisitor({
        cartToken: cartToken(request),
        sessionSecret: siteUserSessionSecret(request),
        findSession: (secret) => findSiteUserSession(app.db, siteId, secret),
      });
    });
  },
  { name: 'visitor', dependencies: ['site'] },
);
