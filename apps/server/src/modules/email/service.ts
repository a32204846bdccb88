import {
  PERMISSION,
  roleCan,
  type EmailDetail,
  type EmailList,
  type EmailPreview,
  type EmailStatus,
  type EmailSummary,
  type EmailTemplateList,
  type JobState,
  type Permission,
} from '@plinth/contracts';
import { newId, writeTransaction, type Db, type EmailRow } from '@plinth/db';
import { findJobStateMap } from '../jobs';
import type { EmailBrand } from './brand';
import { emailNotFound, emailTemplateNotFound } from './errors';
import type { Mail } from './mail-plugin';
import { findSiteEmail, listSiteEmails } from './queries';
import { EMAIL_TEMPLATES, testEmailTemplate } from './templates';

const LIST_LIMIT = 100;

type EmailHead = Omit<EmailRow, 'html' | 'text' | 'headers'>;

function statusOf(email: EmailHead, jobState: JobState | null): EmailStatus {
  if (email.sent_at) return 'sent';
  return jobState === 'dead' ? 'failed' : 'sending';
}

function toSummary(email: EmailHead, jobState: JobState | null): EmailSummary {
  return {
    id: email.id,
    template: email.template,
    to: email.to_address,
    subject: email.subject,
    status: statusOf(email, jobState),
    jobId: email.job_id,
    jobState,
    messageId: email.message_id,
    transport: email.transport,
    createdAt: email.created_at,
    sentAt: email.sent_at,
  };
}

/** The permissions `role` has: an email is listed when its read permission is one of them. */
function readableWith(role: number): Permission[] {
  return Object.values(PERMISSION).filter((p) => roleCan(role, p));
}

/** The site's newest emails this role may read (an invitation needs members.manage). */
export async function listEmails(db: Db, websiteId: string, role: number): Promise<EmailList> {
  const rows = await listSiteEmails(db.kysely, websiteId, readableWith(role), LIST_LIMIT);
  const states = await findJobStateMap(
    db.kysely,
    rows.map((r) => r.job_id),
  );
  return { emails: rows.map((row) => toSummary(row, states.get(row.job_id) ?? null)) };
}

/** One email with its HTML and text; not found also when the role may not read it. */
export async function getEmail(
  db: Db,
  websiteId: string,
  emailId: string,
  role: number,
): Promise<EmailDetail> {
  const row = await findSiteEmail(db.kysely, websiteId, emailId);
  if (!row || !roleCan(role, row.read_permission as Permission)) throw emailNotFound();
  const states = await findJobStateMap(db.kysely, [row.job_id]);
  return {
    ...toSummary(row, states.get(row.job_id) ?? null),
    from: row.from_name,
    html: row.html,
    text: row.text,
    fileName: row.file_name,
  };
}

export function listEmailTemplates(): EmailTemplateList {
  return { templates: EMAIL_TEMPLATES.map(({ id, name, description }) => ({ id, name, description })) };
}

/** A template rendered with its sample data, in the site's name and the theme's colours. */
export function previewEmailTemplate(templateId: string, brand: EmailBrand, origin: string): EmailPreview {
  const template = EMAIL_TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw emailTemplateNotFound();
  return { template: template.id, ...template.preview(origin, brand) };
}

/**
 * Queues a test email to the signed-in person. Each one is a new message (its own dedupe key); the
 * caller wakes the worker.
 */
export async function queueTestEmail(
  db: Db,
  mail: Mail,
  input: { websiteId: string; siteName: string; to: string },
): Promise<EmailSummary> {
  const delivery =
    mail.transport.kind === 'smtp'
      ? 'through the SMTP server set in SMTP_URL'
      : 'to the mail folder (no SMTP_URL is set)';
  const { email, job } = await writeTransaction(db, (trx) =>
    mail.queue(trx, {
      websiteId: input.websiteId,
      siteName: input.siteName,
      dedupeKey: `test-email:${input.websiteId}:${newId()}`,
      template: testEmailTemplate,
      data: { recipient: input.to, delivery },
      to: input.to,
      readPermission: PERMISSION.settingsEdit,
    }),
  );
  return toSummary(email, job.state as JobState);
}
