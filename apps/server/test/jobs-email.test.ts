import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SITE_ROLE,
  type EmailDetail,
  type EmailList,
  type InvitationCreated,
  type JobList,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailColorsFromCss, messageIdFor } from '../src/modules/email';
import { themeDir } from '../src/paths';
import {
  addTestMember,
  createTestApp,
  signedInOwner,
  useTestApp,
  Visitor,
  type TestApp,
} from './fixtures/create-test-app';
import { readMail } from './fixtures/read-mail';
import { TestSmtpServer } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

async function invite(owner: Visitor, email: string): Promise<InvitationCreated> {
  const response = await owner.request({
    method: 'POST',
    url: '/config/api/members/invitations',
    json: { email, role: SITE_ROLE.EDITOR },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvitationCreated>();
}

async function listEmails(owner: Visitor): Promise<EmailList> {
  const response = await owner.get('/config/api/emails');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailList>();
}

function sentEmail(owner: Visitor, template: string, to: string) {
  return waitFor(`the ${template} email to ${to} to be sent`, async () =>
    (await listEmails(owner)).emails.find(
      (e) => e.template === template && e.to === to && e.status === 'sent',
    ),
  );
}

describe.each(testEngines())('email to the mail folder on %s', (engine) => {
  const t: TestApp = useTestApp(engine, { jobs: { worker: true } });
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  test('an invitation goes out as an .eml file in DATA_DIR/mail, is listed under Sent emails, and its link works', async () => {
    const { invitation } = await invite(owner, 'Folder.Invitee@Example.com');
    const listed = await sentEmail(owner, 'member-invitation', 'folder.invitee@example.com');
    expect(listed).toMatchObject({
      subject: 'You are invited to Plinth Supply Co.',
      transport: 'file',
      jobState: 'done',
      messageId: messageIdFor(`member-invitation:${invitation.id}`, 'no-reply@localhost'),
    });

    const detail = (await owner.get(`/config/api/emails/${listed.id}`)).json<EmailDetail>();
    const link = /http:\/\/localhost:3000\/config\/invitation\/[A-Za-z0-9_-]+/.exec(detail.text)?.[0];
    expect(link, detail.text).toBeDefined();
    expect(detail.html).toContain(`href="${link}"`);
    expect(detail.fileName).toMatch(/^\d{8}-\d{6}-[0-9a-f]{12}\.eml$/);

    const frame = await owner.get(`/config/api/websites/${t.websiteId}/emails/${listed.id}/html`);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frame.headers['content-security-policy']).toContain("default-src 'none'");
    expect(frame.headers['content-security-policy']).toContain('sandbox');
    expect(frame.body).toBe(detail.html);

    const raw = await readFile(join(t.dataDir, 'mail', detail.fileName ?? ''), 'utf8');
    const mail = readMail(raw);
    expect(mail.messageId).toBe(listed.messageId);
    expect(mail.headers.get('to')).toBe('folder.invitee@example.com');
    expect(mail.headers.get('from')).toBe('"Plinth Supply Co." <no-reply@localhost>');
    expect(mail.text).toContain(`Accept invitation: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);

    const guest = new Visitor(t.app);
    await guest.visit();
    const token = link?.split('/').pop() ?? '';
    expect((await guest.get(`/config/api/invitations/${token}`)).statusCode).toBe(200);
  });

  test('the test email goes to the signed-in owner, and its job is listed as done', async () => {
    const response = await owner.request({ method: 'POST', url: '/config/api/emails/test' });
    expect(response.statusCode, response.body).toBe(201);
    const { email } = response.json<{ email: { id: string; status: string } }>();
    expect(email.status).toBe('sending');
    const sent = await sentEmail(owner, 'test-email', 'owner@example.com');
    expect(sent.id).toBe(email.id);
    const jobs = (await owner.get('/config/api/jobs')).json<JobList>();
    expect(jobs.jobs.find((job) => job.id === sent.jobId)).toMatchObject({
      kind: 'email.send',
      state: 'done',
    });
    expect(jobs.counts.done).toBeGreaterThanOrEqual(1);
  });

  test('someone who may not invite does not see invitation emails, even by id', async () => {
    await invite(owner, 'hidden.invitee@example.com');
    const { id } = await sentEmail(owner, 'member-invitation', 'hidden.invitee@example.com');
    const credentials = { email: 'manager@example.com', password: 'website manager password' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.WEBSITE_MANAGER });
    const manager = await signedInOwner(t.app, credentials);
    const seen = await listEmails(manager);
    expect(seen.emails.some((e) => e.template === 'test-email')).toBe(true);
    expect(seen.emails.filter((e) => e.template === 'member-invitation')).toEqual([]);
    const direct = await manager.get(`/config/api/emails/${id}`);
    expect(direct.statusCode).toBe(404);
    expect(direct.json()).toMatchObject({ code: 'EMAIL_NOT_FOUND' });
  });

  test("template previews use the site's name, escaped, and the theme's colours", async () => {
    const templates = (await owner.get('/config/api/email-templates')).json<{
      templates: { id: string }[];
    }>();
    expect(templates.templates.map((x) => x.id)).toEqual([
      'member-invitation',
      'order-confirmation',
      'order-shipped',
      'order-shipment',
      'order-cancelled',
      'order-refunded',
      'order-owner-notice',
      'subscription-renewal-failed',
      'gift-card',
      'form-submission',
      'restock-notice',
      'account-exists',
      'card-testing-alert',
      'test-email',
    ]);
    const css = await readFile(join(themeDir('default'), 'assets', 'site.css'), 'utf8');
    const { accent } = emailColorsFromCss(css);

    await t.db.kysely
      .updateTable('websites')
      .set({ title: 'Bread <b>&</b> "Butter"' })
      .where('id', '=', t.websiteId)
      .execute();
    await t.app.sites.invalidate(t.websiteId);
    try {
      const response = await owner.get('/config/api/email-templates/member-invitation/preview');
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.json<{ subject: string; html: string; text: string }>();
      expect(preview.subject).toBe('You are invited to Bread <b>&</b> "Butter"');
      expect(preview.html).toContain('Bread &lt;b&gt;&amp;&lt;/b&gt; &quot;Butter&quot;');
      expect(preview.html).not.toContain('<b>');
      expect(preview.html).toContain(`background:${accent}`);
      expect(preview.text).toContain('Accept invitation: http://localhost:3000/config/invitation/');
      const frame = await owner.get(
        `/config/api/websites/${t.websiteId}/email-templates/member-invitation/preview/html`,
      );
      expect(frame.body).toBe(preview.html);
      const missing = await owner.get('/config/api/email-templates/no-such-template/preview');
      expect(missing.statusCode).toBe(404);
    } finally {
      await t.db.kysely
        .updateTable('websites')
        .set({ title: 'Plinth Supply Co.' })
        .where('id', '=', t.websiteId)
        .execute();
      await t.app.sites.invalidate(t.websiteId);
    }
  });

  test('only a dead job can be retried, and only on its own site', async () => {
    const { job } = await t.app.jobs.enqueue({
      kind: 'nothing.to.do',
      payload: null,
      dedupeKey: 'retry-http',
      websiteId: t.websiteId,
      runAt: Date.now() + 3_600_000,
    });
    const early = await owner.request({ method: 'POST', url: `/config/api/jobs/${job.id}/retry` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'JOBS_NOT_DEAD' });
    const unknown = await owner.request({ method: 'POST', url: '/config/api/jobs/abc123/retry' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(testEngines())('email through a real SMTP server on %s', (engine) => {
  let smtp: TestSmtpServer;
  let clock = Date.now();
  const hour = 60 * 60 * 1000;
  let t: TestApp;
  let owner: Visitor;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp(
      engine,
      { jobs: { worker: true }, mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' } },
      { now: () => clock },
    );
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('the invitation arrives over SMTP, carries the accept link, and the link signs the invitee in', async () => {
    const { invitation } = await invite(owner, 'smtp.invitee@example.com');
    const mail = await waitFor('the invitation to arrive', async () =>
      smtp.accepted.find((m) => m.rcptTo.includes('smtp.invitee@example.com')),
    );
    expect(mail.messageId).toBe(messageIdFor(`member-invitation:${invitation.id}`, 'shop@plinth.test'));
    expect(mail.subject).toBe('You are invited to Plinth Supply Co.');
    expect(mail.headers.get('from')).toBe('"Plinth Supply Co." <shop@plinth.test>');
    expect(mail.html).toContain('Accept invitation');
    const link = /http:\/\/localhost:3000\/config\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();

    const guest = new Visitor(t.app);
    await guest.visit();
    const accepted = await guest.request({
      method: 'POST',
      url: `/config/api/invitations/${link?.[1]}/accept`,
      json: { name: 'Sam Smtp', password: 'a long new password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = await sentEmail(owner, 'member-invitation', 'smtp.invitee@example.com');
    expect(listed.transport).toBe('smtp');
  });

  test('a server that refuses: retried after a growing backoff, dead after the last attempt, sent once when retried', async () => {
    smtp.refuse(true);
    const before = smtp.accepted.length;
    const queued = (await owner.request({ method: 'POST', url: '/config/api/emails/test' })).json<{
      email: { id: string; jobId: string };
    }>().email;
    const jobOf = async () =>
      (await owner.get('/config/api/jobs')).json<JobList>().jobs.find((j) => j.id === queued.jobId);

    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const job = await waitFor(`attempt ${attempt} to fail`, async () => {
        const found = await jobOf();
        return found && found.attempts === attempt && found.state !== 'running' ? found : null;
      });
      expect(job.lastError).toContain('451');
      if (attempt < 8) {
        expect(job.state).toBe('queued');
        // The backoff doubles from 30 s, a random half taken off (docs/jobs-and-email.md).
        const wait = Date.parse(job.runAt) - clock;
        expect(wait).toBeGreaterThanOrEqual(15_000 * 2 ** (attempt - 1));
        expect(wait).toBeLessThanOrEqual(30_000 * 2 ** (attempt - 1));
        clock += 2 * hour;
        t.app.jobs.wake();
      } else {
        expect(job.state).toBe('dead');
      }
    }
    const failed = (await listEmails(owner)).emails.find((e) => e.id === queued.id);
    expect(failed).toMatchObject({ status: 'failed', jobState: 'dead' });
    expect(smtp.accepted.length).toBe(before);

    smtp.refuse(false);
    const retried = await owner.request({ method: 'POST', url: `/config/api/jobs/${queued.jobId}/retry` });
    expect(retried.statusCode, retried.body).toBe(200);
    await sentEmail(owner, 'test-email', 'owner@example.com');
    const counts = smtp.countsByMessageId();
    const messageId = (await owner.get(`/config/api/emails/${queued.id}`)).json<EmailDetail>().messageId;
    expect(counts.get(messageId)).toBe(1);
  });
});
