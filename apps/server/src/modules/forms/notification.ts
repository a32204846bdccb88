import { PERMISSION, type FormAnswer, type PublicForm } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { formSubmissionTemplate } from '../email';
import type { Site } from '../sites';
import { listAdministratorEmails } from '../members';
import { findFormRow } from './queries';
import type { FormsApp } from './service';

/** The emails table's limit on one message's recipients (to_address varchar(256)). */
const RECIPIENTS_MAX_LENGTH = 256;

export interface SubmissionNotice {
  submissionId: string;
  form: PublicForm;
  answers: FormAnswer[];
  pageTitle: string;
  pagePath: string;
  submittedAt: string;
  /** The site's address as the visitor used it, for the link to the editor. */
  origin: string;
}

/** The dedupe key of a submission's notification: at most one email per submission. */
export const formSubmissionEmailKey = (submissionId: string) => `form-submission:${submissionId}`;

/** The form's notification address, or the site's Administrators, as one recipient list that fits. */
async function recipientsOf(trx: Executor, site: Site, formId: string): Promise<string> {
  const row = await findFormRow(trx, site.id, formId);
  if (row && row.notification_email !== '') return row.notification_email;
  let to = '';
  for (const email of await listAdministratorEmails(trx, site.id)) {
    const next = to === '' ? email : `${to}, ${email}`;
    if (next.length > RECIPIENTS_MAX_LENGTH) break;
    to = next;
  }
  return to;
}

/**
 * Queues the owner's email about a submission in the submission's transaction (the email outbox and
 * its job): when the submission is stored, the email will be sent, once. No recipient, no email.
 */
export async function queueSubmissionNotice(
  app: FormsApp,
  trx: Executor,
  site: Site,
  notice: SubmissionNotice,
): Promise<void> {
  const to = await recipientsOf(trx, site, notice.form.id);
  if (to === '') return;
  await app.mail.queue(trx, {
    websiteId: site.id,
    siteName: site.title,
    dedupeKey: formSubmissionEmailKey(notice.submissionId),
    template: formSubmissionTemplate,
    data: {
      formName: notice.form.name,
      answers: notice.answers.map((answer) => ({ title: answer.rawTitle, summary: answer.summary })),
      pageTitle: notice.pageTitle,
      pagePath: notice.pagePath,
      submittedAt: notice.submittedAt,
      submissionsUrl: `${notice.origin}/config/forms/${encodeURIComponent(notice.form.id)}/submissions`,
    },
    to,
    readPermission: PERMISSION.formsView,
  });
}
