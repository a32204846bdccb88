import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import { REPO_ROOT } from '../paths';

/** Where `npm run build` puts the editor (apps/editor, Vite). */
export const EDITOR_DIST_DIR = resolve(REPO_ROOT, 'apps/editor/dist');

const YEAR_S = 365 * 24 * 3600;

/**
 * The editor's page may load only its own files and talk only to this server. Its scripts and styles
 * are files (no inline code), so no 'unsafe-inline' is needed; style changes made from script (drag and
 * drop positions) are not governed by style-src.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The one inline style the editor allows: react-colorful's stylesheet, which the colour picker adds as a
 * `<style>` element at run time and which its package ships only inside its script. index.html carries
 * an empty `<meta name="plinth-style-nonce">`; each answer fills it with a fresh nonce that this
 * answer's policy names, and the editor hands it to react-colorful's setNonce. Decision 0036.
 */
const STYLE_NONCE_META = /<meta name="plinth-style-nonce" content="[^"]*"\s*\/?>/;

/** EDITOR_CSP with `nonce` allowed for `<style>` elements. */
export function editorCspWithStyleNonce(nonce: string): string {
  return EDITOR_CSP.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
}

/** The page and its policy: a nonce only when the page has the meta to carry it. */
function withStyleNonce(html: string): { html: string; csp: string } {
  if (!STYLE_NONCE_META.test(html)) return { html, csp: EDITOR_CSP };
  const nonce = randomBytes(16).toString('base64');
  return {
    html: html.replace(STYLE_NONCE_META, `<meta name="plinth-style-nonce" content="${nonce}">`),
    csp: editorCspWithStyleNonce(nonce),
  };
}

/** The seed's upgrade destinations (seed 001 section 2) and where the editor explains them. */
export const BILLING_REDIRECTS: Readonly<Record<string, string>> = {
  '/settings/billing/upgrade': '/config/settings/billing/upgrade',
  '/settings/billing/subscriptions/website': '/config/settings/billing/subscriptions/website',
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The editor is not built yet</title></head>
<body><main><h1>The editor is not built yet</h1>
<p>Run <code>npm run build</code> in the Plinth folder, then reload this page.</p></main></body></html>`;

/**
 * Serves the editor SPA under /config: hashed files from dist/assets (cached for a year), and
 * dist/index.html for /config and every /config/* address that is not the owner API, never cached so a
 * new build shows at once. Without a build, those addresses answer 503 saying how to make one.
 * `distDir` is for tests; the server uses apps/editor/dist.
 */
export const editorAppPlugin = fp<{ distDir?: string }>(async (app, options) => {
  const distDir = options.distDir ?? EDITOR_DIST_DIR;
  const assetsDir = resolve(distDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/config/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: YEAR_S * 1000,
      index: false,
    });
  } else {
    app.log.warn(`${assetsDir} is missing: run "npm run build" to build the editor`);
  }

  async function sendEditor(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.startsWith('/config/api/') || path.startsWith('/config/assets/')) {
      throw new AppError('not_found', 'NOT_FOUND', 'Not found');
    }
    void reply.header('cache-control', 'no-store');
    const file = await readFile(resolve(distDir, 'index.html'), 'utf8').catch(() => null);
    if (file === null) {
      return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const { html, csp } = withStyleNonce(file);
    return reply
      .header('content-security-policy', csp)
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/config', sendEditor);
  app.get('/config/*', sendEditor);

  for (const [from, to] of Object.entries(BILLING_REDIRECTS)) {
    app.get(from, async (_request, reply) => reply.redirect(to, 302));
  }
});
