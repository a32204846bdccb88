import { FORM_API, type FormDefinition, type FormList, type FormSubmissionList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { CONTACT_FIELDS, insertTestForm, insertTestSubmission } from './fixtures/create-test-form';
import { insertTestSitePage } from './fixtures/create-test-site-page';
import { TestSmtpServer } from './fixtures/smtp-test-server';

const generous = {
  rateLimit: { max: 100_000, windowMs: 10_000 },
  formLimits: { perClient: 1000, perForm: 1000, windowMs: 600_000 },
};

async function catalogVersion(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('websites')
    .select('catalog_version')
    .where('id', '=', t.websiteId)
    .executeTakeFirstOrThrow();
  return row.catalog_version;
}

async function submitAs(t: TestApp, formId: string, values: unknown) {
  const v = new Visitor(t.app);
  await v.visit();
  const { key } = (await v.request({ method: 'POST', url: FORM_API.submissionKey })).json<{ key: string }>();
  const response = await v.request({
    method: 'POST',
    url: FORM_API.save,
    json: { key, formId, form: JSON.stringify(values), pageTitle: 'Contact', pagePath: '/contact' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ submissionId: string }>().submissionId;
}

describe.each(testEngines())('the forms owner API on %s', (engine) => {
  const t = useTestApp(engine, generous);

  test('creates, reads and replaces a form; each save is a new version kept in form_versions', async () => {
    const owner = await signedInOwner(t.app);
    const created = await owner.request({
      method: 'POST',
      url: '/config/api/forms',
      json: {
        name: 'Contact',
        fields: CONTACT_FIELDS,
        parsedSubmissionMessage: '<p>Thanks!</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        successRedirect: '/thanks',
        notificationEmail: 'team@example.com',
        captchaEnabled: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const form = created.json<FormDefinition>();
    expect(form).toMatchObject({
      name: 'Contact',
      version: 1,
      successRedirect: '/thanks',
      captchaEnabled: false,
    });
    expect(form.parsedSubmissionMessage).toBe('<p>Thanks!</p>');

    const read = await owner.get(`/config/api/forms/${form.id}`);
    expect(read.json<FormDefinition>().fields.map((f) => f.id)).toEqual(['name', 'email', 'message']);

    const saved = await owner.request({
      method: 'PUT',
      url: `/config/api/forms/${form.id}`,
      json: { name: 'Contact us', fields: CONTACT_FIELDS.slice(0, 2), expectedVersion: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FormDefinition>()).toMatchObject({ name: 'Contact us', version: 2 });

    const stale = await owner.request({
      method: 'PUT',
      url: `/config/api/forms/${form.id}`,
      json: { name: 'Stale', expectedVersion: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'FORM_VERSION_CONFLICT' });

    const versions = await t.db.kysely
      .selectFrom('form_versions')
      .select(['version', 'name'])
      .where('form_id', '=', form.id)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, name: 'Contact' },
      { version: 2, name: 'Contact us' },
    ]);
  });

  test('refuses a redirect that is not a site path or http(s), and a bad notification address', async () => {
    const owner = await signedInOwner(t.app);
    const response = await owner.request({
      method: 'POST',
      url: '/config/api/forms',
      json: { name: 'Bad', successRedirect: 'javascript:alert(1)', notificationEmail: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'notificationEmail',
      'successRedirect',
    ]);
    const mailto = await owner.request({
      method: 'POST',
      url: '/config/api/forms',
      json: { name: 'Bad', successRedirect: 'mailto:a@b.c' },
    });
    expect(mailto.statusCode).toBe(400);
  });

  test('lists forms with submission counts and where they are used; a used form cannot be deleted', async () => {
    const owner = await signedInOwner(t.app);
    const formId = await insertTestForm(t.db, t.websiteId, { name: 'Used form' });
    await insertTestSubmission(t.db, t.websiteId, formId);
    const page = await insertTestSitePage(t.db, t.websiteId);
    const document = {
      version: 1,
      root: { props: {} },
      blocks: [{ id: 'b1', type: 'form', props: { formId } }],
    };
    await t.db.kysely
      .updateTable('site_pages')
      .set({ draft_document: JSON.stringify(document) })
      .where('id', '=', page.id)
      .execute();

    const list = (await owner.get('/config/api/forms')).json<FormList>();
    const summary = list.forms.find((f) => f.id === formId);
    expect(summary).toMatchObject({ submissionCount: 1, usedOn: [{ kind: 'page', id: page.id }] });

    const before = await catalogVersion(t);
    const saved = await owner.request({
      method: 'PUT',
      url: `/config/api/forms/${formId}`,
      json: { name: 'Used form, renamed' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await catalogVersion(t)).toBeGreaterThan(before);

    const refused = await owner.request({ method: 'DELETE', url: `/config/api/forms/${formId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FORM_IN_USE' });

    const unused = await insertTestForm(t.db, t.websiteId);
    await insertTestSubmission(t.db, t.websiteId, unused);
    expect((await owner.request({ method: 'DELETE', url: `/config/api/forms/${unused}` })).statusCode).toBe(
      204,
    );
    const left = await t.db.kysely
      .selectFrom('form_submissions')
      .select('id')
      .where('form_id', '=', unused)
      .execute();
    expect(left).toEqual([]);
  });

  test('submissions come in pages with a total, newest first, and can be searched', async () => {
    const owner = await signedInOwner(t.app);
    const formId = await insertTestForm(t.db, t.websiteId);
    for (let i = 0; i < 7; i += 1) {
      const answers = {
        name: [`Person${i}`, 'Tester'],
        email: `p${i}@example.com`,
        message: i === 3 ? 'Needle here' : 'hi',
      };
      await insertTestSubmission(
        t.db,
        t.websiteId,
        formId,
        answers,
        new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await owner.get(`/config/api/forms/${formId}/submissions?limit=3${query}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<FormSubmissionList>();
      expect(page.total).toBe(7);
      seen.push(...page.submissions.map((s) => s.answers.find((a) => a.fieldId === 'name')?.summary ?? ''));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Person${i} Tester`));

    const found = (
      await owner.get(`/config/api/forms/${formId}/submissions?q=NEEDLE`)
    ).json<FormSubmissionList>();
    expect(found.total).toBe(1);
    expect(found.submissions[0]?.answers.find((a) => a.fieldId === 'message')?.summary).toBe('Needle here');
  });

  test("a submission is read with its own version's fields; a missing answer is N/A", async () => {
    const owner = await signedInOwner(t.app);
    const formId = await insertTestForm(t.db, t.websiteId);
    const id = await insertTestSubmission(t.db, t.websiteId, formId, { email: 'a@b.co' });
    await owner.request({
      method: 'PUT',
      url: `/config/api/forms/${formId}`,
      json: { name: 'Now different', fields: [{ id: 'other', type: 'text', title: 'Other' }] },
    });
    const read = await owner.get(`/config/api/forms/${formId}/submissions/${id}`);
    expect(read.statusCode).toBe(200);
    const answers = read.json<{ answers: { fieldId: string; summary: string }[] }>().answers;
    expect(answers.map((a) => [a.fieldId, a.summary])).toEqual([
      ['name', 'N/A'],
      ['email', 'a@b.co'],
      ['message', 'N/A'],
    ]);
    expect(
      (await owner.request({ method: 'DELETE', url: `/config/api/forms/${formId}/submissions/${id}` }))
        .statusCode,
    ).toBe(204);
    expect((await owner.get(`/config/api/forms/${formId}/submissions/${id}`)).statusCode).toBe(404);
  });

  test('the CSV export quotes every cell and neutralises formulas; scripts stay text', async () => {
    const owner = await signedInOwner(t.app);
    const formId = await insertTestForm(t.db, t.websiteId);
    await submitAs(t, formId, {
      name: ['=HYPERLINK("http://evil")', '@SUM(A1)'],
      email: 'x@example.com',
      message: '<script>alert("x")</script>',
    });
    const response = await owner.get(`/config/api/forms/${formId}/submissions.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Message","Submitted","Page"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") @SUM(A1)"`);
    expect(lines[1]).toContain('"<script>alert(""x"")</script>"');
    expect(lines[1]).toContain('"Contact (/contact)"');
  });
});

describe.each(testEngines())('the submission notification email on %s', (engine) => {
  let smtp: TestSmtpServer;
  const t = useTestApp(engine, generous, {});

  test('reaches the notification address once, every answer escaped, with a plain-text part', async () => {
    smtp = await TestSmtpServer.start();
    try {
      // A second app on the same database with the worker on and mail through the test server.
      const { buildApp } = await import('../src/app');
      const { testConfig } = await import('../src/config');
      const app = await buildApp({
        config: testConfig({
          dataDir: t.dataDir,
          ...generous,
          jobs: { worker: true, leaseMs: 30_000 },
          mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' },
        }),
        db: t.db,
      });
      await app.ready();
      try {
        const formId = await insertTestForm(t.db, t.websiteId, { notificationEmail: 'team@example.com' });
        const v = new Visitor(app);
        await v.visit();
        const { key } = (await v.request({ method: 'POST', url: FORM_API.submissionKey })).json<{
          key: string;
        }>();
        const script = '<script>alert(1)</script>';
        const saved = await v.request({
          method: 'POST',
          url: FORM_API.save,
          json: {
            key,
            formId,
            form: JSON.stringify({ name: ['Ada', 'L'], email: 'a@b.co', message: script }),
          },
        });
        expect(saved.statusCode).toBe(200);
        const deadline = Date.now() + 15_000;
        while (smtp.accepted.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await smtp.settled();
        expect(smtp.accepted).toHaveLength(1);
        const mail = smtp.accepted[0]!;
        expect(mail.rcptTo).toEqual(['team@example.com']);
        expect(mail.subject).toBe('New submission: Contact');
        expect(mail.html).not.toContain(script);
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(mail.text).toContain(script);
      } finally {
        await app.close();
      }
    } finally {
      await smtp.close();
    }
  });
});
