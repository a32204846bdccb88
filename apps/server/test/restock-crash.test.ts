import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { RESTOCK_API } from '@plinth/contracts';
import { afterAll, describe, expect, test } from 'vitest';
import {
  PROCESS_TIMEOUT_MS,
  ScratchSchema,
  startServer,
  type RunningServer,
} from './fixtures/server-process';
import { signInOwner } from './fixtures/process-browser';
import { TestSmtpServer } from './fixtures/smtp-test-server';

/**
 * Issue 11 part 7's crash test, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the owner sends the
 * restock notices of 200 sign-ups at once (send/all); the server is killed with SIGKILL after the test
 * SMTP server on 127.0.0.1 has accepted the 40th, while notice jobs are still turning into emails, and
 * started again. Every sign-up must get its notice: exactly one email is written per sign-up (one
 * Message-ID per recipient, however often its job ran), and a message arrives twice only in the window
 * SMTP cannot close (accepted by the server, not yet recorded by the killed process: decision 0026),
 * which at most the messages in flight at the kill can be.
 */
const SIGN_UPS = 200;
const KILL_AT = 40;
/** JobWorker's DEFAULT_CONCURRENCY: at most this many messages are in flight. */
const IN_FLIGHT_MAX = 4;
const LEASE_SECONDS = 8;
const databaseUrl = process.env.TEST_DATABASE_URL;
const ENGINES = databaseUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface SoldOut {
  productId: string;
  variantId: string;
  websiteId: string;
}

/** Where the servers keep their data, and the few statements the test runs on it directly. */
interface Store {
  env: Record<string, string>;
  /** The demo store's sold-out variants. */
  soldOutVariants(): Promise<SoldOut[]>;
  /** Writes waiting sign-ups (as the storefront would have) and puts each variant back in stock. */
  seed(rows: (SoldOut & { id: string; email: string })[]): Promise<void>;
  /** Message-ID, recipient and whether sent, for every restock notice in the outbox. */
  readOutbox(): Promise<{ message_id: string; to_address: string; sent: boolean }[]>;
  readStatuses(): Promise<string[]>;
}

const SOLD_OUT_SQL =
  'select p.id as "productId", v.id as "variantId", v.website_id as "websiteId" from variants v join products p on p.id = v.product_id where v.stock_qty = 0 and v.unlimited = 0 order by v.id';
const OUTBOX_SQL = "select message_id, to_address, sent_at from emails where template = 'restock-notice'";
const STATUS_SQL = 'select status from restock_sign_ups';
const INSERT_SQL =
  "insert into restock_sign_ups (id, website_id, product_id, variant_id, email, status, joined_mailing_list, language, origin, send_round, queued_at, notified_at, created_at, updated_at) values ($1, $2, $3, $4, $5, 'waiting', 0, '', 'http://localhost:3000', 0, null, null, $6, $6)";
const RESTOCK_SQL = 'update variants set stock_qty = 10 where id = $1';

async function makeStore(engine: 'sqlite' | 'postgres', env: Record<string, string>): Promise<Store> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plinth-restock-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const toOutbox = (rows: { message_id: string; to_address: string; sent_at: unknown }[]) =>
    rows.map((r) => ({ message_id: r.message_id, to_address: r.to_address, sent: r.sent_at !== null }));
  if (engine === 'sqlite') {
    const open = <T>(read: (db: BetterSqlite3.Database) => T, readonly = true): T => {
      const sqlite = new BetterSqlite3(join(dataDir, 'plinth.sqlite'), { readonly });
      try {
        return read(sqlite);
      } finally {
        sqlite.close();
      }
    };
    const positional = (sql: string) => sql.replace(/\$\d/g, '?');
    return {
      env: { ...env, DATA_DIR: dataDir },
      soldOutVariants: async () => open((db) => db.prepare(SOLD_OUT_SQL).all() as SoldOut[]),
      seed: async (rows) =>
        open((db) => {
          const insert = db.prepare(positional(INSERT_SQL));
          const restock = db.prepare(positional(RESTOCK_SQL));
          db.transaction(() => {
            const now = new Date().toISOString();
            for (const r of rows) insert.run(r.id, r.websiteId, r.productId, r.variantId, r.email, now, now);
            for (const id of new Set(rows.map((r) => r.variantId))) restock.run(id);
          })();
        }, false),
      readOutbox: async () =>
        open((db) =>
          toOutbox(
            db.prepare(OUTBOX_SQL).all() as { message_id: string; to_address: string; sent_at: unknown }[],
          ),
        ),
      readStatuses: async () =>
        open((db) => (db.prepare(STATUS_SQL).all() as { status: string }[]).map((r) => r.status)),
    };
  }
  const schema = new ScratchSchema(databaseUrl ?? '');
  await schema.create();
  cleanups.push(() => schema.drop());
  const inSchema = (sql: string) =>
    sql.replace(/ from (\w+)/g, ` from ${schema.name}.$1`).replace(/ join (\w+)/g, ` join ${schema.name}.$1`);
  return {
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: schema.url(), JOBS_LEASE_SECONDS: String(LEASE_SECONDS) },
    soldOutVariants: () => schema.admin<SoldOut>(inSchema(SOLD_OUT_SQL)),
    // Through the schema's own URL: the catalogue triggers on variants name their tables unqualified.
    seed: async (rows) => {
      const client = new pg.Client({ connectionString: schema.url() });
      await client.connect();
      try {
        const now = new Date().toISOString();
        await client.query('begin');
        for (const r of rows) {
          await client.query(INSERT_SQL, [r.id, r.websiteId, r.productId, r.variantId, r.email, now]);
        }
        for (const id of new Set(rows.map((r) => r.variantId))) await client.query(RESTOCK_SQL, [id]);
        await client.query('commit');
      } finally {
        await client.end();
      }
    },
    readOutbox: async () =>
      toOutbox(
        await schema.admin<{ message_id: string; to_address: string; sent_at: unknown }>(
          inSchema(OUTBOX_SQL),
        ),
      ),
    readStatuses: async () =>
      (await schema.admin<{ status: string }>(inSchema(STATUS_SQL))).map((r) => r.status),
  };
}

