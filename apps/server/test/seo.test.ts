import {
  OWNER_PRODUCT_MESSAGES,
  type ProductDetail,
  type ProductList,
  type SitePageDetail,
  type UploadedFile,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { createPng, fileUpload } from './fixtures/create-test-images';
import { productInput } from './fixtures/create-test-product';
import {
  jsonLdScripts,
  offersOf,
  schemaOrgProductSchema,
  type SchemaOrgProduct,
} from './fixtures/schema-org-product';

/** The demo site's primary host is its first host name in order (127.0.0.1); the port is the request's. */
const ORIGIN = 'http://127.0.0.1:3000';

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`);
  return tag.exec(html)?.[1] ?? null;
}

function canonicalOf(html: string): string | null {
  return /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;
}

function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}

/** Owner calls and page views against one test app (the demo site: its store, no block pages). */
function ownerKit(t: ReturnType<typeof useTestApp>) {
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });
  const view = (url: string) => new Visitor(t.app).get(url);

  async function shopCollectionId(): Promise<string> {
    const list = (await call('GET', '/config/api/products')).json<ProductList>();
    const shop = list.collections.find((c) => c.urlId === 'shop');
    if (!shop) throw new Error('the demo has a shop');
    return shop.id;
  }

  async function createProduct(overrides: Parameters<typeof productInput>[1]): Promise<ProductDetail> {
    const response = await call(
      'POST',
      '/config/api/products',
      productInput(await shopCollectionId(), overrides),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductDetail>();
  }

  async function uploadImage(): Promise<string> {
    const upload = await (
      await owner()
    ).request({
      method: 'POST',
      url: '/config/api/files',
      raw: fileUpload(createPng(8, 8), 'scarf.png', 'image/png'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    return upload.json<UploadedFile>().url;
  }

  async function publishedPage(
    title: string,
    settings: Record<string, unknown> = {},
  ): Promise<SitePageDetail> {
    const created = (
      await call('POST', '/config/api/pages', { title, layout: 'blank' })
    ).json<SitePageDetail>();
    if (Object.keys(settings).length > 0) {
      const changed = await call('PUT', `/config/api/pages/${created.id}/settings`, settings);
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const published = await call('POST', `/config/api/pages/${created.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    return published.json<SitePageDetail>();
  }

  return { call, view, shopCollectionId, createProduct, uploadImage, publishedPage };
}

