import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ANALYTICS_API } from '@plinth/contracts';
import { afterAll, describe, expect, test } from 'vitest';
import {
  PROCESS_TIMEOUT_MS,
  ScratchSchema,
  startServer,
  type RunningServer,
} from './fixtures/server-process';
import { CHROME } from './fixtures/analytics-events';

/**
 * Issue 12 part 4's crash test, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a flood of events
 * from many connections at once; the server is killed with SIGKILL after 1500 of them were answered
 * 202, and started again. Every event answered 202 (each has its own page path) must be in
 * analytics_events: the ingest answers only after the commit. Events in flight at the kill may or may
 * not be there; nothing else may.
 */
const KILL_AFTER_ACCEPTED = 1500;
const CONNECTIONS = 24;
const databaseUrl = process.env.TEST_DATABASE_URL;
const ENGINES = databaseUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const PATHS_SQL = "select page_path from analytics_events where event = 'Search'";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function makeStore(engine: 'sqlite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'plinth-analytics-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE: '1000000' };
  if (engine === 'sqlite') {
    return {
      env,
      storedPaths: async () => {
        const sqlite = new BetterSqlite3(join(dataDir, 'plinth.sqlite'), { readonly: true });
        try {
          return (sqlite.prepare(PATHS_SQL).all() as { page_path: string }[]).map((r) => r.page_path);
        } finally {
          sqlite.close();
        }
      },
    };
  }
  const schema = new ScratchSchema(databaseUrl ?? '');
  await schema.create();
  cleanups.push(() => schema.drop());
  return {
    env: { ...env, DATABASE_URL: schema.url() },
    storedPaths: async () =>
      (await schema.admin<{ page_path: string }>(PATHS_SQL.replace(' from ', ` from ${schema.name}.`))).map(
        (r) => r.page_path,
      ),
  };
}

/** Posts events with unique paths from `CONNECTIONS` loops until the server stops answering. */
async function flood(server: RunningServer, onAccepted: (count: number) => void) {
  const accepted: string[] = [];
  const sent = new Set<string>();
  let next = 0;
  const loop = async () => {
    for (;;) {
      const path = `/crash/${next++}`;
      sent.add(path);
      const content = JSON.stringify({ page_path: path, query: 'crash', session_id: 's' });
      try {
        const response = await fetch(server.url(ANALYTICS_API.clankerEvents), {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
          body: JSON.stringify({ eventSchemaName: 'Search', eventContent: content }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 202) {
          accepted.push(path);
          onAccepted(accepted.length);
        } else if (response.status !== 503) {
          throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        }
      } catch (error) {
        if (!server.alive()) return;
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { accepted, sent };
}

describe.each(ENGINES)('on %s', (engine) => {
  test(
    'killed with SIGKILL during a flood of events and restarted, every event answered 202 is stored',
    async () => {
      const store = await makeStore(engine);
      const server = await startServer(store.env);
      cleanups.push(async () => void (await server.stop('SIGKILL')));
      const { accepted, sent } = await flood(server, (count) => {
        if (count === KILL_AFTER_ACCEPTED) server.child.kill('SIGKILL');
      });
      expect((await server.exited).signal).toBe('SIGKILL');
      expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);

      const restarted = await startServer(store.env);
      cleanups.push(async () => void (await restarted.stop('SIGKILL')));
      const stored = new Set(await store.storedPaths());
      expect((await restarted.stop('SIGTERM')).code).toBe(0);
      const lost = accepted.filter((path) => !stored.has(path));
      expect(lost, 'answered 202 but not stored').toEqual([]);
      // At most the requests in flight at the kill are stored without their answer.
      expect([...stored].every((path) => sent.has(path))).toBe(true);
      expect(stored.size - accepted.length).toBeLessThanOrEqual(CONNECTIONS);
    },
    PROCESS_TIMEOUT_MS * 3,
  );
});
