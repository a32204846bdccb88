import { PERMISSION } from '@plinth/contracts';
import { nowIso } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FALLBACK_EMAIL_COLORS } from './brand';
import { prepareEmail, queueEmails, type MailSettings } from './outbox';
import type { EmailTemplate } from './templates';

const note: EmailTemplate<{ line: string }> = {
  id: 'test-note',
  name: 'Note',
  description: 'A note for the test',
  render: (data, brand) => ({
    subject: `${brand.siteName}: ${data.line}`,
    html: `<p>${data.line}</p>`,
    text: data.line,
  }),
  sample: () => ({ line: 'Sample' }),
};

const settings: MailSettings = {
  fromAddress: 'shop@example.com',
  colors: FALLBACK_EMAIL_COLORS,
  now: () => Date.parse('2026-12-03T08:00:00Z'),
};

describe.each(testEngines())('queueEmails on %s', (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await handle.db.kysely
      .insertInto('websites')
      .values({
        id: 'site1',
        title: 'Shop',
        currency: 'USD',
        language: 'en',
        settings: '{}',
        created_at: nowIso(),
      })
      .execute();
  });
  afterAll(async () => (handle as TestDatabase | undefined)?.drop());

  const prepared = (key: string, to: string) =>
    prepareEmail(
      {
        websiteId: 'site1',
        siteName: 'Shop',
        dedupeKey: key,
        template: note,
        data: { line: `For ${to}` },
        to,
        readPermission: PERMISSION.ordersView,
      },
      settings,
    );

  test('queues several emails with their jobs, in order; a key queued before is answered as it was', async () => {
    const first = await queueEmails(
      handle.db.kysely,
      [prepared('order:1:shopper', 'ada@example.com'), prepared('order:1:owner', 'owner@example.com')],
      settings,
    );
    expect(first.map((q) => [q.created, q.email.to_address, q.email.subject])).toEqual([
      [true, 'ada@example.com', 'Shop: For ada@example.com'],
      [true, 'owner@example.com', 'Shop: For owner@example.com'],
    ]);
    for (const queued of first) {
      expect(queued.email.job_id).toBe(queued.job.id);
      expect(JSON.parse(queued.job.payload)).toEqual({ emailId: queued.email.id });
    }

    const again = await queueEmails(
      handle.db.kysely,
      [prepared('order:1:owner', 'owner@example.com'), prepared('order:2:shopper', 'bob@example.com')],
      settings,
    );
    expect(again.map((q) => q.created)).toEqual([false, true]);
    expect(again[0]?.email.id).toBe(first[1]?.email.id);
    expect(again[0]?.job.id).toBe(first[1]?.job.id);

    const emails = await handle.db.kysely
      .selectFrom('emails')
      .select('dedupe_key')
      .orderBy('dedupe_key')
      .execute();
    const jobs = await handle.db.kysely
      .selectFrom('jobs')
      .select('dedupe_key')
      .orderBy('dedupe_key')
      .execute();
    expect(emails.map((e) => e.dedupe_key)).toEqual(['order:1:owner', 'order:1:shopper', 'order:2:shopper']);
    expect(jobs.map((j) => j.dedupe_key)).toEqual([
      'email:order:1:owner',
      'email:order:1:shopper',
      'email:order:2:shopper',
    ]);
    expect(await queueEmails(handle.db.kysely, [], settings)).toEqual([]);
  });
});
