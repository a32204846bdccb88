import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable } from '@plinth/db';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

/** Renders an HTML error page; the pages module provides it, a plain page is the fallback. */
export type HtmlErrorRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    htmlErrorRenderer: { render: HtmlErrorRenderer | null };
  }
}

const INTERNAL_MESSAGE = 'Something went wrong';
const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a few seconds.';

/**
 * The one error handler: AppError kinds map to statuses, schema failures to 400, and anything else is
 * a 500 whose details are logged with the request id and never sent.
 */
export const errorsPlugin = fp(async (app) => {
  app.decorate('htmlErrorRenderer', { render: null });

  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const { status, body } = describe(error);
    if (typeof body.retryAfter === 'number') void reply.header('retry-after', String(body.retryAfter));
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    if (wantsHtml(request) && request.site) {
      const render = app.htmlErrorRenderer.render;
      if (render) return render(request, reply, status, body.message);
    }
    if (wantsHtml(request)) {
      return reply.status(status).type('text/html; charset=utf-8').send(plainPage(body.message));
    }
    return reply.status(status).send(body);
  });
});

function describe(error: FastifyError | AppError): {
  status: number;
  body: Record<string, unknown> & { message: string };
} {
  // The database away or busy (not a bug): 503 with Retry-After instead of a 500 (packages/db/src/unavailable.ts).
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    const { retryAfterSeconds: retryAfter } = unavailable;
    return describe(
      new AppError('unavailable', 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfter }),
    );
  }
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { code: error.code, message: error.message, ...error.extra } };
  }
  if (error.validation) {
    const first = error.validation[0];
    const missing = first?.params?.missingProperty;
    const field = first?.instancePath?.replace(/^\//, '') || (typeof missing === 'string' ? missing : '');
    const message = field ? `Invalid request: ${field} ${first?.message ?? 'is invalid'}` : error.message;
    return { status: 400, body: { code: 'INVALID_REQUEST', message } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: error.code ?? 'BAD_REQUEST', message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: INTERNAL_MESSAGE } };
}

/** JSON APIs: the storefront's /api/* and the editor's /config/api/*. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/config/api/');
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
