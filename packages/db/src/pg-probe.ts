import pg from 'pg';

/**
 * The PostgreSQL breaker's check (pg-breaker.ts): `select 1` on a connection of its own, never one of the
 * pool's (a full pool or a stuck pooled connection says nothing about the database). Gives up after
 * `timeoutMs` to connect and as long again for the answer; rejects with node-postgres's own errors.
 */
export async function probePostgres(config: pg.ClientConfig, timeoutMs: number): Promise<void> {
  const client = new pg.Client({
    ...config,
    keepAlive: false,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  });
  // A connection that breaks after connect() settled would emit 'error' with nobody listening.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    // Not awaited: end() destroys the socket of a query that never answered, and a partition may hold
    // the goodbye of one that did.
    void client.end().catch(() => undefined);
  }
}
