import { PERMISSION } from '@plinth/contracts';
import {
  emailDetailSchema,
  emailHtmlDocumentSchema,
  emailListSchema,
  emailParams,
  emailPreviewSchema,
  emailTemplateListSchema,
  emailTemplateParams,
  siteEmailParams,
  siteEmailTemplateParams,
  testEmailQueuedSchema,
} from '@plinth/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEmail, listEmails, listEmailTemplates, previewEmailTemplate, queueTestEmail } from './service';

/** The address the request came to (https://shop.example), for links in emails and previews. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * An email's HTML as its own document for the editor's `<iframe sandbox>`: no script, no requests but
 * images, no forms; `sandbox` gives it an origin of its own even if opened outside the frame.
 */
export const EMAIL_FRAME_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

function sendEmailHtml(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('content-security-policy', EMAIL_FRAME_CSP).send(html);
}

/** Sent emails, template previews and the test email, for the people who manage the site's settings. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { onRequest: app.requirePermission(PERMISSION.settingsEdit) };

  app.get(
    '/config/api/emails',
    {
      ...manage,
      schema: {
        summary: 'The newest emails of the site ("Sent emails")',
        response: { 200: emailListSchema },
      },
    },
    async (request) => listEmails(app.db, request.owner.site.id, request.owner.role),
  );

  app.get(
    '/config/api/emails/:emailId',
    {
      ...manage,
      schema: {
        summary: 'One email: its HTML and plain text',
        params: emailParams,
        response: { 200: emailDetailSchema },
      },
    },
    async (request) => getEmail(app.db, request.owner.site.id, request.params.emailId, request.owner.role),
  );

  app.get(
    '/config/api/websites/:websiteId/emails/:emailId/html',
    {
      ...manage,
      schema: {
        summary: "One email's HTML as a document, for the editor's sandboxed frame",
        params: siteEmailParams,
        response: { 200: emailHtmlDocumentSchema },
      },
    },
    async (request, reply) => {
      const email = await getEmail(app.db, request.owner.site.id, request.params.emailId, request.owner.role);
      return sendEmailHtml(reply, email.html);
    },
  );

  app.post(
    '/config/api/emails/test',
    {
      ...manage,
      schema: {
        summary: 'Send a test email to your own address',
        response: { 201: testEmailQueuedSchema },
      },
    },
    async (request, reply) => {
      const { site, user } = request.owner;
      const email = await queueTestEmail(app.db, app.mail, {
        websiteId: site.id,
        siteName: site.title,
        to: user.email,
      });
      app.jobs.wake();
      return reply.status(201).send({ email });
    },
  );

  app.get(
    '/config/api/email-templates',
    {
      ...manage,
      schema: { summary: 'The email templates', response: { 200: emailTemplateListSchema } },
    },
    async () => listEmailTemplates(),
  );

  app.get(
    '/config/api/email-templates/:templateId/preview',
    {
      ...manage,
      schema: {
        summary: "A template rendered with sample data, in the site's name and colours",
        params: emailTemplateParams,
        response: { 200: emailPreviewSchema },
      },
    },
    async (request) =>
      previewEmailTemplate(
        request.params.templateId,
        { siteName: request.owner.site.title, colors: app.mail.settings.colors },
        requestOrigin(request),
      ),
  );

  app.get(
    '/config/api/websites/:websiteId/email-templates/:templateId/preview/html',
    {
      ...manage,
      schema: {
        summary: "A template's preview HTML as a document, for the editor's sandboxed frame",
        params: siteEmailTemplateParams,
        response: { 200: emailHtmlDocumentSchema },
      },
    },
    async (request, reply) => {
      const preview = previewEmailTemplate(
        request.params.templateId,
        { siteName: request.owner.site.title, colors: app.mail.settings.colors },
        requestOrigin(request),
      );
      return sendEmailHtml(reply, preview.html);
    },
  );
};
