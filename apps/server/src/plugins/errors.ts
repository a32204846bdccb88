import { toFieldErrors, type ApiError, type FieldErrors } from '@plinth/contracts';
import { databaseUnavailable } from '@plinth/db';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-path';
import { AppError, invalidRequest, type InvalidInputFactory } from '../app-error';

/** Renders an HTML error page for a request that has a site (app.ts passes the pages module's). */
export type HtmlErrorRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The 400 a route answers when its schema refuses the request (default: INVALID_REQUEST), e.g.
     * `config: { invalidInput: productInvalid }` for PRODUCT_INVALID with the products' wording.
     */
    invalidInput?: InvalidInputFactory;
  }
}

const INTERNAL_MESSAGE = 'Something went wrong';
const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a few seconds.';

/**
 * The one error handler, the only place an error becomes an answer: AppError kinds map to statuses,
 * schema failures to 400 with per-field errors, other Fastify 4xx keep their status, and anything else
 * is a 500 whose details are logged with the request id and never sent. Every JSON body follows
 * `apiErrorSchema` (@plinth/contracts); docs/editor-api.md describes the model.
 */
export interface ErrorsOptions {
  /** The storefront's error page; without it (or without a site) a browser gets a plain page. */
  htmlErrorPage?: HtmlErrorRenderer;
}

export const errorsPlugin = fp<ErrorsOptions>(async (app, { htmlErrorPage }) => {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const { status, body } = describe(error, request);
    // A 429 or 503 that says when to come back says it in the header too.
    if (typeof body.retryAfter === 'number') void reply.header('Retry-After', String(body.retryAfter));
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    if (wantsHtml(request) && request.site && htmlErrorPage) {
      return htmlErrorPage(request, reply, status, body.message);
    }
    if (wantsHtml(request)) {
      return reply.status(status).type('text/html; charset=utf-8').send(plainPage(body.message));
    }
    return reply.status(status).send(body);
  });
});

/** The answer for any error: a status and a body that follows contracts' `apiErrorSchema`. */
function describe(
  error: FastifyError | AppError,
  request?: FastifyRequest,
): { status: number; body: ApiError } {
  // The database away or busy (not a bug): 503 with Retry-After instead of a 500 (packages/db/src/unavailable.ts).
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    const { retryAfterSeconds: retryAfter } = unavailable;
    return fromAppError(
      new AppError('unavailable', 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfter }),
    );
  }
  if (error instanceof AppError) return fromAppError(error);
  if (error.validation) {
    const invalid = request?.routeOptions.config.invalidInput ?? invalidRequest;
    return fromAppError(invalid(validationFieldErrors(error.validation)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: error.code || 'BAD_REQUEST', message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: INTERNAL_MESSAGE } };
}

/** Only the details the model names are sent; each is typed in AppError, none is spread blindly. */
function fromAppError(error: AppError): { status: number; body: ApiError } {
  const { fieldErrors, crumbFail, retryAfter, permission } = error.details;
  const body: ApiError = { code: error.code, message: error.message };
  if (fieldErrors !== undefined) body.fieldErrors = fieldErrors;
  if (crumbFail !== undefined) body.crumbFail = crumbFail;
  if (retryAfter !== undefined) body.retryAfter = retryAfter;
  if (permission !== undefined) body.permission = permission;
  return { status: error.statusCode, body };
}

/** Schema failures (zod issues, as the type provider reports them) keyed by dotted path. */
function validationFieldErrors(entries: FastifySchemaValidationError[]): FieldErrors {
  return toFieldErrors(
    entries.map((entry) => ({
      path: entry.instancePath.split('/').filter((part) => part !== ''),
      message: entry.message ?? 'is invalid',
    })),
  );
}

function wantsHtml(request: FastifyRequest): boolean {
  if (isApiPath(request.url)) return false;
  return request.method === 'GET' || request.method === 'HEAD' || isFormPost(request);
}

function isFormPost(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
}

function plainPage(message: string): string {
  const safe = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${safe}</title><p>${safe}</p></html>`;
}