describe.each(ENGINES)('on %s', (engine) => {
  test(
    'killed with SIGKILL during a bulk restock send of 200 sign-ups and restarted, each sign-up gets its one message; repeats only in the SMTP window',
    async () => {
      const sender: { server?: RunningServer } = {};
      const smtp = await TestSmtpServer.start({
        answerDelayMs: 10,
        onAccepted: (_mail, count) => {
          if (count === KILL_AT) sender.server?.child.kill('SIGKILL');
        },
      });
      cleanups.push(() => smtp.close());
      const store = await makeStore(engine, { SMTP_URL: smtp.url, MAIL_FROM: 'shop@plinth.test' });

      // A first start makes the database and the demo store; the sign-ups are written while it is down.
      const setup = await startServer({ ...store.env, JOBS_WORKER: 'false' });
      cleanups.push(async () => void (await setup.stop('SIGKILL')));
      expect((await setup.stop('SIGTERM')).code).toBe(0);
      const variants = await store.soldOutVariants();
      expect(variants.length).toBeGreaterThanOrEqual(2);
      const rows = Array.from({ length: SIGN_UPS }, (_, i) => {
        const variant = variants[i % variants.length] as SoldOut;
        return { ...variant, id: `crash${String(i).padStart(19, '0')}`, email: `crash-${i}@example.com` };
      });
      await store.seed(rows);

      // The owner presses "Send all" while the SMTP server holds every message; then it answers.
      smtp.hold();
      const first = await startServer(store.env);
      sender.server = first;
      cleanups.push(async () => void (await first.stop('SIGKILL')));
      const call = await signInOwner(first);
      const sendRequests = variants.map(({ productId, variantId }) => ({ productId, variantId }));
      const sent = await call('POST', RESTOCK_API.sendAll, { sendRequests });
      expect(sent.status, sent.body).toBe(200);
      expect(JSON.parse(sent.body)).toEqual({ queued: SIGN_UPS });
      smtp.release();
      const killed = await first.exited;
      expect(killed.signal).toBe('SIGKILL');
      await smtp.settled();

      const acceptedBeforeRestart = new Set(smtp.countsByMessageId().keys());
      const atKill = await store.readOutbox();
      const recordedAtKill = new Map(atKill.map((e) => [e.message_id, e.sent]));
      expect(acceptedBeforeRestart.size).toBeGreaterThanOrEqual(KILL_AT);
      // Killed mid-send: not every notice had become an email, or not every email was sent.
      expect(atKill.filter((e) => e.sent).length).toBeLessThan(SIGN_UPS);
      for (const [id, recorded] of recordedAtKill) {
        if (recorded) expect(acceptedBeforeRestart.has(id), id).toBe(true);
      }
      const acceptedUnrecorded = [...acceptedBeforeRestart].filter((id) => !recordedAtKill.get(id));
      expect(acceptedUnrecorded.length).toBeLessThanOrEqual(IN_FLIGHT_MAX);

      const second = await startServer(store.env);
      cleanups.push(async () => void (await second.stop('SIGKILL')));
      const deadline = Date.now() + 2 * PROCESS_TIMEOUT_MS + LEASE_SECONDS * 1000;
      const done = async () => {
        const outbox = await store.readOutbox();
        return (
          outbox.length === SIGN_UPS &&
          outbox.every((e) => e.sent) &&
          smtp.countsByMessageId().size >= SIGN_UPS
        );
      };
      while (!(await done()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const stopped = await second.stop('SIGTERM');
      expect(stopped.code, stopped.stdout + stopped.stderr).toBe(0);

      // One email per sign-up in the outbox, all sent, and every sign-up notified.
      const outbox = await store.readOutbox();
      expect(outbox).toHaveLength(SIGN_UPS);
      expect(outbox.every((e) => e.sent)).toBe(true);
      expect(new Set(outbox.map((e) => e.to_address)).size).toBe(SIGN_UPS);
      expect(await store.readStatuses()).toEqual(Array.from({ length: SIGN_UPS }, () => 'notified'));

      // On the SMTP server: one Message-ID per recipient, each once, twice only if accepted unrecorded.
      const idsByRecipient = new Map<string, Set<string>>();
      for (const mail of smtp.accepted) {
        for (const to of mail.rcptTo)
          idsByRecipient.set(to, (idsByRecipient.get(to) ?? new Set()).add(mail.messageId));
      }
      expect(idsByRecipient.size).toBe(SIGN_UPS);
      expect([...idsByRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
      const counts = smtp.countsByMessageId();
      expect([...counts.keys()].sort()).toEqual(outbox.map((e) => e.message_id).sort());
      for (const [id, count] of counts) {
        expect(count, id).toBe(acceptedUnrecorded.includes(id) ? 2 : 1);
      }
    },
    5 * PROCESS_TIMEOUT_MS,
  );
});
