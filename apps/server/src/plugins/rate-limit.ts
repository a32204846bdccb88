import rateLimit from '@fastify/rate-limit';
import { formatMessage } from '@plinth/commerce';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

/**
 * Counts writes per client address in process memory (Redis is a later adapter). Routes opt in with
 * `config: { rateLimit: app.writeRateLimit }`, so page views are never limited.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', 'RATE_LIMITED', formatMessage('rateLimited'), {
        retryAfter: context.after,
      }),
  });
  app.decorate('writeRateLimit', {
    max: app.config.rateLimit.max,
    timeWindow: app.config.rateLimit.windowMs,
  });
});
