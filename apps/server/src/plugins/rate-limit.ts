import rateLimit from '@fastify/rate-limit';
import { formatMessage } from '@plinth/commerce';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import { redisWindowStore, SharedWindowStore } from './write-counter-store';

/**
 * Counts writes per client address, in process memory or, with REDIS_URL, in Redis for every process.
 * Routes opt in with `config: { rateLimit: app.writeRateLimit }`, so page views are never limited.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: app.redis ? redisWindowStore(app.redis.client, app.redis.keyPrefix, app.log) : SharedWindowStore,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', 'RATE_LIMITED', formatMessage('rateLimited'), {
        // Whole seconds until the window resets; the plugin sets the Retry-After header itself.
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
  });
  // One counter for all write routes (a shared store): a client limited on the API is limited on the forms too.
  app.decorate('writeRateLimit', {
    max: app.config.rateLimit.max,
    timeWindow: app.config.rateLimit.windowMs,
  });
});
