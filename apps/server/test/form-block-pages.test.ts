import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORM_API } from '@plinth/contracts';
import { migrateToLatest } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { Visitor } from './fixtures/create-test-app';

/** The form block on the demo's Contact page (issue 11): server HTML that works without JavaScript. */
describe.each(testEngines())('the Contact page form on %s', (engine) => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateToLatest(handle.db);
    await seedDemoIfEmpty(handle.db);
    dataDir = await mkdtemp(join(tmpdir(), 'plinth-form-block-'));
    app = await buildApp({ config: testConfig({ dataDir }), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('/contact shows the form as a plain post with the page fields, the crumb and its island', async () => {
    const visitor = new Visitor(app);
    const page = await visitor.get('/contact');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<h2 class="form-block__heading" id="form-contact-form-heading">Write to us</h2>');
    expect(html).toContain('data-island="site-form"');
    // The page's form block (the header's search box is a form too, before it).
    const form = html.match(/<form [^>]*>/g)?.find((tag) => tag.includes('/forms/')) ?? '';
    expect(form).toContain(`action="${FORM_API.plainSubmit('demo-contact')}"`);
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<input type="hidden" name="pagePath" value="\/contact"\/>/);
    expect(html).toMatch(/<input type="hidden" name="contentSource" value="c"\/>/);
    expect(html).toMatch(/<label class="form-field__title" for="[^"]+">Email/);
    expect(html).toContain('name="field:email"');
    // The visitor's own crumb, never the cached page's placeholder.
    const crumb = /<input type="hidden" name="crumb" value="([^"]*)"\/>/.exec(html)?.[1];
    expect(crumb).toBeTruthy();
    expect(crumb).not.toContain('Sentinel');
    expect(html).toContain('/assets/theme/blocks-forms.css');
    expect(html).toMatch(/<script type="module" [^>]*src="[^"]*site-form[^"]*\.js"/);
    // The rest of the page is still there.
    expect(html).toContain('1 Market Street, Springfield');
  });

  test('pages without a form block load neither the form script nor its stylesheet', async () => {
    const html = (await new Visitor(app).get('/about')).body;
    expect(html).not.toContain('site-form');
    expect(html).not.toContain('blocks-forms.css');
  });
});
