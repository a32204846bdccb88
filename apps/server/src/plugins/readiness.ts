import { databaseUnavailable, pingDatabase } from '@plinth/db';
import fp from 'fastify-plugin';

/** How long /readyz waits for the database. */
export const READY_TIMEOUT_MS = 2000;

/**
 * GET /readyz, the readiness check for load balancers and orchestrators: 200 `{ok: true}` when the
 * database answers `select 1` within READY_TIMEOUT_MS, else 503 with Retry-After and the reason, always
 * as JSON. /healthz stays a liveness check that never touches the database.
 */
export const readinessPlugin = fp(async (app) => {
  app.get('/readyz', async (request, reply) => {
    const problem = await pingDatabase(app.db, READY_TIMEOUT_MS).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (problem === undefined) return { ok: true };
    const unavailable = databaseUnavailable(problem);
    if (!unavailable) throw problem;
    request.log.warn({ err: problem }, 'not ready: the database is unavailable');
    return reply
      .status(503)
      .header('retry-after', String(unavailable.retryAfterSeconds))
      .send({ ok: false, code: 'DATABASE_UNAVAILABLE', reason: unavailable.reason });
  });
});
