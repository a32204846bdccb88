import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './page-gzip';
import { renderPageGzip, renderPageHtml, type LoadedPage } from './page-render';

/**
 * Answers with the rendered page, or with its template context when `?format=json` is asked for, as
 * theme developers of the JSON-Template language expect.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: LoadedPage, status = 200) {
  // Pages carry the visitor's crumb and cart count, so shared caches must not keep them.
  void reply.status(status).header('cache-control', 'private, no-cache');
  if (page.context.page.noindex) void reply.header('x-robots-tag', 'noindex');
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.format === 'json') return reply.send(page.context);
  void reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  // Gzip from the page cache's compressed pieces: no per-request compression of the whole page.
  if (acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(renderPageGzip(request, page));
  }
  return reply.send(renderPageHtml(request, page));
}