describe.each(testEngines())('search engines and sharing on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });
  const { call, view, shopCollectionId, createProduct, uploadImage, publishedPage } = ownerKit(t);

  async function productJsonLdOf(path: string): Promise<SchemaOrgProduct> {
    const response = await view(path);
    expect(response.statusCode).toBe(200);
    const scripts = jsonLdScripts(response.body);
    expect(scripts).toHaveLength(1);
    const checked = schemaOrgProductSchema.safeParse(JSON.parse(scripts[0] ?? ''));
    expect(checked.error?.issues ?? []).toEqual([]);
    return checked.data as SchemaOrgProduct;
  }

  test('a product page carries schema.org Product JSON-LD with an Offer per variant', async () => {
    const product = await productJsonLdOf('/shop/p/linen-shirt');
    expect(product.name).toBe('Linen Shirt');
    expect(product.sku).toBe('SHIRT-LINEN-SAND-S');
    expect(product.image).toContain(`${ORIGIN}/assets/demo/linen-shirt-sand.svg`);
    const offers = offersOf(product);
    expect(offers).toHaveLength(6);
    for (const offer of offers) {
      expect(offer).toMatchObject({
        price: '68.00',
        priceCurrency: 'USD',
        url: `${ORIGIN}/shop/p/linen-shirt`,
      });
    }
    // Navy/L has none left; Sand/M has 3 (README's "Try the store").
    expect(offers.find((o) => o.sku === 'SHIRT-LINEN-NAVY-L')?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(offers.find((o) => o.sku === 'SHIRT-LINEN-SAND-M')?.availability).toBe(
      'https://schema.org/InStock',
    );
  });

  test("an offer's price is what the shopper pays; sold out is OutOfStock; a gift card is always InStock", async () => {
    const mug = await productJsonLdOf('/shop/p/ceramic-mug');
    expect(mug.offers).toMatchObject({
      price: '18.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    const poster = await productJsonLdOf('/shop/p/concert-poster');
    expect(offersOf(poster).map((o) => o.availability)).not.toContain('https://schema.org/InStock');
    const giftCard = await productJsonLdOf('/shop/p/gift-card');
    expect(offersOf(giftCard).map((o) => o.availability)).toEqual(
      offersOf(giftCard).map(() => 'https://schema.org/InStock'),
    );
  });

  test('text an owner writes cannot end the JSON-LD script: "<" is escaped and the JSON reads back the same', async () => {
    const hostile = '</script><script>alert(1)</script> & <!-- Co';
    const created = await createProduct({
      title: hostile,
      description: '<p>Plain &amp; simple.</p>',
      images: [{ url: await uploadImage(), alt: 'A scarf' }],
    });
    const response = await view(created.fullUrl);
    const [script] = jsonLdScripts(response.body);
    expect(script).not.toContain('<');
    const product = schemaOrgProductSchema.parse(JSON.parse(script ?? ''));
    expect(product.name).toBe(hostile);
    expect(product.description).toBe('Plain & simple.');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  test('every storefront page sends its canonical address, OpenGraph and Twitter tags', async () => {
    const page = await publishedPage('Our story');
    for (const path of ['/', '/shop', `/${page.slug}`, '/cart', '/shop/p/linen-shirt']) {
      const html = (await view(`${path}?utm_source=mail`)).body;
      expect(canonicalOf(html), path).toBe(`${ORIGIN}${path}`);
      expect(metaContent(html, 'property', 'og:url'), path).toBe(`${ORIGIN}${path}`);
      expect(metaContent(html, 'property', 'og:site_name'), path).toBe('Plinth Supply Co.');
      expect(metaContent(html, 'property', 'og:title'), path).toBeTruthy();
      expect(metaContent(html, 'property', 'og:description'), path).toBeTruthy();
      expect(metaContent(html, 'name', 'twitter:card'), path).toMatch(/^summary(_large_image)?$/);
      expect(metaContent(html, 'name', 'twitter:title'), path).toBe(
        metaContent(html, 'property', 'og:title'),
      );
    }
    const product = (await view('/shop/p/ceramic-mug')).body;
    expect(metaContent(product, 'property', 'og:type')).toBe('product');
    expect(metaContent(product, 'property', 'og:image')).toBe(`${ORIGIN}/assets/demo/ceramic-mug.svg`);
    expect(metaContent(product, 'name', 'twitter:image')).toBe(`${ORIGIN}/assets/demo/ceramic-mug.svg`);
    expect(metaContent(product, 'name', 'twitter:card')).toBe('summary_large_image');
    // The shop shares its first product's picture.
    expect(metaContent((await view('/shop')).body, 'property', 'og:image')).toBe(
      `${ORIGIN}/assets/demo/linen-shirt-sand.svg`,
    );
  });

  test('an error page names no canonical address', async () => {
    const response = await view('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(canonicalOf(response.body)).toBeNull();
  });

  test("the home page's <title> says the site's name once, the theme's home and an owner's home page alike", async () => {
    expect(titleOf((await view('/')).body)).toBe('Plinth Supply Co.');
    const welcome = await publishedPage('Welcome');
    expect(titleOf((await view(`/${welcome.slug}`)).body)).toBe('Welcome — Plinth Supply Co.');
    const home = await call('PUT', `/config/api/pages/${welcome.id}/settings`, { isHome: true });
    expect(home.statusCode, home.body).toBe(200);
    const html = (await view('/')).body;
    expect(titleOf(html)).toBe('Plinth Supply Co.');
    // Its own slug redirects to "/": "/" is the address it names.
    expect(canonicalOf(html)).toBe(`${ORIGIN}/`);
    expect(
      (await call('PUT', `/config/api/pages/${welcome.id}/settings`, { isHome: false })).statusCode,
    ).toBe(200);
  });

  test("a product's SEO title and description are saved, read back and sent as its page's title and description", async () => {
    const created = await createProduct({ description: '<p>Hand-knitted from undyed wool.</p>' });
    let html = (await view(created.fullUrl)).body;
    expect(created).toMatchObject({ seoTitle: '', seoDescription: '' });
    expect(titleOf(html)).toBe(`${created.title} — Plinth Supply Co.`);
    expect(metaContent(html, 'name', 'description')).toBe('Hand-knitted from undyed wool.');

    const { id, fullUrl, createdAt: _c, updatedAt: _u, ...rest } = created;
    const saved = await call('PUT', `/config/api/products/${id}`, {
      ...rest,
      seoTitle: '  Undyed wool scarf | Supply  ',
      seoDescription: 'A scarf knitted by hand from undyed wool.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProductDetail>()).toMatchObject({
      seoTitle: 'Undyed wool scarf | Supply',
      seoDescription: 'A scarf knitted by hand from undyed wool.',
    });
    expect((await call('GET', `/config/api/products/${id}`)).json<ProductDetail>().seoTitle).toBe(
      'Undyed wool scarf | Supply',
    );
    html = (await view(fullUrl)).body;
    expect(titleOf(html)).toBe('Undyed wool scarf | Supply');
    expect(metaContent(html, 'property', 'og:title')).toBe('Undyed wool scarf | Supply');
    expect(metaContent(html, 'name', 'description')).toBe('A scarf knitted by hand from undyed wool.');
  });

  test('an SEO title or description over its limit is refused at its field', async () => {
    const response = await call(
      'POST',
      '/config/api/products',
      productInput(await shopCollectionId(), { seoTitle: 'x'.repeat(201), seoDescription: 'y'.repeat(401) }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.seoTitle).toBe(OWNER_PRODUCT_MESSAGES.seoTitleTooLong);
    expect(body.fieldErrors.seoDescription).toBe(OWNER_PRODUCT_MESSAGES.seoDescriptionTooLong);
  });

  test('robots.txt allows all but the editor and the APIs, and names the sitemap', async () => {
    const response = await view('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /config\nDisallow: /api\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});

describe.each(testEngines())('the sitemap on %s', (engine) => {
  // Its own site: the sitemap must list exactly what this describe made.
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });
  const { call, view, createProduct, publishedPage } = ownerKit(t);

  test('the sitemap lists exactly the public pages and the products the storefront shows, with lastmod', async () => {
    const open = await publishedPage('Open house');
    await publishedPage('Staff only', { password: 'a long secret phrase' });
    await publishedPage('Members corner', { memberOnly: true });
    await call('POST', '/config/api/pages', { title: 'Still a draft', layout: 'blank' });
    // A store page that is off, with a product: neither is on the storefront.
    const hidden = await call('POST', `/api/content-service/product/1.1/websites/${t.websiteId}/products`, {
      navigationTitle: 'Back room',
      title: 'Back room',
      urlId: 'back-room',
      description: '',
      enabled: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const hiddenProduct = await call(
      'POST',
      '/config/api/products',
      productInput(hidden.json<{ id: string }>().id, { title: 'Hidden stock' }),
    );
    expect(hiddenProduct.statusCode, hiddenProduct.body).toBe(201);

    const response = await view('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

    const list = (await call('GET', '/config/api/products')).json<ProductList>();
    const shop = list.collections.find((c) => c.urlId === 'shop');
    const shownProducts = list.products.filter((p) => p.collectionId === shop?.id).map((p) => p.fullUrl);
    expect(shownProducts.length).toBeGreaterThanOrEqual(9);
    // The demo's categories (demo-terms.ts), each holding a live product of /shop.
    const categories = [
      'home-and-living',
      'kitchen',
      'lighting',
      'apparel',
      'prints-and-paper',
      'services',
      'gifts',
    ];
    expect([...locs].sort()).toEqual(
      ['/', `/${open.slug}`, '/shop', ...shownProducts, ...categories.map((c) => `/shop/c/${c}`)]
        .map((p) => `${ORIGIN}${p}`)
        .sort(),
    );

    const mug = list.products.find((p) => p.urlId === 'ceramic-mug');
    const mugEntry = new RegExp(
      `<url><loc>${ORIGIN}/shop/p/ceramic-mug</loc><lastmod>([^<]*)</lastmod></url>`,
    ).exec(xml);
    expect(mugEntry?.[1]).toBe(new Date(mug?.updatedAt ?? '').toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(xml.match(/<url>/g)).toHaveLength(xml.match(/<lastmod>/g)?.length ?? -1);
  });

  test('the sitemap follows changes at once: a page taken off and a product deleted leave it', async () => {
    const page = await publishedPage('Short lived');
    const product = await createProduct({ title: 'Short lived product' });
    const before = (await view('/sitemap.xml')).body;
    expect(before).toContain(`<loc>${ORIGIN}/${page.slug}</loc>`);
    expect(before).toContain(`<loc>${ORIGIN}${product.fullUrl}</loc>`);

    expect((await call('POST', `/config/api/pages/${page.id}/unpublish`)).statusCode).toBe(200);
    expect((await call('DELETE', `/config/api/products/${product.id}`)).statusCode).toBe(204);
    const after = (await view('/sitemap.xml')).body;
    expect(after).not.toContain(`<loc>${ORIGIN}/${page.slug}</loc>`);
    expect(after).not.toContain(`<loc>${ORIGIN}${product.fullUrl}</loc>`);
  });
});

describe.each(testEngines())('the sitemap and product status on %s', (engine) => {
  let clock = Date.parse('2026-05-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  const { view, createProduct } = ownerKit(t);

  test('only live products are listed: a Draft never, a Scheduled one once its time has come', async () => {
    const draft = await createProduct({ title: 'Sitemap draft', status: 'draft' });
    const publishAt = new Date(clock + 60 * 60 * 1000).toISOString();
    const scheduled = await createProduct({ title: 'Sitemap later', status: 'scheduled', publishAt });
    const before = (await view('/sitemap.xml')).body;
    expect(before).toContain(`<loc>${ORIGIN}/shop/p/ceramic-mug</loc>`);
    expect(before).not.toContain(`<loc>${ORIGIN}${draft.fullUrl}</loc>`);
    expect(before).not.toContain(`<loc>${ORIGIN}${scheduled.fullUrl}</loc>`);
    // No write happens at the publish time: the cached sitemap ends there by itself.
    clock += 2 * 60 * 60 * 1000;
    const after = (await view('/sitemap.xml')).body;
    expect(after).toContain(`<loc>${ORIGIN}${scheduled.fullUrl}</loc>`);
    expect(after).not.toContain(`<loc>${ORIGIN}${draft.fullUrl}</loc>`);
  });
});

describe.each(testEngines())('canonical origin behind a proxy on %s', (engine) => {
  const t = useTestApp(engine, { trustProxy: true });

  test('canonical links and the sitemap use https when the trusted proxy says the request came over it', async () => {
    const visitor = new Visitor(t.app, 'localhost');
    const page = await visitor.request({
      method: 'GET',
      url: '/shop/p/ceramic-mug',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(canonicalOf(page.body)).toBe('https://127.0.0.1/shop/p/ceramic-mug');
    const sitemap = await visitor.request({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sitemap.body).toContain('<loc>https://127.0.0.1/shop</loc>');
  });
});
