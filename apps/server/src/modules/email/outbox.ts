import type { Permission } from '@plinth/contracts';
import { newId, type Db, type EmailRow, type Executor, type JobRow } from '@plinth/db';
import { enqueueJobs } from '../jobs';
import type { EmailColors } from './brand';
import { messageIdFor } from './message-id';
import { findEmail, findEmailByDedupeKey, insertEmailsIfNew, markEmailSent } from './queries';
import type { EmailTemplate } from './templates';
import type { MailTransport } from './transport';

/** The job kind that sends one queued email; its payload is { emailId }. */
export const EMAIL_JOB_KIND = 'email.send';

/** What every message needs besides its own content. */
export interface MailSettings {
  /** MAIL_FROM. */
  fromAddress: string;
  /** The theme's colours. */
  colors: EmailColors;
  /** The jobs' clock. */
  now: () => number;
}

export interface QueueEmailInput<Data> {
  websiteId: string;
  /** The site's name: the sender's display name and the emails' heading. */
  siteName: string;
  /**
   * One per message, e.g. "member-invitation:{invitationId}": queueing it again returns the first, and
   * its Message-ID is derived from it.
   */
  dedupeKey: string;
  template: EmailTemplate<Data>;
  data: Data;
  to: string;
  /** What an editor needs to read it under Sent emails (an invitation's link grants a role). */
  readPermission: Permission;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), kept on the row and sent with it. */
  headers?: Record<string, string>;
}

/** An email rendered and ready to queue (prepareEmail), whatever its template's data. */
export interface PreparedEmail {
  websiteId: string;
  dedupeKey: string;
  templateId: string;
  to: string;
  fromName: string;
  subject: string;
  html: string;
  text: string;
  readPermission: Permission;
  headers: string | null;
}

/** Renders the email: done before queueing, so several emails of one event go in together. */
export function prepareEmail<Data>(input: QueueEmailInput<Data>, settings: MailSettings): PreparedEmail {
  const rendered = input.template.render(input.data, { siteName: input.siteName, colors: settings.colors });
  return {
    websiteId: input.websiteId,
    dedupeKey: input.dedupeKey,
    templateId: input.template.id,
    to: input.to,
    fromName: input.siteName,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    readPermission: input.readPermission,
    headers: input.headers ? JSON.stringify(input.headers) : null,
  };
}

export interface QueuedEmail {
  email: EmailRow;
  job: JobRow;
  created: boolean;
}

/**
 * Renders the email and queues the job that sends it, in `trx`: when the caller's transaction commits,
 * both exist; when it rolls back, neither. Wake the worker after the commit (app.jobs.wake()).
 */
export async function queueEmail<Data>(
  trx: Executor,
  input: QueueEmailInput<Data>,
  settings: MailSettings,
): Promise<QueuedEmail> {
  const [queued] = await queueEmails(trx, [prepareEmail(input, settings)], settings);
  if (!queued) throw new Error(`Email ${input.dedupeKey} was not queued`);
  return queued;
}

/**
 * queueEmail for several prepared emails (an order's confirmation and its owner notices): their jobs
 * in one statement and their rows in another, answered in the inputs' order. An email whose dedupe key
 * was queued before is answered as it was, and nothing of it is written again.
 */
export async function queueEmails(
  trx: Executor,
  emails: readonly PreparedEmail[],
  settings: Pick<MailSettings, 'fromAddress' | 'now'>,
): Promise<QueuedEmail[]> {
  const nowMs = settings.now();
  const ids = emails.map(() => newId());
  const jobs = await enqueueJobs(
    trx,
    emails.map((email, index) => ({
      kind: EMAIL_JOB_KIND,
      payload: { emailId: ids[index] },
      dedupeKey: `email:${email.dedupeKey}`,
      websiteId: email.websiteId,
    })),
    nowMs,
  );
  const createdAt = new Date(nowMs).toISOString();
  const rows: (EmailRow | null)[] = emails.map((email, index) => {
    const queued = jobs[index];
    if (!queued?.created) return null;
    return {
      id: ids[index]!,
      website_id: email.websiteId,
      dedupe_key: email.dedupeKey,
      message_id: messageIdFor(email.dedupeKey, settings.fromAddress),
      job_id: queued.job.id,
      template: email.templateId,
      to_address: email.to,
      from_name: email.fromName,
      subject: email.subject,
      html: email.html,
      text: email.text,
      read_permission: email.readPermission,
      transport: null,
      file_name: null,
      created_at: createdAt,
      sent_at: null,
      headers: email.headers,
    };
  });
  const inserted = await insertEmailsIfNew(
    trx,
    rows.filter((row): row is EmailRow => row !== null),
  );
  const answers: QueuedEmail[] = [];
  for (const [index, email] of emails.entries()) {
    const row = rows[index];
    const job = jobs[index]!.job;
    if (row && inserted.has(row.id)) {
      answers.push({ email: row, job, created: true });
      continue;
    }
    const existing = await findEmailByDedupeKey(trx, email.dedupeKey);
    if (!existing) throw new Error(`Email ${email.dedupeKey} has a job but no row`);
    answers.push({ email: existing, job, created: false });
  }
  return answers;
}

/**
 * The job handler of EMAIL_JOB_KIND. A message already marked sent is not sent again. Otherwise it goes to
 * the transport, and the returned write marks it sent in the transaction that marks the job done, right
 * after the server's acceptance: the only gap left is a crash between the two (decision 0026).
 */
export function emailJobHandler(db: Db, transport: MailTransport, settings: MailSettings) {
  return async (job: JobRow) => {
    const { emailId } = JSON.parse(job.payload) as { emailId: string };
    const email = await findEmail(db.kysely, emailId);
    if (!email) throw new Error(`Email ${emailId} does not exist`);
    if (email.sent_at) return;
    const { fileName } = await transport.send({
      from: { name: email.from_name, address: settings.fromAddress },
      to: email.to_address,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.message_id,
      date: new Date(email.created_at),
      fileStem: fileStemOf(email),
      headers: email.headers ? (JSON.parse(email.headers) as Record<string, string>) : undefined,
    });
    const at = new Date(settings.now()).toISOString();
    return (trx: Executor) => markEmailSent(trx, email.id, { transport: transport.kind, fileName, at });
  };
}

/** "20260501-102030-3f2a9c1b7d4e": when it was queued, then its Message-ID's hash; sorts by time. */
function fileStemOf(email: EmailRow): string {
  const stamp = email.created_at.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const hash = email.message_id.replace(/^</, '').split('@')[0]?.slice(0, 12) ?? email.id;
  return `${stamp}-${hash}`;
}
