import type {
  EmailDetail,
  EmailList,
  EmailPreview,
  EmailTemplateList,
  TestEmailQueued,
} from '@plinth/contracts';
import {
  emailDetailSchema,
  emailListSchema,
  emailPreviewSchema,
  emailTemplateListSchema,
  testEmailQueuedSchema,
} from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const EMAILS = `${EDITOR_BASE}/api/emails`;
const TEMPLATES = `${EDITOR_BASE}/api/email-templates`;

export async function listEmails(signal?: AbortSignal): Promise<EmailList> {
  return checkedAnswer(emailListSchema, await ownerFetch<unknown>(EMAILS, { signal }), `GET ${EMAILS}`);
}

export async function getEmail(emailId: string, signal?: AbortSignal): Promise<EmailDetail> {
  const answer = await ownerFetch<unknown>(`${EMAILS}/${encodeURIComponent(emailId)}`, { signal });
  return checkedAnswer(emailDetailSchema, answer, `GET ${EMAILS}/{emailId}`);
}

export async function sendTestEmail(): Promise<TestEmailQueued> {
  const answer = await ownerFetch<unknown>(`${EMAILS}/test`, { method: 'POST' });
  return checkedAnswer(testEmailQueuedSchema, answer, `POST ${EMAILS}/test`);
}

export async function listEmailTemplates(signal?: AbortSignal): Promise<EmailTemplateList> {
  const answer = await ownerFetch<unknown>(TEMPLATES, { signal });
  return checkedAnswer(emailTemplateListSchema, answer, `GET ${TEMPLATES}`);
}

export async function previewEmailTemplate(templateId: string, signal?: AbortSignal): Promise<EmailPreview> {
  const answer = await ownerFetch<unknown>(`${TEMPLATES}/${encodeURIComponent(templateId)}/preview`, {
    signal,
  });
  return checkedAnswer(emailPreviewSchema, answer, `GET ${TEMPLATES}/{templateId}/preview`);
}

/** The email's HTML as a document, for a sandboxed frame (the path names the site: frames send no header). */
export function emailHtmlUrl(siteId: string, emailId: string): string {
  return `${EDITOR_BASE}/api/websites/${encodeURIComponent(siteId)}/emails/${encodeURIComponent(emailId)}/html`;
}

export function emailTemplateHtmlUrl(siteId: string, templateId: string): string {
  const site = encodeURIComponent(siteId);
  return `${EDITOR_BASE}/api/websites/${site}/email-templates/${encodeURIComponent(templateId)}/preview/html`;
}
