import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { editorAppPlugin, editorCspWithStyleNonce, EDITOR_CSP } from '../src/plugins/editor-app';
import { errorsPlugin } from '../src/plugins/errors';

const INDEX_HTML =
  '<!doctype html><html><head><meta name="plinth-style-nonce" content=""></head><body><div id="root"></div></body></html>';

/** The colour picker's one inline <style> (react-colorful) is allowed by a nonce made per answer (decision 0036). */
describe('the editor page’s style nonce', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'plinth-editor-nonce-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(editorAppPlugin, { distDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function nonceAndPolicy() {
    const response = await app.inject({ method: 'GET', url: '/config/site-styles' });
    const nonce = /<meta name="plinth-style-nonce" content="([^"]*)">/.exec(response.body)?.[1] ?? '';
    return { nonce, csp: String(response.headers['content-security-policy']) };
  }

  test('fills the meta with a fresh nonce that the answer’s policy, and only it, names', async () => {
    const first = await nonceAndPolicy();
    const second = await nonceAndPolicy();
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.csp).toBe(editorCspWithStyleNonce(first.nonce));
    expect(first.csp).toContain(`style-src 'self' 'nonce-${first.nonce}';`);
    expect(first.csp).not.toContain('unsafe-inline');
    expect(first.csp.replace(` 'nonce-${first.nonce}'`, '')).toBe(EDITOR_CSP);
  });
});
