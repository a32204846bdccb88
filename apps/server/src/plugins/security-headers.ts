import fp from 'fastify-plugin';

/**
 * Baseline response headers for every answer: no MIME sniffing, no framing by other sites, and no full
 * URLs (with cart or order paths) leaking to other origins in Referer.
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'SAMEORIGIN');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
});
