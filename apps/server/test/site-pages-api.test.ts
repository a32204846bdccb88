import {
  BLOCK_DEFINITIONS,
  SITE_PAGE_MESSAGES,
  SITE_ROLE,
  type SitePageDetail,
  type SitePageList,
  type SitePageRevisionList,
  type SitePageSaveResult,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { addTestMember, signedInOwner, useTestApp, type Visitor } from './fixtures/create-test-app';

const textBlock = (id: string) => ({ id, type: 'text' as const, props: BLOCK_DEFINITIONS.text.defaults() });
const doc = (...ids: string[]) => ({ version: 1, root: { props: {} }, blocks: ids.map(textBlock) });

describe.each(testEngines())('owner pages API on %s', (engine) => {
  const t = useTestApp(engine);
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown, as?: Visitor) {
    return (as ?? (await owner())).request({ method, url, json });
  }

  async function create(title: string, layout = 'blank', parentId?: string): Promise<SitePageDetail> {
    const response = await call('POST', '/config/api/pages', {
      title,
      layout,
      ...(parentId ? { parentId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SitePageDetail>();
  }

  test('creates a draft page from a layout, its slug from the title, at revision 1', async () => {
    const page = await create('About us', 'about');
    expect(page).toMatchObject({
      title: 'About us',
      slug: 'about-us',
      url: '/about-us',
      status: 'draft',
      statusLabel: 'Draft',
      revision: 1,
      publishedRevision: null,
      hasUnpublishedChanges: true,
      locked: false,
      memberOnly: false,
      parentId: null,
      depth: 0,
    });
    expect(page.document.blocks.length).toBeGreaterThan(0);
    const again = await create('About us');
    expect(again.slug).toBe('about-us-1');
  });

  test.each(['blank', 'about', 'contact', 'landing', 'store'])(
    'the %s layout is a valid document',
    async (layout) => {
      const page = await create(`Layout ${layout}`, layout);
      const saved = await call('PUT', `/config/api/pages/${page.id}/document`, {
        baseRevision: page.revision,
        document: page.document,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    },
  );

  test('a title too short for a slug, or one of the server’s own paths, gets a free slug', async () => {
    expect((await create('Hi')).slug).toMatch(/^page(-\d+)?$/);
    expect((await create('Cart')).slug).toBe('cart-1');
    expect((await create('Shop')).slug).toBe('shop-1');
  });

  test('lists the pages as a tree: each child after its parent, one level deeper', async () => {
    const parent = await create('Services');
    const child = await create('Consulting', 'blank', parent.id);
    const list = (await call('GET', '/config/api/pages')).json<SitePageList>().pages;
    const at = list.findIndex((p) => p.id === parent.id);
    expect(list[at + 1]).toMatchObject({ id: child.id, parentId: parent.id, depth: 1, status: 'draft' });
    expect(list[at]).toMatchObject({ hasUnpublishedChanges: true, updatedAt: expect.any(String) as unknown });
  });

  test('saves a draft and answers the next revision; a second save from the same base is 409 PAGE_CHANGED', async () => {
    const page = await create('Conflict page');
    const first = await call('PUT', `/config/api/pages/${page.id}/document`, {
      baseRevision: 1,
      document: doc('a'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SitePageSaveResult>()).toMatchObject({
      revision: 2,
      savedAt: expect.any(String) as unknown,
    });

    const second = await call('PUT', `/config/api/pages/${page.id}/document`, {
      baseRevision: 1,
      document: doc('b'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PAGE_CHANGED', message: SITE_PAGE_MESSAGES.pageChanged });

    const read = (await call('GET', `/config/api/pages/${page.id}`)).json<SitePageDetail>();
    expect(read.revision).toBe(2);
    expect(read.document.blocks.map((b) => b.id)).toEqual(['a']);
  });

  test('keeps the newest 50 revisions of a page', async () => {
    const page = await create('Many saves');
    let revision = page.revision;
    for (let i = 0; i < 52; i += 1) {
      const saved = await call('PUT', `/config/api/pages/${page.id}/document`, {
        baseRevision: revision,
        document: doc(`b${i}`),
      });
      revision = saved.json<SitePageSaveResult>().revision;
    }
    const list = (await call('GET', `/config/api/pages/${page.id}/revisions`)).json<SitePageRevisionList>();
    expect(list.revisions).toHaveLength(50);
    expect(list.revisions[0]?.revision).toBe(revision);
    expect(list.revisions.at(-1)?.revision).toBe(revision - 49);
  });

  test('refuses an invalid document with 400 and the schema’s message, and an oversized one with 413', async () => {
    const page = await create('Validated');
    const invalid = await call('PUT', `/config/api/pages/${page.id}/document`, {
      baseRevision: 1,
      document: { version: 1, root: { props: {} }, blocks: [textBlock('x'), textBlock('x')] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'PAGE_INVALID', message: 'Two blocks have the id x.' });

    const unknownType = await call('PUT', `/config/api/pages/${page.id}/document`, {
      baseRevision: 1,
      document: { version: 1, root: { props: {} }, blocks: [{ id: 'x', type: 'script', props: {} }] },
    });
    expect(unknownType.statusCode).toBe(400);

    const big = 'x'.repeat(90_000);
    const blocks = Array.from({ length: 30 }, (_, i) => ({
      id: `t${i}`,
      type: 'text',
      props: { note: big },
    }));
    const oversized = await call('PUT', `/config/api/pages/${page.id}/document`, {
      baseRevision: 1,
      document: { version: 1, root: { props: {} }, blocks },
    });
    expect(oversized.statusCode).toBe(413);
    expect((await call('GET', `/config/api/pages/${page.id}`)).json<SitePageDetail>().revision).toBe(1);
  });

  test('publish makes the draft live; later edits are unpublished changes; unpublish goes back to Draft', async () => {
    const page = await create('Publish me');
    const published = await call('POST', `/config/api/pages/${page.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<SitePageDetail>()).toMatchObject({
      status: 'published',
      statusLabel: 'Published',
      publishedRevision: 1,
      hasUnpublishedChanges: false,
    });
    await call('PUT', `/config/api/pages/${page.id}/document`, { baseRevision: 1, document: doc('new') });
    const edited = (await call('GET', `/config/api/pages/${page.id}`)).json<SitePageDetail>();
    expect(edited).toMatchObject({
      status: 'published',
      revision: 2,
      publishedRevision: 1,
      hasUnpublishedChanges: true,
    });

    const unpublished = await call('POST', `/config/api/pages/${page.id}/unpublish`);
    expect(unpublished.json<SitePageDetail>()).toMatchObject({ status: 'draft', publishedRevision: null });
  });

  test('settings: slug rules, a taken slug is a field error, store pages and server paths are refused', async () => {
    const page = await create('Settings page');
    const other = await create('Other page');
    const put = (json: unknown) => call('PUT', `/config/api/pages/${page.id}/settings`, json);

    const taken = await put({ slug: other.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PAGE_SLUG_TAKEN',
      fieldErrors: { slug: expect.any(String) as unknown },
    });
    const store = await put({ slug: 'shop' });
    expect(store.statusCode).toBe(400);
    expect(store.json()).toMatchObject({
      fieldErrors: { slug: 'The site uses /shop itself. Choose another URL.' },
    });
    expect((await put({ slug: 'checkout' })).statusCode).toBe(400);
    const pattern = await put({ slug: 'Not A Slug' });
    expect(pattern.json()).toMatchObject({ fieldErrors: { slug: SITE_PAGE_MESSAGES.slugPattern } });

    const ok = await put({
      slug: 'our-story',
      seoTitle: 'Story',
      seoDescription: 'How it began',
      memberOnly: true,
      status: 'needsReview',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<SitePageDetail>()).toMatchObject({
      slug: 'our-story',
      seoTitle: 'Story',
      seoDescription: 'How it began',
      memberOnly: true,
      status: 'needsReview',
      statusLabel: 'Needs Review',
    });
    const locked = await put({ password: 'open sesame' });
    expect(locked.json<SitePageDetail>().locked).toBe(true);
    expect((await put({ password: null })).json<SitePageDetail>().locked).toBe(false);
  });

  test('a page cannot move under itself or its own subpage', async () => {
    const parent = await create('Tree root');
    const child = await create('Tree child', 'blank', parent.id);
    const loop = await call('PUT', `/config/api/pages/${parent.id}/settings`, { parentId: child.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ fieldErrors: { parentId: SITE_PAGE_MESSAGES.parentIsSelf } });
  });

  test('delete removes the page; its subpages move up', async () => {
    const parent = await create('Doomed');
    const child = await create('Survivor', 'blank', parent.id);
    expect((await call('DELETE', `/config/api/pages/${parent.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/config/api/pages/${parent.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/config/api/pages/${child.id}`)).json<SitePageDetail>().parentId).toBeNull();
  });

  test('a draft editor saves drafts but may not publish, nor change a live page’s settings', async () => {
    const credentials = { email: 'drafts@example.com', password: 'draft editor password' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.DRAFT_EDITOR });
    const drafter = await signedInOwner(t.app, credentials);
    const created = await call('POST', '/config/api/pages', { title: 'Drafted', layout: 'blank' }, drafter);
    expect(created.statusCode).toBe(201);
    const page = created.json<SitePageDetail>();
    const publish = await call('POST', `/config/api/pages/${page.id}/publish`, {}, drafter);
    expect(publish.statusCode).toBe(403);
    expect((await call('POST', `/config/api/pages/${page.id}/publish`, {})).statusCode).toBe(200);
    const rename = await call('PUT', `/config/api/pages/${page.id}/settings`, { slug: 'renamed' }, drafter);
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toMatchObject({ message: SITE_PAGE_MESSAGES.livePageNeedsEditor });
  });
});
