import { databaseUnavailable, pingDatabase } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long /readyz waits for the database. */
export const READY_TIMEOUT_MS = 2000;

/**
 * GET /readyz, the readiness check for load balancers and orchestrators: 200 `{ok: true}` when the
 * database answers `select 1` within READY_TIMEOUT_MS, else 503 with Retry-After and the reason, always
 * as JSON. With REDIS_URL set it also says `redis: "ok"` or `"unreachable"`: without Redis the process
 * still serves (limits count in its memory, caches expire on their own: security review L-C), so it
 * stays ready, degraded, and says so in the answer and the log. /healthz stays a liveness check that
 * never touches the database.
 */
export const readinessPlugin = fp(async (app) => {
  app.get('/readyz', async (request, reply) => {
    const [problem, redis] = await Promise.all([
      pingDatabase(app.db, READY_TIMEOUT_MS).then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
      redisState(app),
    ]);
    if (redis === 'unreachable') request.log.warn('ready, degraded: Redis does not answer');
    const extra = redis === null ? {} : { redis };
    if (problem === undefined) return { ok: true, ...extra };
    const unavailable = databaseUnavailable(problem);
    if (!unavailable) throw problem;
    request.log.warn({ err: problem }, 'not ready: the database is unavailable');
    return reply
      .status(503)
      .header('retry-after', String(unavailable.retryAfterSeconds))
      .send({ ok: false, code: 'DATABASE_UNAVAILABLE', reason: unavailable.reason, ...extra });
  });
});

/** Whether the shared Redis answers a PING (its commands give up after 1 s); null without REDIS_URL. */
async function redisState(app: FastifyInstance): Promise<'ok' | 'unreachable' | null> {
  if (!app.redis) return null;
  return app.redis.client.ping().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
}
