import { BLOCK_DEFINITIONS, TERM_SUBJECT, type PageDocument } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { setSubjectTerms } from '../src/modules/terms';
import { insertTestBlockPage } from './fixtures/create-content';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

/** The Product summary block narrowed to a shop category (issue 22), on the demo store's categories. */
describe.each(testEngines())('Product summary by category on %s', (engine) => {
  const t = useTestApp(engine);
  const get = (url: string) => new Visitor(t.app).get(url);

  async function fixtures() {
    const owner = await signedInOwner(t.app);
    const terms = (await owner.request({ method: 'GET', url: '/config/api/terms?kind=category' })).json<{
      terms: { id: string; slug: string }[];
    }>().terms;
    const categoryId = (slug: string) => terms.find((c) => c.slug === slug)?.id ?? '';
    const products = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<{
      products: { id: string; urlId: string }[];
    }>().products;
    const productId = (urlId: string) => products.find((p) => p.urlId === urlId)?.id ?? '';
    const store = await t.db.kysely
      .selectFrom('collections')
      .select('id')
      .where('website_id', '=', t.websiteId)
      .where('url_id', '=', 'shop')
      .executeTakeFirstOrThrow();
    return { owner, categoryId, productId, storeId: store.id };
  }

  async function summaryPage(collectionId: string, categoryId: string, heading = 'From the kitchen') {
    const document: PageDocument = {
      version: 1,
      root: { props: {} },
      blocks: [
        {
          id: 'sum1',
          type: 'summary',
          props: { ...BLOCK_DEFINITIONS.summary.defaults(), collectionId, categoryId, heading, limit: 12 },
        },
      ],
    };
    return insertTestBlockPage(t.db, t.websiteId, document);
  }

  const cardTitles = (html: string) =>
    [...html.matchAll(/<h3 class="product-card__title" id="summary-sum1-\d+">([^<]*)<\/h3>/g)].map(
      (m) => m[1],
    );

  test('shows the live products of the category and its subcategories, with View all to its page', async () => {
    const { categoryId, storeId } = await fixtures();
    const page = await summaryPage(storeId, categoryId('home-and-living'));
    const response = await get(`/${page.slug}`);
    expect(response.statusCode).toBe(200);
    // The shop's own order, as /shop/c/home-and-living lists them.
    const shop = (await get('/shop/c/home-and-living?format=json')).json<{ items: { title: string }[] }>();
    expect(cardTitles(response.body)).toEqual(shop.items.map((i) => i.title));
    expect([...cardTitles(response.body)].sort()).toEqual(['Ceramic Mug', 'Coffee Beans', 'Vintage Lamp']);
    expect(response.body).toContain(
      '<p class="product-summary__more"><a href="/shop/c/home-and-living">View all<span class="visually-hidden"> products in Home &amp; Living</span></a></p>',
    );
    expect(response.body).toContain('/assets/theme/blocks-commerce.css');
    // All products: the whole store page, no View all.
    const all = (await get(`/${(await summaryPage(storeId, '')).slug}`)).body;
    expect(cardTitles(all).length).toBeGreaterThan(3);
    expect(all).not.toContain('product-summary__more');
  });

  test('a draft product never shows, and a product given the category shows at once (the cache follows)', async () => {
    const { owner, categoryId, productId, storeId } = await fixtures();
    const page = await summaryPage(storeId, categoryId('kitchen'));
    expect(cardTitles((await get(`/${page.slug}`)).body).sort()).toEqual(['Ceramic Mug', 'Coffee Beans']);

    const drafted = await owner.request({
      method: 'POST',
      url: '/config/api/products/bulk-status',
      json: { ids: [productId('coffee-beans')], status: 'draft' },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(cardTitles((await get(`/${page.slug}`)).body)).toEqual(['Ceramic Mug']);

    await writeTransaction(t.db, (trx) =>
      setSubjectTerms(trx, t.websiteId, TERM_SUBJECT.product, productId('linen-shirt'), {
        categories: ['Apparel', 'Kitchen'],
      }),
    );
    expect(cardTitles((await get(`/${page.slug}`)).body).sort()).toEqual(['Ceramic Mug', 'Linen Shirt']);
  });

  test('a removed category renders nothing for visitors; the editor preview says it is gone', async () => {
    const { owner, categoryId, storeId } = await fixtures();
    const gifts = categoryId('gifts');
    const page = await summaryPage(storeId, gifts, 'Gift ideas');
    expect((await get(`/${page.slug}`)).body).toContain('Gift ideas');

    const removed = await owner.request({ method: 'DELETE', url: `/config/api/terms/${gifts}` });
    expect(removed.statusCode, removed.body).toBe(204);
    const response = await get(`/${page.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Gift ideas');
    expect(response.body).not.toContain('product-summary');
    expect(response.body).toContain('<div class="block block--summary" data-block-id="sum1"></div>');

    const preview = await owner.request({ method: 'GET', url: `/config/pages/${page.id}/preview` });
    expect(preview.body).toContain('The chosen category no longer exists. Choose another, or All products.');
  });
});
