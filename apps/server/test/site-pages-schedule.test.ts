import { BLOCK_DEFINITIONS, type SitePageDetail, type SitePageList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

const HOUR = 60 * 60 * 1000;
const block = (id: string) => ({ id, type: 'text' as const, props: BLOCK_DEFINITIONS.text.defaults() });
const doc = (...ids: string[]) => ({ version: 1, root: { props: {} }, blocks: ids.map(block) });

/**
 * Scheduling a page that is live keeps the published version on the site; at publishAt the scheduled
 * version replaces it (docs/pages.md, "Schedule"). The app's clock is moved by the test.
 */
describe.each(testEngines())('scheduling a live page on %s', (engine) => {
  let clock = Date.parse('2026-04-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });
  const read = async (id: string) => (await call('GET', `/config/api/pages/${id}`)).json<SitePageDetail>();
  const listed = async (id: string) =>
    (await call('GET', '/config/api/pages')).json<SitePageList>().pages.find((p) => p.id === id);

  async function saveDraft(id: string, ...blocks: string[]) {
    const page = await read(id);
    const saved = await call('PUT', `/config/api/pages/${id}/document`, {
      baseRevision: page.revision,
      document: doc(...blocks),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  async function publish(id: string, publishAt?: number) {
    const body = publishAt === undefined ? {} : { publishAt: new Date(publishAt).toISOString() };
    const response = await call('POST', `/config/api/pages/${id}/publish`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SitePageDetail>();
  }
  /** A page live with one text block `old`, its draft changed to `next`. */
  async function livePage(title: string, next = 'new'): Promise<SitePageDetail> {
    const created = (
      await call('POST', '/config/api/pages', { title, layout: 'blank' })
    ).json<SitePageDetail>();
    await saveDraft(created.id, 'old');
    await publish(created.id);
    await saveDraft(created.id, next);
    return read(created.id);
  }
  const body = async (slug: string) => {
    const response = await new Visitor(t.app).get(`/${slug}`);
    return { status: response.statusCode, html: response.body };
  };

  test('the published version stays live until publishAt, then the scheduled one replaces it', async () => {
    const page = await livePage('Spring menu');
    const publishedRevision = page.publishedRevision;
    const scheduled = await publish(page.id, clock + HOUR);
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      statusLabel: 'Scheduled',
      live: true,
      publishedRevision,
      hasUnpublishedChanges: false,
    });
    const before = await body(page.slug);
    expect(before.status).toBe(200);
    expect(before.html).toContain('data-block-id="old"');
    expect(before.html).not.toContain('data-block-id="new"');
    // The JSON context is the live copy too.
    const json = await new Visitor(t.app).get(`/${page.slug}?format=json`);
    expect(
      json.json<{ sitePage: { document: { blocks: { id: string }[] } } }>().sitePage.document.blocks,
    ).toEqual([expect.objectContaining({ id: 'old' })]);

    clock += HOUR;
    const after = await body(page.slug);
    expect(after.html).toContain('data-block-id="new"');
    expect(after.html).not.toContain('data-block-id="old"');
    expect(await read(page.id)).toMatchObject({
      status: 'published',
      live: true,
      publishedRevision: page.revision,
      publishedAt: scheduled.publishAt,
      hasUnpublishedChanges: false,
    });
  });

  test('a page that was not live stays off the site until its time', async () => {
    const created = (
      await call('POST', '/config/api/pages', { title: 'Launch', layout: 'blank' })
    ).json<SitePageDetail>();
    await saveDraft(created.id, 'launch');
    expect(await publish(created.id, clock + HOUR)).toMatchObject({ status: 'scheduled', live: false });
    expect((await body(created.slug)).status).toBe(404);
    clock += HOUR;
    expect((await body(created.slug)).html).toContain('data-block-id="launch"');
  });

  test('a private page keeps its old copy off the site when scheduled', async () => {
    const page = await livePage('Private then scheduled');
    await call('PUT', `/config/api/pages/${page.id}/settings`, { status: 'private' });
    expect(await publish(page.id, clock + HOUR)).toMatchObject({ status: 'scheduled', live: false });
    expect((await body(page.slug)).status).toBe(404);
    clock += HOUR;
    expect((await body(page.slug)).html).toContain('data-block-id="new"');
  });

  test('Cancel schedule keeps a live page live with its published version; a page that was not live goes back to Draft', async () => {
    const page = await livePage('Cancelled update');
    await publish(page.id, clock + HOUR);
    const cancelled = await call('POST', `/config/api/pages/${page.id}/cancel-schedule`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<SitePageDetail>()).toMatchObject({
      status: 'published',
      live: true,
      publishedRevision: page.publishedRevision,
      hasUnpublishedChanges: true,
    });
    clock += 2 * HOUR;
    expect((await body(page.slug)).html).toContain('data-block-id="old"');

    const fresh = (
      await call('POST', '/config/api/pages', { title: 'Never live', layout: 'blank' })
    ).json<SitePageDetail>();
    await publish(fresh.id, clock + HOUR);
    const back = (await call('POST', `/config/api/pages/${fresh.id}/cancel-schedule`)).json<SitePageDetail>();
    expect(back).toMatchObject({ status: 'draft', live: false, publishAt: null });
    clock += 2 * HOUR;
    expect((await body(fresh.slug)).status).toBe(404);
  });

  test('a second schedule after the first came due keeps the first version live until its own time', async () => {
    const page = await livePage('Two schedules', 'second');
    await publish(page.id, clock + HOUR);
    clock += HOUR;
    expect((await body(page.slug)).html).toContain('data-block-id="second"');
    await saveDraft(page.id, 'third');
    expect(await publish(page.id, clock + HOUR)).toMatchObject({ status: 'scheduled', live: true });
    const between = await body(page.slug);
    expect(between.html).toContain('data-block-id="second"');
    expect(between.html).not.toContain('data-block-id="third"');
    clock += HOUR;
    expect((await body(page.slug)).html).toContain('data-block-id="third"');
  });

  test('a live page with a scheduled update stays in the menu; Unpublish takes it and its schedule off', async () => {
    const page = await livePage('Menu page');
    const items = [{ title: 'Menu page', collectionId: page.id, externalLink: null }];
    const saved = await call('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'mainNavigation',
      templateId: 'default',
      navigation: { items },
    });
    expect(saved.statusCode).toBe(200);
    await publish(page.id, clock + HOUR);
    expect((await new Visitor(t.app).get('/shop')).body).toContain(`href="/${page.slug}"`);
    expect((await listed(page.id))?.live).toBe(true);

    await call('POST', `/config/api/pages/${page.id}/unpublish`);
    expect(await read(page.id)).toMatchObject({ status: 'draft', live: false, publishAt: null });
    clock += 2 * HOUR;
    expect((await body(page.slug)).status).toBe(404);
  });
});
