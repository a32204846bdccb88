import {
  SITE_PAGE_MESSAGES,
  SITE_ROLE,
  type SiteLayout,
  type SitePageDetail,
  type SitePageList,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { addTestMember, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

/** The main navigation's part of a storefront page: the links visitors see. */
function mainNav(html: string): string {
  const start = html.indexOf('<nav class="site-nav" aria-label="Main">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</nav>', start));
}

describe.each(testEngines())('block pages and the navigation on %s', (engine) => {
  const t = useTestApp(engine);
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown, as?: Visitor) =>
    (as ?? (await owner())).request({ method, url, json });

  async function create(title: string, addToNavigation?: boolean): Promise<SitePageDetail> {
    const response = await call('POST', '/config/api/pages', { title, layout: 'about', addToNavigation });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SitePageDetail>();
  }
  const publish = async (id: string) =>
    expect((await call('POST', `/config/api/pages/${id}/publish`, {})).statusCode).toBe(200);
  const editorLayout = async () =>
    (await call('GET', '/api/commondata/GetSiteLayout')).json<SiteLayout>().layout;
  const mainLinks = async () => (await editorLayout())[0]?.links ?? [];
  const saveMain = (items: unknown[], fieldName = 'mainNavigation') =>
    call('POST', '/api/widget/UpdateNavigation', { fieldName, templateId: 'default', navigation: { items } });
  const storefrontNav = async (url = '/') => mainNav((await new Visitor(t.app).get(url)).body);

  test('Add to main navigation: the new page ends the main navigation, by id, shown once it is live', async () => {
    const page = await create('Our team', true);
    expect(page).toMatchObject({ inNavigation: true, navigations: ['mainNavigation'], isHome: false });
    const links = await mainLinks();
    // The navigation was never saved: its default (Home, the store pages) comes first.
    expect(links.map((l) => l.title)).toEqual(['Home', 'Shop', 'Our team']);
    expect(links[2]).toMatchObject({ collectionId: page.id, externalLink: null, url: '/our-team' });
    // A draft is in the editor's navigation but not on the storefront.
    expect(await storefrontNav()).not.toContain('href="/our-team"');
    await publish(page.id);
    expect(await storefrontNav()).toContain('href="/our-team"');
    // The link follows the page when its slug changes.
    await call('PUT', `/config/api/pages/${page.id}/settings`, { slug: 'the-team' });
    const nav = await storefrontNav();
    expect(nav).toContain('href="/the-team"');
    expect(nav).not.toContain('href="/our-team"');
    // Unpublished: gone from the storefront's menu again, kept in the editor's.
    await call('POST', `/config/api/pages/${page.id}/unpublish`);
    expect(await storefrontNav()).not.toContain('href="/the-team"');
    expect((await mainLinks()).map((l) => l.url)).toContain('/the-team');
  });

  test('UpdateNavigation links a block page by its id in collectionId; an unknown id is refused', async () => {
    const page = await create('Linked by hand');
    await publish(page.id);
    const saved = await saveMain([
      { title: 'Home', collectionId: null, externalLink: '/', memberAreaId: null },
      { title: 'Hand', collectionId: page.id, externalLink: null, memberAreaId: null },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storefrontNav()).toContain(`href="/${page.slug}"`);
    const listed = (await call('GET', '/config/api/pages')).json<SitePageList>().pages;
    expect(listed.find((p) => p.id === page.id)).toMatchObject({ inNavigation: true });
    const refused = await saveMain([{ title: 'Nowhere', collectionId: 'nosuchpage', externalLink: null }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NAVIGATION_UNKNOWN_COLLECTION',
      fieldErrors: {
        'navigation.items.0.collectionId': '"Nowhere" links to a page that does not exist on this site.',
      },
    });
  });

  test('deleting a page removes its links from both navigations in the same step; a folder left empty goes', async () => {
    const page = await create('Short lived');
    const other = await create('Stays');
    await publish(page.id);
    const link = (title: string, id: string) => ({
      title,
      collectionId: id,
      externalLink: null,
      memberAreaId: null,
    });
    expect(
      (
        await saveMain([
          { title: 'Home', collectionId: null, externalLink: '/', memberAreaId: null },
          link('Short', page.id),
          {
            title: 'More',
            collectionId: null,
            externalLink: null,
            memberAreaId: null,
            items: [link('Again', page.id)],
          },
          link('Stays', other.id),
        ])
      ).statusCode,
    ).toBe(200);
    expect((await saveMain([link('Footer short', page.id)], 'secondaryNavigation')).statusCode).toBe(200);
    const before = (await call('GET', `/config/api/pages/${page.id}`)).json<SitePageDetail>();
    expect(before).toMatchObject({
      inNavigation: true,
      navigations: ['mainNavigation', 'secondaryNavigation'],
    });
    expect(SITE_PAGE_MESSAGES.deleteInBothNavigations).toBe(
      'Both navigations link to this page; the links will be removed.',
    );
    expect((await call('DELETE', `/config/api/pages/${page.id}`)).statusCode).toBe(204);
    const stored = await t.db.kysely
      .selectFrom('websites')
      .select('settings')
      .where('id', '=', t.websiteId)
      .executeTakeFirstOrThrow();
    expect(stored.settings).not.toContain(page.id);
    const layout = await editorLayout();
    expect(layout[0]?.links.map((l) => l.title)).toEqual(['Home', 'Stays']);
    expect(layout[1]?.links).toEqual([]);
    const after = (await call('GET', `/config/api/pages/${other.id}`)).json<SitePageDetail>();
    expect(after).toMatchObject({ inNavigation: true, navigations: ['mainNavigation'] });
  });

  test('a page no navigation links to says so', async () => {
    const page = await create('Unlinked');
    expect(page).toMatchObject({ inNavigation: false, navigations: [] });
  });

  test('a draft editor may create pages but not add them to the navigation (403, nothing created)', async () => {
    const credentials = { email: 'drafts-nav@example.com', password: 'draft editor password' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.DRAFT_EDITOR });
    const drafter = await signedInOwner(t.app, credentials);
    const before = (await call('GET', '/config/api/pages')).json<SitePageList>().pages.length;
    const refused = await call(
      'POST',
      '/config/api/pages',
      { title: 'Sneaky', layout: 'blank', addToNavigation: true },
      drafter,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SITE_PAGE_MESSAGES.addToNavigationNeedsEditor });
    expect((await call('GET', '/config/api/pages')).json<SitePageList>().pages.length).toBe(before);
    const home = await call(
      'PUT',
      `/config/api/pages/${(await create('Not home')).id}/settings`,
      { isHome: true },
      drafter,
    );
    expect(home.statusCode).toBe(403);
  });

  test('the home page is served at "/" once live, one per site; without one "/" is the theme home', async () => {
    const themeHome = (await new Visitor(t.app).get('/')).body;
    expect(themeHome).toContain('class="hero"');
    const first = await create('Welcome');
    const set = await call('PUT', `/config/api/pages/${first.id}/settings`, { isHome: true });
    expect(set.json<SitePageDetail>()).toMatchObject({ isHome: true, url: '/' });
    // Not live yet: "/" stays the theme's home.
    expect((await new Visitor(t.app).get('/')).body).toContain('class="hero"');
    await publish(first.id);
    const served = (await new Visitor(t.app).get('/')).body;
    expect(served).toContain(`data-page-id="${first.id}"`);
    expect(served).not.toContain('class="hero"');
    // Choosing another home page unsets the first.
    const second = await create('Welcome two');
    await publish(second.id);
    await call('PUT', `/config/api/pages/${second.id}/settings`, { isHome: true });
    expect((await new Visitor(t.app).get('/')).body).toContain(`data-page-id="${second.id}"`);
    const pages = (await call('GET', '/config/api/pages')).json<SitePageList>().pages;
    expect(pages.filter((p) => p.isHome).map((p) => p.id)).toEqual([second.id]);
    // A navigation link to the home page leads to "/".
    expect(
      (await saveMain([{ title: 'Start', collectionId: second.id, externalLink: null }])).statusCode,
    ).toBe(200);
    expect((await mainLinks())[0]).toMatchObject({ url: '/' });
    await call('PUT', `/config/api/pages/${second.id}/settings`, { isHome: false });
    expect((await new Visitor(t.app).get('/')).body).toContain('class="hero"');
  });
});
