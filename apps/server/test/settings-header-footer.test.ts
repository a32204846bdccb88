import type { ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp, signedInOwner, Visitor } from './fixtures/create-test-app';

const URL = '/api/site-header-footer';

const DEFAULTS = {
  header: { title: '', announcement: '', showCartLink: true, showAccountLink: true },
  footer: { text: '', links: [], showPoweredBy: true },
};

function headerFooter(change: { header?: object; footer?: object } = {}) {
  return {
    header: { ...DEFAULTS.header, ...change.header },
    footer: { ...DEFAULTS.footer, ...change.footer },
  };
}

describe.each(testEngines())('site header and footer on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  function put(json: unknown) {
    return owner.request({ method: 'PUT', url: URL, json });
  }

  test('a site that never saved answers the defaults', async () => {
    const response = await owner.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
  });

  test('saves the header and footer and shows them on every storefront page at once', async () => {
    const saved = headerFooter({
      header: { title: 'Plinth Supply', announcement: 'Free shipping this week', showCartLink: false },
      footer: {
        text: 'Plinth Supply Co., 1 Harbour Lane',
        links: [
          { title: 'Instagram', url: 'https://instagram.com/plinth' },
          { title: 'Email us', url: 'mailto:hello@example.com' },
          { title: 'Shipping', url: '/shipping' },
        ],
        showPoweredBy: false,
      },
    });
    const shopper = new Visitor(t.app);
    const before = (await shopper.get('/shop')).body;
    expect(before).toContain('Powered by Plinth');

    const response = await put(saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await owner.get(URL)).json()).toEqual(saved);

    for (const path of ['/', '/shop', '/shop/p/linen-shirt', '/cart', '/no-such-page']) {
      const html = (await shopper.get(path)).body;
      expect(html, path).toContain('<a class="site-title" href="/">Plinth Supply</a>');
      expect(html, path).toContain('Free shipping this week');
      // The Cart link goes; the island stays for the added-to-cart popover.
      expect(html, path).not.toContain('class="plinth-cart-pill__link"');
      expect(html, path).toContain('data-island="cart-pill"');
      expect(html, path).toContain('<a class="site-header__account" href="/account">Account</a>');
      expect(html, path).toContain('<a href="mailto:hello@example.com">Email us</a>');
      expect(html, path).toContain('Plinth Supply Co., 1 Harbour Lane');
      expect(html, path).not.toContain('Powered by Plinth');
    }
    await put(DEFAULTS);
  });

  test('empty title and footer text fall back to the site title and the copyright line', async () => {
    await put(headerFooter({ header: { showAccountLink: false } }));
    const page = (await new Visitor(t.app).get('/shop?format=json')).json<{
      header: { title: string; showAccountLink: boolean };
      footer: { text: string };
    }>();
    expect(page.header).toMatchObject({ title: 'Plinth Supply Co.', showAccountLink: false });
    expect(page.footer.text).toBe(`© ${new Date().getFullYear()} Plinth Supply Co.`);
    const html = (await new Visitor(t.app).get('/shop')).body;
    expect(html).not.toContain('href="/account"');
    expect(html).toContain('class="plinth-cart-pill__link"');
    await put(DEFAULTS);
  });

  test.each([
    [
      'a javascript: link',
      { footer: { links: [{ title: 'x', url: 'javascript:alert(1)' }] } },
      'footer.links.0.url',
    ],
    ['a data: link', { footer: { links: [{ title: 'x', url: 'data:text/html,hi' }] } }, 'footer.links.0.url'],
    [
      'a link to another host without a scheme',
      { footer: { links: [{ title: 'x', url: '//evil.example' }] } },
      'footer.links.0.url',
    ],
    [
      'a link with a space',
      { footer: { links: [{ title: 'x', url: 'https://a b.example' }] } },
      'footer.links.0.url',
    ],
    [
      'a link longer than 2083 characters',
      { footer: { links: [{ title: 'x', url: `/${'a'.repeat(2083)}` }] } },
      'footer.links.0.url',
    ],
    ['an empty link title', { footer: { links: [{ title: '  ', url: '/' }] } }, 'footer.links.0.title'],
    [
      'a link title over 60 characters',
      { footer: { links: [{ title: 'x'.repeat(61), url: '/' }] } },
      'footer.links.0.title',
    ],
    ['a header title over 100 characters', { header: { title: 'x'.repeat(101) } }, 'header.title'],
    [
      'an announcement over 200 characters',
      { header: { announcement: 'x'.repeat(201) } },
      'header.announcement',
    ],
    ['a two-line announcement', { header: { announcement: 'one\ntwo' } }, 'header.announcement'],
    ['footer text over 500 characters', { footer: { text: 'x'.repeat(501) } }, 'footer.text'],
    [
      'more than 10 footer links',
      { footer: { links: Array.from({ length: 11 }, () => ({ title: 'x', url: '/' })) } },
      'footer.links',
    ],
    ['a flag that is not a boolean', { header: { showCartLink: 'yes' } }, 'header.showCartLink'],
  ])('refuses %s with a 400 naming the field', async (_name, change, field) => {
    const response = await put(headerFooter(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>().message).toContain(field);
    expect(response.json<ApiError>().fieldErrors).toHaveProperty([field]);
    expect((await owner.get(URL)).json()).toEqual(DEFAULTS);
  });

  test("says why a link is refused, in the spec's words", async () => {
    const response = await put(
      headerFooter({ footer: { links: [{ title: 'x', url: 'javascript:alert(1)' }] } }),
    );
    expect(response.json<ApiError>().message).toBe(
      'Invalid request: footer.links.0.url javascript:alert(1) is not a valid page URL: it must start with "/", http://, https://, mailto: or tel:',
    );
  });

  test('refuses a body without the footer', async () => {
    const response = await put({ header: DEFAULTS.header });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain('footer');
  });

  test('accepts every allowed kind of link', async () => {
    const links = [
      '/',
      '/shop?sort=new#top',
      'http://example.com',
      'HTTPS://example.com/a',
      'tel:+15551234',
      'mailto:a@b.example',
    ];
    const response = await put(
      headerFooter({ footer: { links: links.map((url) => ({ title: url, url })) } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    await put(DEFAULTS);
  });

  test('a write without the crumb is refused with 403 and changes nothing', async () => {
    const response = await owner.request({
      method: 'PUT',
      url: URL,
      json: headerFooter({ header: { title: 'Nope' } }),
      crumb: 'omit',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CRUMB_FAIL' });
    expect((await owner.get(URL)).json()).toEqual(DEFAULTS);
  });

  test('a signed-out visitor gets 401 for reads and writes', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    expect((await visitor.get(URL)).statusCode).toBe(401);
    const write = await visitor.request({ method: 'PUT', url: URL, json: DEFAULTS });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  test('damaged stored data reads as the defaults and the storefront still renders', async () => {
    const { websiteId } = t;
    const row = await t.db.kysely
      .selectFrom('websites')
      .select('settings')
      .where('id', '=', websiteId)
      .executeTakeFirstOrThrow();
    const damaged = {
      ...(JSON.parse(row.settings) as object),
      headerFooter: { header: { title: 42 }, footer: 'nope' },
    };
    await t.db.kysely
      .updateTable('websites')
      .set({ settings: JSON.stringify(damaged) })
      .where('id', '=', websiteId)
      .execute();
    await t.app.sites.invalidate(websiteId);

    expect((await owner.get(URL)).json()).toEqual(DEFAULTS);
    const page = await new Visitor(t.app).get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Powered by Plinth');
    expect((await put(DEFAULTS)).statusCode).toBe(200);
  });
});
