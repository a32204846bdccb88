import formbody from '@fastify/formbody';
import { FORM_API, OWNER_FORMS_API, PERMISSION } from '@plinth/contracts';
import {
  formDefinitionSchema,
  formIdParams,
  formListSchema,
  formRenderEventSchema,
  formSubmissionAnswerSchema,
  formSubmissionKeyAnswerSchema,
  formSubmissionListSchema,
  formSubmissionParams,
  formSubmissionRequestSchema,
  formSubmissionSchema,
  formSubmissionsCsvSchema,
  formSubmissionsQuerySchema,
  formValidateAnswerSchema,
  formWriteSchema,
  noContentSchema,
} from '@plinth/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyCaptcha } from '../captcha';
import { requestOrigin } from '../email';
import { recordFormRender } from './census';
import { formInvalid } from './errors';
import { createForm, deleteForm, getForm, listForms, updateForm } from './form-admin';
import { plainFormRoutes, type FormResultRenderer } from './plain-form';
import { FORM_CAPTCHA_ACTION, issueSubmissionKey, saveSubmission, validateSubmission } from './protocol';
import type { FormsApp } from './service';
import { deleteSubmission, exportSubmissionsCsv, getSubmission, listSubmissions } from './submissions';

/** A submission's body: the `form` JSON string (100 000 characters, escaped at most twice over) and the rest. */
const SUBMISSION_BODY_LIMIT = 256 * 1024;
/** An owner's form: 60 fields and three HTML texts of 20 000 characters. */
const FORM_BODY_LIMIT = 512 * 1024;

export function formsApp(app: FastifyInstance): FormsApp {
  return {
    db: app.db,
    now: () => app.jobs.queue.now(),
    mail: app.mail,
    wakeJobs: () => app.jobs.wake(),
    limits: app.config.formLimits,
  };
}

export interface FormRoutesOptions {
  /** The storefront page a no-JavaScript post answers with (modules/pages renderFormResultPage). */
  renderResultPage: FormResultRenderer;
}

/** Site forms (docs/forms.md): the owner API, the submission protocol, the census event, the plain form. */
export const formRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  const forms = formsApp(app);
  await app.register(ownerFormRoutes);
  await app.register(protocolRoutes);
  // Url-encoded bodies are parsed in the plain form's scope only, as modules/pages does for its forms.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: SUBMISSION_BODY_LIMIT });
    await scope.register(plainFormRoutes, { forms, renderResultPage: options.renderResultPage });
  });
};

const ownerFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.formsView);
  const manage = app.requirePermission(PERMISSION.formsManage);
  const forms = formsApp(app);
  const invalid = { invalidInput: formInvalid };

  app.get(
    OWNER_FORMS_API.forms,
    {
      onRequest: view,
      schema: {
        summary: "The site's forms, with their submission counts and where each is used",
        response: { 200: formListSchema },
      },
    },
    async (request) => listForms(forms, request.owner.site),
  );

  app.post(
    OWNER_FORMS_API.forms,
    {
      onRequest: manage,
      bodyLimit: FORM_BODY_LIMIT,
      config: invalid,
      schema: { summary: 'Create a form', body: formWriteSchema, response: { 201: formDefinitionSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createForm(forms, request.owner.site, request.body)),
  );

  app.get(
    '/config/api/forms/:formId',
    {
      onRequest: view,
      schema: { summary: 'A form, whole', params: formIdParams, response: { 200: formDefinitionSchema } },
    },
    async (request) => getForm(forms, request.owner.site, request.params.formId),
  );

  app.put(
    '/config/api/forms/:formId',
    {
      onRequest: manage,
      bodyLimit: FORM_BODY_LIMIT,
      config: invalid,
      schema: {
        summary: 'Replace a form (409 FORM_VERSION_CONFLICT when expectedVersion is stale)',
        params: formIdParams,
        body: formWriteSchema,
        response: { 200: formDefinitionSchema },
      },
    },
    async (request) => updateForm(forms, request.owner.site, request.params.formId, request.body),
  );

  app.delete(
    '/config/api/forms/:formId',
    {
      onRequest: manage,
      schema: {
        summary: 'Delete a form and its submissions (409 FORM_IN_USE while a page or product uses it)',
        params: formIdParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteForm(forms, request.owner.site, request.params.formId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/config/api/forms/:formId/submissions',
    {
      onRequest: view,
      schema: {
        summary: "A page of the form's submissions, newest first (q searches the answers)",
        params: formIdParams,
        querystring: formSubmissionsQuerySchema,
        response: { 200: formSubmissionListSchema },
      },
    },
    async (request) => listSubmissions(forms, request.owner.site, request.params.formId, request.query),
  );

  app.get(
    '/config/api/forms/:formId/submissions.csv',
    {
      onRequest: view,
      schema: {
        summary: "The form's submissions as CSV (formula cells neutralised)",
        params: formIdParams,
        querystring: formSubmissionsQuerySchema.pick({ q: true }),
        response: { 200: formSubmissionsCsvSchema },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportSubmissionsCsv(
        forms,
        request.owner.site,
        request.params.formId,
        request.query.q,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/config/api/forms/:formId/submissions/:submissionId',
    {
      onRequest: view,
      schema: {
        summary: 'One submission, answered with the fields of its version',
        params: formSubmissionParams,
        response: { 200: formSubmissionSchema },
      },
    },
    async (request) =>
      getSubmission(forms, request.owner.site, request.params.formId, request.params.submissionId),
  );

  app.delete(
    '/config/api/forms/:formId/submissions/:submissionId',
    {
      onRequest: manage,
      schema: {
        summary: 'Delete a submission',
        params: formSubmissionParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteSubmission(forms, request.owner.site, request.params.formId, request.params.submissionId);
      return reply.status(204).send();
    },
  );
};

/** Values keyed by field id (validate): checked by the form's own rules, so any JSON object goes in. */
const valuesBody = z.record(z.string(), z.unknown());

const protocolRoutes: FastifyPluginAsyncZod = async (app) => {
  const forms = formsApp(app);
  const write = { onRequest: app.verifyCrumb, config: { rateLimit: app.writeRateLimit } };

  app.post(
    FORM_API.validatePattern,
    {
      ...write,
      bodyLimit: SUBMISSION_BODY_LIMIT,
      schema: {
        summary: "A form's values checked by the server (400 with fieldErrors keyed by field id)",
        params: formIdParams,
        body: valuesBody,
        response: { 200: formValidateAnswerSchema },
      },
    },
    async (request) => validateSubmission(forms, request.site, request.params.formId, request.body),
  );

  app.post(
    FORM_API.submissionKey,
    {
      ...write,
      schema: {
        summary: 'A one-time key for one submission',
        response: { 200: formSubmissionKeyAnswerSchema },
      },
    },
    async (request) => issueSubmissionKey(forms, request.site, request.ip),
  );

  app.post(
    FORM_API.save,
    {
      ...write,
      bodyLimit: SUBMISSION_BODY_LIMIT,
      schema: {
        summary: 'Submit a form with a one-time key (401 key, 404 form, 429 limits, 400 values)',
        body: formSubmissionRequestSchema,
        response: { 200: formSubmissionAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { id } = await saveSubmission(
        forms,
        request.site,
        {
          formId: body.formId,
          form: body.form,
          key: body.key,
          captchaKey: body.captchaKey,
          pageTitle: body.pageTitle,
          pageId: body.pageId,
          contentSource: body.contentSource,
          pagePath: body.pagePath,
          ip: request.ip,
          origin: requestOrigin(request),
        },
        {
          verifyCaptcha: (token) => verifyCaptcha(app, request.site, { token, action: FORM_CAPTCHA_ACTION }),
        },
      );
      return { ok: true as const, submissionId: id };
    },
  );

  app.post(
    FORM_API.censusFormRender,
    {
      ...write,
      bodyLimit: 1024,
      schema: {
        summary: 'The census form-render event (always 204)',
        body: formRenderEventSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await recordFormRender(forms, request.site, request.body);
      return reply.status(204).send();
    },
  );
};
