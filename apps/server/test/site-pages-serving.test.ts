import {
  BLOCK_DEFINITIONS,
  richTextFromPlain,
  serializeRichText,
  SITE_PAGE_MESSAGES,
  SITE_ROLE,
  type SitePageDetail,
  type SitePageRenderResult,
  type UploadedFile,
} from '@plinth/contracts';
import type { PageContext } from '@plinth/theme';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test, vi } from 'vitest';
import { addTestMember, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { createPng, fileUpload } from './fixtures/create-test-images';
import { createShopper } from './fixtures/site-user-visitor';

const HOUR = 60 * 60 * 1000;
const block = (id: string) => ({ id, type: 'text' as const, props: BLOCK_DEFINITIONS.text.defaults() });
const doc = (...ids: string[]) => ({ version: 1, root: { props: {} }, blocks: ids.map(block) });
const HOSTILE = '<script>alert("x")</script>';

describe.each(testEngines())('block pages on the storefront on %s', (engine) => {
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });

  /** A page with one saved revision of `blocks`, published unless told otherwise. */
  async function page(title: string, blocks: string[], publish: unknown = {}): Promise<SitePageDetail> {
    const created = (
      await call('POST', '/config/api/pages', { title, layout: 'blank' })
    ).json<SitePageDetail>();
    const saved = await call('PUT', `/config/api/pages/${created.id}/document`, {
      baseRevision: created.revision,
      document: doc(...blocks),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (publish)
      expect((await call('POST', `/config/api/pages/${created.id}/publish`, publish)).statusCode).toBe(200);
    return (await call('GET', `/config/api/pages/${created.id}`)).json<SitePageDetail>();
  }

  const view = (url: string, as = new Visitor(t.app)) => as.get(url);

  test('a published page is served at its slug inside the site layout, with its blocks', async () => {
    const p = await page('Our story', ['intro', 'more']);
    const response = await view(`/${p.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Our story — ');
    expect(response.body).toContain('class="site-header"');
    expect(response.body).toContain('class="site-footer"');
    expect(response.body).toContain(`data-page-id="${p.id}"`);
    expect(response.body).toContain('data-block-id="intro"');
    expect(response.body).toContain('data-block-id="more"');
    expect(response.body).toContain('<meta property="og:title" content="Our story">');
    expect(response.body).toMatch(/blocks-basic\.css/);
  });

  test('a block page is answered once: no store-page lookup after it, no error logged (the reply is thenable)', async () => {
    const p = await page('Answered once', ['only']);
    const errors = vi.spyOn(t.app.log, 'error');
    const warnings = vi.spyOn(t.app.log, 'warn');
    try {
      const response = await view(`/${p.slug}`);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  test('a page already served (its lookup cached) follows every change visitors can see at once', async () => {
    const p = await page('Cached lookup', ['c1']);
    expect((await view(`/${p.slug}`)).statusCode).toBe(200);
    expect((await view(`/${p.slug}`)).statusCode).toBe(200);
    // A slug asked for before it exists is remembered as "no page" until a change.
    expect((await view('/renamed-page')).statusCode).toBe(404);
    await call('PUT', `/config/api/pages/${p.id}/settings`, { slug: 'renamed-page' });
    expect((await view(`/${p.slug}`)).statusCode).toBe(404);
    expect((await view('/renamed-page')).statusCode).toBe(200);
    await call('PUT', `/config/api/pages/${p.id}/settings`, { password: 'lookup words' });
    expect((await view('/renamed-page')).body).toContain(SITE_PAGE_MESSAGES.lockedPrompt);
    await call('PUT', `/config/api/pages/${p.id}/settings`, { password: null });
    expect((await view('/renamed-page')).body).toContain('data-block-id="c1"');
    await call('POST', `/config/api/pages/${p.id}/unpublish`);
    expect((await view('/renamed-page')).statusCode).toBe(404);
    await call('POST', `/config/api/pages/${p.id}/publish`, {});
    expect((await view('/renamed-page')).statusCode).toBe(200);
    await call('DELETE', `/config/api/pages/${p.id}`);
    expect((await view('/renamed-page')).statusCode).toBe(404);
  });

  test("a product block sells: the shop card's add-to-cart form with the visitor's crumb, posted without JavaScript", async () => {
    const mug = await t.db.kysely
      .selectFrom('products')
      .select('id')
      .where('title', '=', 'Ceramic Mug')
      .executeTakeFirstOrThrow();
    const shirt = await t.db.kysely
      .selectFrom('products')
      .select('id')
      .where('title', '=', 'Linen Shirt')
      .executeTakeFirstOrThrow();
    const created = (
      await call('POST', '/config/api/pages', { title: 'Buy a mug', layout: 'blank' })
    ).json<SitePageDetail>();
    const product = (id: string, productId: string) => ({
      id,
      type: 'product' as const,
      props: { ...BLOCK_DEFINITIONS.product.defaults(), productId },
    });
    await call('PUT', `/config/api/pages/${created.id}/document`, {
      baseRevision: created.revision,
      document: {
        version: 1,
        root: { props: {} },
        blocks: [product('mug', mug.id), product('shirt', shirt.id)],
      },
    });
    await call('POST', `/config/api/pages/${created.id}/publish`, {});

    const shopper = new Visitor(t.app);
    const html = (await shopper.get(`/${created.slug}`)).body;
    const crumb = shopper.cookies.get('crumb') ?? '';
    expect(crumb).not.toBe('');
    // The mug goes straight into the cart; the shirt's size and colour are chosen on its page.
    expect(html).toContain('class="plinth-listing-button"');
    expect(html).toContain(`name="itemId" value="${mug.id}"`);
    expect(html).toContain(`name="crumb" value="${crumb}"`);
    expect(html).not.toContain('PlinthCrumbSentinel');
    expect(html).toMatch(
      /<a class="button button--primary product-block__button" href="[^"]+"[^>]*>View product<\/a>/,
    );
    expect(html).toMatch(/assets\/islands\/assets\/listing-button-[\w-]+\.js/);
    // A second visitor gets their own crumb in the same cached page.
    const other = new Visitor(t.app);
    expect((await other.get(`/${created.slug}`)).body).toContain(
      `name="crumb" value="${other.cookies.get('crumb')}"`,
    );

    const posted = await shopper.request({
      method: 'POST',
      url: '/cart/add',
      form: { itemId: mug.id, sku: 'MUG-CERAMIC', quantity: '1', crumb },
      crumb: 'omit',
    });
    expect(posted.statusCode).toBe(303);
    const cart = (await shopper.get('/api/commerce/shopping-cart')).json<{ totalQuantity: number }>();
    expect(cart.totalQuantity).toBe(1);
  });

  test('?format=json answers the template context with the published document', async () => {
    const p = await page('Json page', ['j1']);
    const context = (await view(`/${p.slug}?format=json`)).json<PageContext>();
    expect(context.page.template).toBe('page');
    expect(context.sitePage).toMatchObject({ id: p.id, slug: p.slug, preview: false });
    expect(context.sitePage?.document.blocks.map((b) => b.id)).toEqual(['j1']);
  });

  test('draft, unpublished, private and unknown pages are the normal 404; the store pages still answer', async () => {
    const draft = await page('Just a draft', ['d'], null);
    expect((await view(`/${draft.slug}`)).statusCode).toBe(404);
    const gone = await page('Taken down', ['g']);
    await call('POST', `/config/api/pages/${gone.id}/unpublish`);
    expect((await view(`/${gone.slug}`)).statusCode).toBe(404);
    const hidden = await page('Hidden page', ['h']);
    await call('PUT', `/config/api/pages/${hidden.id}/settings`, { status: 'private' });
    const privateAnswer = await view(`/${hidden.slug}`);
    expect(privateAnswer.statusCode).toBe(404);
    expect(privateAnswer.body).not.toContain('data-block-id="h"');
    expect((await view('/no-such-page')).statusCode).toBe(404);
    expect((await view('/shop')).statusCode).toBe(200);
  });

  test('editing a live page keeps the live version until the next publish', async () => {
    const p = await page('Live edits', ['old']);
    await call('PUT', `/config/api/pages/${p.id}/document`, {
      baseRevision: p.revision,
      document: doc('new'),
    });
    const before = await view(`/${p.slug}`);
    expect(before.body).toContain('data-block-id="old"');
    expect(before.body).not.toContain('data-block-id="new"');
    await call('POST', `/config/api/pages/${p.id}/publish`, {});
    const after = await view(`/${p.slug}`);
    expect(after.body).toContain('data-block-id="new"');
    expect(after.body).not.toContain('data-block-id="old"');
  });

  test('a scheduled page is not live before its time and goes live by itself after it', async () => {
    const publishAt = new Date(clock + HOUR).toISOString();
    const p = await page('Coming soon', ['soon'], { publishAt });
    expect(p).toMatchObject({ status: 'scheduled', statusLabel: 'Scheduled', publishAt });
    expect((await view(`/${p.slug}`)).statusCode).toBe(404);
    clock += 2 * HOUR;
    const live = await view(`/${p.slug}`);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('data-block-id="soon"');
    const read = (await call('GET', `/config/api/pages/${p.id}`)).json<SitePageDetail>();
    expect(read).toMatchObject({ status: 'published', statusLabel: 'Published' });
  });

  test('a locked page shows the lock screen; a wrong password says so; the right one sets an HttpOnly cookie', async () => {
    const p = await page('Secret plans', ['secret']);
    await call('PUT', `/config/api/pages/${p.id}/settings`, { password: 'open sesame' });
    const visitor = new Visitor(t.app);
    const lock = await view(`/${p.slug}`, visitor);
    expect(lock.statusCode).toBe(200);
    expect(lock.headers['x-robots-tag']).toBe('noindex');
    expect(lock.body).toContain(SITE_PAGE_MESSAGES.lockedTitle);
    expect(lock.body).toContain(`action="/${p.slug}" method="post"`);
    expect(lock.body).not.toContain('data-block-id="secret"');
    const crumb = visitor.cookies.get('crumb') ?? '';
    expect(lock.body).toContain(`name="crumb" value="${crumb}"`);

    const post = (password: string, sendCrumb = crumb) =>
      visitor.request({
        method: 'POST',
        url: `/${p.slug}`,
        form: { crumb: sendCrumb, password },
        crumb: 'omit',
      });
    expect((await post('open sesame', 'forged')).statusCode).toBe(403);
    const wrong = await post('guess');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain(SITE_PAGE_MESSAGES.wrongPassword);
    expect(wrong.body).not.toContain('data-block-id="secret"');

    const right = await post('open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/${p.slug}`);
    const cookie = right.cookies.find((c) => c.name === `plinth_page_${p.id}`);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const open = await view(`/${p.slug}`, visitor);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('data-block-id="secret"');

    // A forged cookie opens nothing; a new password shuts out the old cookie.
    const forger = new Visitor(t.app);
    forger.cookies.set(`plinth_page_${p.id}`, 'forged-value');
    expect((await view(`/${p.slug}`, forger)).body).not.toContain('data-block-id="secret"');
    await call('PUT', `/config/api/pages/${p.id}/settings`, { password: 'new words' });
    expect((await view(`/${p.slug}`, visitor)).body).not.toContain('data-block-id="secret"');
  });

  test('a member-only page answers 403 "member area access denied" with Sign in; a signed-in customer sees it', async () => {
    const p = await page('Members lounge', ['lounge']);
    await call('PUT', `/config/api/pages/${p.id}/settings`, { memberOnly: true });
    const visitor = new Visitor(t.app);
    const denied = await view(`/${p.slug}`, visitor);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toContain(SITE_PAGE_MESSAGES.membersOnlyTitle);
    expect(denied.body).toContain(`href="/account/login?returnTo=%2F${p.slug}">Sign in</a>`);
    expect(denied.body).not.toContain('data-block-id="lounge"');
    await visitor.visit();
    await createShopper(visitor);
    const member = await view(`/${p.slug}`, visitor);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('data-block-id="lounge"');
  });

  test('the preview renders the draft for members who may read pages, noindex and frameable by the editor', async () => {
    const p = await page('Preview me', ['live']);
    await call('PUT', `/config/api/pages/${p.id}/document`, {
      baseRevision: p.revision,
      document: doc('draft'),
    });
    const url = `/config/pages/${p.id}/preview`;
    const preview = await (await owner()).get(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('data-block-id="draft"');
    expect(preview.body).toContain('block-page--preview');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

    expect((await new Visitor(t.app).get(url)).statusCode).toBe(401);
    const viewer = { email: 'viewer-pages@example.com', password: 'viewer password 1' };
    await addTestMember(t.db, { ...viewer, role: SITE_ROLE.VIEWER });
    expect((await (await signedInOwner(t.app, viewer)).get(url)).statusCode).toBe(200);
    const billing = { email: 'billing-pages@example.com', password: 'billing password 1' };
    await addTestMember(t.db, { ...billing, role: SITE_ROLE.BILLING });
    expect((await (await signedInOwner(t.app, billing)).get(url)).statusCode).toBe(403);
  });

  test("the editor's render answers an unsaved document's blocks and what they need, and stores nothing", async () => {
    const p = await page('Render me', ['saved']);
    const upload = await (
      await owner()
    ).request({
      method: 'POST',
      url: '/config/api/files',
      raw: fileUpload(createPng(40, 30), 'render.png', 'image/png'),
    });
    const image = upload.json<UploadedFile>();
    const hostile = {
      ...block('typed'),
      props: { content: serializeRichText(richTextFromPlain(`Typed ${HOSTILE}`)) },
    };
    const gallery = {
      id: 'g1',
      type: 'gallery' as const,
      props: { ...BLOCK_DEFINITIONS.gallery.defaults(), images: [{ fileId: image.id }], lightbox: true },
    };
    const unsaved = { version: 1, root: { props: {} }, blocks: [hostile, gallery] };
    const rendered = await call('POST', `/config/api/pages/${p.id}/render`, { document: unsaved });
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.headers['cache-control']).toBe('no-store');
    const result = rendered.json<SitePageRenderResult>();
    expect(result.html).toContain('data-block-id="typed"');
    expect(result.html).toContain('Typed &lt;script&gt;');
    expect(result.html).not.toContain('<script>');
    expect(result.styles).toContain('/assets/theme/blocks-basic.css');
    expect(result.html).toContain('data-block-id="g1"');
    expect(result.styles).toContain('/assets/theme/blocks-gallery.css');
    expect(result.islands).toEqual(['gallery']);
    // Nothing was saved: the draft is still the one block.
    const read = (await call('GET', `/config/api/pages/${p.id}`)).json<SitePageDetail>();
    expect(read.revision).toBe(p.revision);
    expect(read.document.blocks.map((b) => b.id)).toEqual(['saved']);

    const bad = await call('POST', `/config/api/pages/${p.id}/render`, { document: { blocks: 'x' } });
    expect(bad.statusCode).toBe(400);
    const missing = await call('POST', '/config/api/pages/nosuchpage/render', { document: unsaved });
    expect(missing.statusCode).toBe(404);
    const viewer = { email: 'viewer-render@example.com', password: 'viewer password 1' };
    await addTestMember(t.db, { ...viewer, role: SITE_ROLE.VIEWER });
    const refused = await (
      await signedInOwner(t.app, viewer)
    ).request({ method: 'POST', url: `/config/api/pages/${p.id}/render`, json: { document: unsaved } });
    expect(refused.statusCode).toBe(403);
  });

  test('hostile titles, SEO fields and props are stored as given and served escaped or as JSON', async () => {
    const p = await page(`Evil ${HOSTILE}`, ['e']);
    await call('PUT', `/config/api/pages/${p.id}/settings`, { seoDescription: HOSTILE, slug: 'evil-page' });
    const read = (await call('GET', `/config/api/pages/${p.id}`)).json<SitePageDetail>();
    expect(read.title).toBe(`Evil ${HOSTILE}`);
    expect(read.seoDescription).toBe(HOSTILE);
    const html = (await view('/evil-page')).body;
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('&lt;script&gt;');
    const withProps = { version: 1, root: { props: { note: HOSTILE } }, blocks: [block('e')] };
    const saved = await call('PUT', `/config/api/pages/${p.id}/document`, {
      baseRevision: read.revision,
      document: withProps,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await call('GET', `/config/api/pages/${p.id}`)).json<SitePageDetail>().document.root.props.note,
    ).toBe(HOSTILE);
    await call('POST', `/config/api/pages/${p.id}/publish`, {});
    const json = await view('/evil-page?format=json');
    expect(json.json<PageContext>().sitePage?.document.root.props.note).toBe(HOSTILE);
    expect(json.headers['content-type']).toContain('application/json');
    await call('PUT', `/config/api/pages/${p.id}/settings`, { seoTitle: HOSTILE });
    const again = (await view('/evil-page')).body;
    expect(again).not.toContain(HOSTILE);
    expect(again).toContain('<title>&lt;script&gt;');
  });

  test('the social image is the og:image, an absolute URL', async () => {
    const upload = await (
      await owner()
    ).request({
      method: 'POST',
      url: '/config/api/files',
      raw: fileUpload(createPng(4, 3), 'social.png', 'image/png'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json<UploadedFile>();
    const p = await page('Shared page', ['s']);
    const set = await call('PUT', `/config/api/pages/${p.id}/settings`, {
      socialImageFileId: file.id,
      seoTitle: 'Shared',
    });
    expect(set.statusCode, set.body).toBe(200);
    const html = (await view(`/${p.slug}`)).body;
    // The site's primary host (the demo's first: 127.0.0.1), the request's scheme and port.
    expect(html).toContain(`<meta property="og:image" content="http://127.0.0.1:3000${file.url}">`);
    expect(html).toContain('<meta property="og:title" content="Shared">');
    const missing = await call('PUT', `/config/api/pages/${p.id}/settings`, {
      socialImageFileId: 'nosuchfile',
    });
    expect(missing.statusCode).toBe(400);
  });
});
