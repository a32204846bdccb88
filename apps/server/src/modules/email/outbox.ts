import type { Permission } from '@plinth/contracts';
import { newId, type Db, type EmailRow, type Executor, type JobRow } from '@plinth/db';
import { enqueueJob } from '../jobs';
import type { EmailColors } from './brand';
import { messageIdFor } from './message-id';
import { findEmail, findEmailByDedupeKey, insertEmailIfNew, markEmailSent } from './queries';
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

/**
 * Renders the email and queues the job that sends it, in `trx`: when the caller's transaction commits,
 * both exist; when it rolls back, neither. Wake the worker after the commit (app.jobs.wake()).
 */
export async function queueEmail<Data>(
  trx: Executor,
  input: QueueEmailInput<Data>,
  settings: MailSettings,
): Promise<{ email: EmailRow; job: JobRow; created: boolean }> {
  const nowMs = settings.now();
  const emailId = newId();
  const { job, created } = await enqueueJob(
    trx,
    {
      kind: EMAIL_JOB_KIND,
      payload: { emailId },
      dedupeKey: `email:${input.dedupeKey}`,
      websiteId: input.websiteId,
    },
    nowMs,
  );
  const rendered = input.template.render(input.data, { siteName: input.siteName, colors: settings.colors });
  const row: EmailRow = {
    id: emailId,
    website_id: input.websiteId,
    dedupe_key: input.dedupeKey,
    message_id: messageIdFor(input.dedupeKey, settings.fromAddress),
    job_id: job.id,
    template: input.template.id,
    to_address: input.to,
    from_name: input.siteName,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    read_permission: input.readPermission,
    transport: null,
    file_name: null,
    created_at: new Date(nowMs).toISOString(),
    sent_at: null,
    headers: input.headers ? JSON.stringify(input.headers) : null,
  };
  if (created && (await insertEmailIfNew(trx, row)) === 1) return { email: row, job, created: true };
  const existing = await findEmailByDedupeKey(trx, input.dedupeKey);
  if (!existing) throw new Error(`Email ${input.dedupeKey} has a job but no row`);
  return { email: existing, job, created: false };
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
