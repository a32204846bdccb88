import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEngines } from '@plinth/db/test';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { editorAppPlugin, EDITOR_CSP } from '../src/plugins/editor-app';
import { errorsPlugin } from '../src/plugins/errors';
import { useTestApp, Visitor } from './fixtures/create-test-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/config/assets/index-abc123.js"></script></body></html>';

/** The editor plugin alone, over a dist folder made for the test (or none). */
async function editorOnly(distDir: string): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await app.register(errorsPlugin);
  await app.register(editorAppPlugin, { distDir });
  await app.ready();
  return app;
}

describe('the editor app with a build', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'plinth-editor-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("editor");');
    app = await editorOnly(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test.each(['/config', '/config/', '/config/products', '/config/products/p1', '/config/invitation/abc?x=1'])(
    'GET %s sends index.html, never cached, under the editor CSP',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(EDITOR_CSP);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  test('hashed assets are served from dist/assets and cached for a year as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/config/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("editor");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a missing asset and an unknown owner API path are 404s, not the editor page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/config/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/config/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('the editor page loads scripts from its own origin only', () => {
    expect(EDITOR_CSP).toContain("script-src 'self'");
    expect(EDITOR_CSP).not.toContain('unsafe-inline');
  });
});

describe('the editor app without a build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await editorOnly(join(tmpdir(), 'plinth-no-such-editor-dist'));
  });
  afterAll(async () => app.close());

  test('answers 503 saying to run "npm run build"', async () => {
    const response = await app.inject({ method: 'GET', url: '/config/products' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<code>npm run build</code>');
  });
});

describe.each(testEngines())('the editor in the whole server on %s', (engine) => {
  const t = useTestApp(engine);

  test.each([
    ['/settings/billing/upgrade', '/config/settings/billing/upgrade'],
    ['/settings/billing/subscriptions/website', '/config/settings/billing/subscriptions/website'],
  ])('GET %s redirects to the editor billing page %s', async (from, to) => {
    const response = await new Visitor(t.app).request({ method: 'GET', url: from });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
  });

  test('the editor page hands out the crumb cookie its writes need; its assets set no cookie', async () => {
    const page = await new Visitor(t.app).request({ method: 'GET', url: '/config/products' });
    expect([200, 503]).toContain(page.statusCode);
    expect(page.cookies.some((cookie) => cookie.name === 'crumb')).toBe(true);
    const asset = await new Visitor(t.app).request({ method: 'GET', url: '/config/assets/none.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.cookies).toEqual([]);
  });

  test('owner API routes still answer under /config/api', async () => {
    const response = await new Visitor(t.app).request({ method: 'GET', url: '/config/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
