import type { SitePageDetail } from '@plinth/contracts';
import type { PageContext } from '@plinth/theme';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

/** The home page has one address: "/" serves it and its own /{slug} answers 301 to "/". */
describe.each(testEngines())('the home page’s one address on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });

  async function livePage(title: string): Promise<SitePageDetail> {
    const created = await call('POST', '/config/api/pages', { title, layout: 'about' });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json<SitePageDetail>();
    expect((await call('POST', `/config/api/pages/${page.id}/publish`, {})).statusCode).toBe(200);
    return page;
  }
  const setHome = async (id: string, isHome = true) =>
    expect((await call('PUT', `/config/api/pages/${id}/settings`, { isHome })).statusCode).toBe(200);
  const view = (url: string, as = new Visitor(t.app)) => as.get(url);

  test('/{slug} of the home page answers 301 to "/", keeping the query; "/" serves it, ?format=json too', async () => {
    const page = await livePage('Start here');
    expect((await view(`/${page.slug}`)).statusCode).toBe(200);
    await setHome(page.id);

    const moved = await view(`/${page.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/');
    const json = await view(`/${page.slug}?format=json`);
    expect(json.statusCode).toBe(301);
    expect(json.headers.location).toBe('/?format=json');

    const home = await view('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`data-page-id="${page.id}"`);
    const context = (await view('/?format=json')).json<PageContext>();
    expect(context.sitePage).toMatchObject({ id: page.id, slug: page.slug });

    // No longer the home page: its own address serves it again.
    await setHome(page.id, false);
    expect((await view(`/${page.slug}`)).statusCode).toBe(200);
  });

  test('a page that is not live is not redirected: its address stays a 404 and "/" the theme home', async () => {
    const created = await call('POST', '/config/api/pages', { title: 'Draft home', layout: 'blank' });
    const page = created.json<SitePageDetail>();
    await setHome(page.id);
    expect((await view(`/${page.slug}`)).statusCode).toBe(404);
    expect((await view('/')).body).toContain('class="hero"');
    await setHome(page.id, false);
  });

  test('a locked home page’s right password leads back to "/"', async () => {
    const page = await livePage('Private home');
    await setHome(page.id);
    await call('PUT', `/config/api/pages/${page.id}/settings`, { password: 'open sesame' });
    const visitor = new Visitor(t.app);
    const lock = await view('/', visitor);
    expect(lock.body).toContain(`action="/${page.slug}" method="post"`);
    const right = await visitor.request({
      method: 'POST',
      url: `/${page.slug}`,
      form: { crumb: visitor.cookies.get('crumb') ?? '', password: 'open sesame' },
      crumb: 'omit',
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/');
    expect((await view('/', visitor)).body).toContain(`data-page-id="${page.id}"`);
    await call('PUT', `/config/api/pages/${page.id}/settings`, { password: null, memberOnly: true });
    const denied = await view('/');
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toContain('href="/account/login?returnTo=%2F">Sign in</a>');
    await setHome(page.id, false);
  });
});
