import { z } from 'zod';
import { JOB_STATES } from './owner-jobs';

/**
 * Email as the editor sees it: "Sent emails" (every message the site queued, with the state of the job
 * that sends it) and the template previews (docs/jobs-and-email.md).
 */

/** queued and running are "sending", dead is "failed"; sent once the server (or the mail folder) took it. */
export const EMAIL_STATUSES = ['sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailSummarySchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  jobId: z.string(),
  jobState: z.enum(JOB_STATES).nullable(),
  /** "<...@...>": the same for every send of this message. */
  messageId: z.string(),
  /** 'smtp' or 'file' once sent. */
  transport: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** GET /config/api/emails: the newest 100 the caller's role may read. */
export const emailListSchema = z.object({ emails: z.array(emailSummarySchema) });
export type EmailList = z.infer<typeof emailListSchema>;

/** GET /config/api/emails/{emailId}: one message, HTML and plain text. */
export const emailDetailSchema = emailSummarySchema.extend({
  from: z.string(),
  html: z.string(),
  text: z.string(),
  /** Under DATA_DIR/mail when written there. */
  fileName: z.string().nullable(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

export const emailParams = z.object({ emailId: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });

export const emailTemplateSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
/** GET /config/api/email-templates */
export const emailTemplateListSchema = z.object({ templates: z.array(emailTemplateSchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

export const emailTemplateParams = z.object({ templateId: z.string().regex(/^[a-z0-9-]{1,64}$/) });

/** GET /config/api/email-templates/{templateId}/preview: rendered with sample data. */
export const emailPreviewSchema = z.object({
  template: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST /config/api/emails/test: no body; the message goes to the signed-in person's own address. */
export const testEmailQueuedSchema = z.object({ email: emailSummarySchema });
export type TestEmailQueued = z.infer<typeof testEmailQueuedSchema>;

/**
 * GET /config/api/emails/{emailId}/html and /config/api/email-templates/{templateId}/preview/html: the
 * email's HTML as a document of its own (text/html), for the editor's sandboxed frame. Served with a
 * policy that runs no script and loads nothing but images; the editor's own policy forbids the email's
 * inline styles, so the frame cannot be filled from the JSON answer.
 */
export const emailHtmlDocumentSchema = z.string().describe('An HTML document (text/html)');

/** The HTML documents' paths name the site: a frame's request carries no X-Website-Id header. */
const websiteIdParam = z.string().regex(/^[A-Za-z0-9]{1,32}$/);
export const siteEmailParams = emailParams.extend({ websiteId: websiteIdParam });
export const siteEmailTemplateParams = emailTemplateParams.extend({ websiteId: websiteIdParam });
