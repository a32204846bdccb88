import type { Db, EmailRow, Executor, JobRow } from '@plinth/db';
import fp from 'fastify-plugin';
import { themeDir } from '../../paths';
import { readThemeEmailColors } from './brand';
import {
  EMAIL_JOB_KIND,
  emailJobHandler,
  prepareEmail,
  queueEmail,
  queueEmails,
  type MailSettings,
  type PreparedEmail,
  type QueueEmailInput,
  type QueuedEmail,
} from './outbox';
import { scheduleOutboxPurge } from './outbox-purge';
import { createMailTransport, mailFolder, type MailTransport } from './transport';

/** The app's email (app.mail): queue messages; the jobs worker sends them. */
export interface Mail {
  settings: MailSettings;
  transport: MailTransport;
  /** queueEmail with the app's settings; call app.jobs.wake() after `trx` commits. */
  queue<Data>(
    trx: Executor,
    input: QueueEmailInput<Data>,
  ): Promise<{ email: EmailRow; job: JobRow; created: boolean }>;
  /** Renders an email to queue with others through queueAll. */
  prepare<Data>(input: QueueEmailInput<Data>): PreparedEmail;
  /** Queues several prepared emails in `trx` with two statements (queueEmails). */
  queueAll(trx: Executor, emails: readonly PreparedEmail[]): Promise<QueuedEmail[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/** Email through the job queue: SMTP_URL's server, or .eml files in DATA_DIR/mail. After jobsPlugin. */
export const mailPlugin = fp(async (app) => {
  const settings: MailSettings = {
    fromAddress: app.config.mail.from,
    colors: readThemeEmailColors(themeDir(app.config.theme)),
    now: app.jobs.queue.now,
  };
  const transport = createMailTransport(app.config.mail.smtpUrl, app.config.dataDir);
  const db: Db = app.db;
  app.jobs.handle(EMAIL_JOB_KIND, emailJobHandler(db, transport, settings));
  app.decorate('mail', {
    settings,
    transport,
    queue: (trx, input) => queueEmail(trx, input, settings),
    prepare: (input) => prepareEmail(input, settings),
    queueAll: (trx, emails) => queueEmails(trx, emails, settings),
  } satisfies Mail);
  scheduleOutboxPurge(app, mailFolder(app.config.dataDir));
  // Only pooled transports hold connections between messages; ours open one per message.
  app.addHook('onClose', async () => transport.close());
});
