import { valuesFromPlainForm, valueFields } from '@plinth/commerce';
import { FORM_API, FORM_CONTENT_SOURCES, linkUrlProblem, type FormContentSource } from '@plinth/contracts';
import { formIdParams } from '@plinth/contracts/schemas';
import type { FormResultContext } from '@plinth/theme';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { verifyCaptcha } from '../captcha';
import { requestOrigin } from '../email';
import { FORM_CAPTCHA_ACTION, getPublicForm, saveSubmission } from './protocol';
import type { FormsApp } from './service';

export type FormResultRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  result: FormResultContext,
) => Promise<unknown>;

const plainBody = z.record(z.string().max(200), z.union([z.string(), z.array(z.string()).max(100)]));

const BACK_LABEL = 'Back to the form';

/** The page to go back to: a path on this site, else the home page. */
function backPathOf(pagePath: string): string {
  return pagePath.startsWith('/') && linkUrlProblem(pagePath) === null ? pagePath : '/';
}

const single = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The form without JavaScript (docs/forms.md): a url-encoded POST with the input names of contracts'
 * plainFieldName. The same checks and limits as the protocol, without the one-time key (the crumb
 * stands for it). A captcha form cannot be solved without JavaScript: it gets "Complete CAPTCHA before
 * submitting." Success goes to the form's redirect (303) or shows its message; a refusal shows each
 * field's error; both in the site's layout with a link back to the form's page.
 */
export const plainFormRoutes: FastifyPluginAsyncZod<{
  forms: FormsApp;
  renderResultPage: FormResultRenderer;
}> = async (app, { forms, renderResultPage }) => {
  app.post(
    FORM_API.plainSubmitPattern,
    {
      config: { rateLimit: app.writeRateLimit },
      schema: { params: formIdParams, body: plainBody },
    },
    async (request, reply) => {
      await app.verifyCrumb(request, reply);
      const body = request.body;
      const form = await getPublicForm(app.db.kysely, request.site, request.params.formId);
      const pagePath = single(body.pagePath).slice(0, 2000);
      const backPath = backPathOf(pagePath);
      const contentSource = single(body.contentSource);
      const entries = Object.entries(body).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
      );
      try {
        await saveSubmission(
          forms,
          request.site,
          {
            formId: form.id,
            form: JSON.stringify(valuesFromPlainForm(form.fields, entries)),
            key: null,
            captchaKey: undefined,
            pageTitle: single(body.pageTitle).slice(0, 300),
            pageId: single(body.pageId).slice(0, 64),
            contentSource: (FORM_CONTENT_SOURCES as readonly string[]).includes(contentSource)
              ? (contentSource as FormContentSource)
              : 'i',
            pagePath: pagePath === backPath ? pagePath : '',
            ip: request.ip,
            origin: requestOrigin(request),
          },
          {
            verifyCaptcha: (token) =>
              verifyCaptcha(app, request.site, { token, action: FORM_CAPTCHA_ACTION }),
          },
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        const fieldErrors = error.details.fieldErrors ?? {};
        const errors = valueFields(form.fields).flatMap((field) => {
          const message = fieldErrors[field.id];
          if (message === undefined) return [];
          return [{ title: field.type === 'hidden' ? field.key : field.title, error: message }];
        });
        if (error.details.retryAfter !== undefined) {
          void reply.header('Retry-After', String(error.details.retryAfter));
        }
        return renderResultPage(request, reply, error.statusCode, {
          title: form.name,
          description: '',
          intro: error.message,
          errors,
          backPath,
          backLabel: BACK_LABEL,
        });
      }
      if (form.successRedirect !== '') return reply.redirect(form.successRedirect, 303);
      return renderResultPage(request, reply, 200, {
        title: form.name,
        description: `${form.parsedSubmissionMessage}${form.submissionHTML}`,
        intro: '',
        errors: [],
        backPath,
        backLabel: BACK_LABEL,
      });
    },
  );
};
