import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderPageHtml, type LoadedPage } from './page-render';

/**
 * Answers with the rendered page, or with its template context when `?format=json` is asked for, as
 * theme developers of the JSON-Template language expect.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: LoadedPage, status = 200) {
  // Pages carry the visitor's crumb and cart count, so shared caches must not keep them.
  void reply.status(status).header('cache-control', 'private, no-cache');
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.format === 'json') return reply.send(page.context);
  return reply.type('text/html; charset=utf-8').send(renderPageHtml(request, page));
}
