import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmailDetail, EmailList } from '@plinth/contracts';
import { newId } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { EMAIL_RETENTION_DAYS, purgeOldEmails } from '../src/modules/email';
import { DEAD_JOB_RETENTION_DAYS, DONE_JOB_RETENTION_DAYS, purgeFinishedJobs } from '../src/modules/jobs';
import { signedInOwner, useTestApp, type TestApp, type Visitor } from './fixtures/create-test-app';

/**
 * The outbox and the job table are not kept for ever: sent emails (with their .eml files) go after
 * EMAIL_RETENTION_DAYS, done jobs after DONE_JOB_RETENTION_DAYS, dead ones after DEAD_JOB_RETENTION_DAYS;
 * anything younger stays, and queued or running jobs stay whatever their age.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe.each(testEngines())('retention on %s', (engine) => {
  const t: TestApp = useTestApp(engine, { jobs: { worker: true } });
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  /** Sends a test email and waits until it is sent; answers its outbox row's details. */
  async function sendTestEmail(): Promise<EmailDetail> {
    const queued = await owner.request({ method: 'POST', url: '/config/api/emails/test' });
    expect(queued.statusCode, queued.body).toBe(201);
    const { email } = queued.json<{ email: { id: string } }>();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const list = (await owner.get('/config/api/emails')).json<EmailList>();
      if (list.emails.find((e) => e.id === email.id)?.status === 'sent') break;
      if (Date.now() > deadline) throw new Error('the test email was not sent within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return (await owner.get(`/config/api/emails/${email.id}`)).json<EmailDetail>();
  }

  async function ageEmail(email: EmailDetail, createdAt: string, jobFinishedAt: string) {
    await t.db.kysely
      .updateTable('emails')
      .set({ created_at: createdAt })
      .where('id', '=', email.id)
      .execute();
    await t.db.kysely
      .updateTable('jobs')
      .set({ finished_at: jobFinishedAt })
      .where('id', '=', email.jobId)
      .execute();
  }

  async function addJob(state: string, finishedAt: string | null): Promise<string> {
    const id = newId();
    const at = finishedAt ?? new Date().toISOString();
    await t.db.kysely
      .insertInto('jobs')
      .values({
        id,
        website_id: t.websiteId,
        kind: 'retention.test',
        payload: 'null',
        dedupe_key: `retention-test:${id}`,
        state,
        run_at: state === 'queued' ? '2999-01-01T00:00:00.000Z' : at,
        attempts: 1,
        max_attempts: 1,
        locked_until: state === 'running' ? '2999-01-01T00:00:00.000Z' : null,
        locked_by: state === 'running' ? 'someone' : null,
        last_error: null,
        created_at: at,
        updated_at: at,
        finished_at: finishedAt,
      })
      .execute();
    return id;
  }

  const jobIds = async () =>
    new Set((await t.db.kysely.selectFrom('jobs').select('id').execute()).map((r) => r.id));
  const emailIds = async () =>
    new Set((await t.db.kysely.selectFrom('emails').select('id').execute()).map((r) => r.id));

  test('old emails and their .eml files go, with finished jobs past their time; the rest stays', async () => {
    const now = new Date();
    const mailFolder = join(t.dataDir, 'mail');
    const old = await sendTestEmail();
    const recent = await sendTestEmail();
    await ageEmail(old, daysAgo(now, EMAIL_RETENTION_DAYS + 1), daysAgo(now, EMAIL_RETENTION_DAYS + 1));
    await ageEmail(recent, daysAgo(now, EMAIL_RETENTION_DAYS - 1), daysAgo(now, DONE_JOB_RETENTION_DAYS - 1));
    expect(await exists(join(mailFolder, old.fileName ?? ''))).toBe(true);

    const deadOld = await addJob('dead', daysAgo(now, DEAD_JOB_RETENTION_DAYS + 1));
    const deadRecent = await addJob('dead', daysAgo(now, DONE_JOB_RETENTION_DAYS + 1));
    const doneOld = await addJob('done', daysAgo(now, DONE_JOB_RETENTION_DAYS + 1));
    const queued = await addJob('queued', null);
    const running = await addJob('running', null);
    // A queued or running job is never purged, however old its row.
    await t.db.kysely
      .updateTable('jobs')
      .set({ created_at: daysAgo(now, 400), finished_at: daysAgo(now, 400) })
      .where('id', 'in', [queued, running])
      .execute();

    expect(await purgeOldEmails(t.db, mailFolder, now)).toBe(1);
    expect(await purgeFinishedJobs(t.db, now)).toBe(3);

    const emails = await emailIds();
    expect(emails.has(old.id)).toBe(false);
    expect(emails.has(recent.id)).toBe(true);
    expect(await exists(join(mailFolder, old.fileName ?? ''))).toBe(false);
    expect(await exists(join(mailFolder, recent.fileName ?? ''))).toBe(true);

    const jobs = await jobIds();
    for (const gone of [old.jobId, deadOld, doneOld]) expect(jobs.has(gone), gone).toBe(false);
    for (const kept of [recent.jobId, deadRecent, queued, running]) expect(jobs.has(kept), kept).toBe(true);

    // Nothing more to do: a second run deletes nothing.
    expect(await purgeOldEmails(t.db, mailFolder, now)).toBe(0);
    expect(await purgeFinishedJobs(t.db, now)).toBe(0);
    await t.db.kysely.deleteFrom('jobs').where('id', 'in', [deadRecent, queued, running]).execute();
  });
});
