import { BLOCK_DEFINITIONS, type PageDocument } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { productCard, renderContext, renderOne } from './block-test-context';
import { COMMERCE_RENDERERS, productBlockPurchases } from './commerce-renderers';

const cards = [
  productCard('p1'),
  productCard('p2', {
    onSale: true,
    statusClass: 'on-sale',
    priceLabel: '$18.00',
    originalPriceLabel: '$24.00',
  }),
  productCard('p3', { soldOut: true, statusClass: 'sold-out', soldOutLabel: 'Gone for now', image: null }),
  productCard('p4', { hasPriceRange: true, title: 'Mugs <set>' }),
];
const context = () =>
  renderContext({
    collections: new Map([['shop', [...cards, { ...productCard('p5'), excerpt: 'Stoneware, made here.' }]]]),
    products: new Map(cards.map((c) => [c.id, c])),
  });

describe('summary block', () => {
  test('shows at most `limit` cards of the collection, as the shop’s cards draw them', () => {
    const html = renderOne('summary', { collectionId: 'shop', limit: 4, heading: 'New in' }, context());
    expect(html).toContain(
      '<section class="product-summary product-summary--grid" style="--summary-columns:3;--summary-phone-columns:2" aria-labelledby="summary-b1-heading"><h2 class="product-summary__heading" id="summary-b1-heading">New in</h2>',
    );
    expect(html.split('<li class="product-card').length - 1).toBe(4);
    expect(html).toContain('<a class="product-card__link" href="/shop/p/p1">');
    expect(html).toContain('<h3 class="product-card__title" id="summary-b1-1">Product p1</h3>');
    expect(html).toContain('<p class="price"><span class="price__current">$25.00</span></p>');
    expect(html).toContain(
      '<span class="price__sale"><span class="visually-hidden">Sale price</span> $18.00</span> <s class="price__original"><span class="visually-hidden">Original price</span> $24.00</s>',
    );
    expect(html).toContain('<li class="product-card product-summary__card sold-out">');
    expect(html).toContain('<span class="badge badge--sold-out">Gone for now</span>');
    expect(html).toContain('<span class="badge badge--sale">Sale</span>');
    expect(html).toContain('<span class="price__from">From</span> ');
    expect(html).toContain('Mugs &lt;set&gt;');
    expect(html).toContain('<span class="product-card__placeholder"><svg class="image-placeholder"');
    expect(html).toContain('/assets/uploads/site1/p1aa-1000w.webp 1000w');
  });

  test('title, price and excerpt toggles; an untitled card’s link keeps a name', () => {
    const html = renderOne(
      'summary',
      { collectionId: 'shop', showTitle: false, showPrice: false, showExcerpt: true, layout: 'list' },
      context(),
    );
    expect(html).not.toContain('product-card__title');
    expect(html).not.toContain('class="price"');
    expect(html).toContain('<a class="product-card__link" href="/shop/p/p1" aria-label="Product p1">');
    expect(html).toContain('<p class="product-summary__excerpt">Stoneware, made here.</p>');
    expect(html).toContain('product-summary--list');
  });

  test('the row layout scrolls and is focusable; an unknown or unset collection renders nothing', () => {
    expect(renderOne('summary', { collectionId: 'shop', layout: 'row' }, context())).toContain(
      '<ul class="product-summary__list" role="list" tabindex="0">',
    );
    expect(renderOne('summary', { collectionId: 'other' }, context())).toBe('');
    expect(renderOne('summary', { collectionId: '' }, context())).toBe('');
  });

  test('references its collection', () => {
    const block = { id: 'b', type: 'summary' as const, props: { collectionId: 'shop' } };
    expect(COMMERCE_RENDERERS.summary.references(block)).toEqual({ collectionIds: ['shop'] });
  });
});

describe('summary block by category', () => {
  const kitchen = {
    name: 'Kitchen & Table',
    slug: 'kitchen-and-table',
    productIds: new Set(['p2', 'p4', 'p5']),
  };
  const withCategories = (editorHints = false) =>
    renderContext({
      ...context(),
      productCategories: new Map([['cat1', kitchen]]),
      editorHints,
    });

  test('shows only the category’s products, in the shop’s order, and links View all to its page', () => {
    const html = renderOne(
      'summary',
      { collectionId: 'shop', categoryId: 'cat1', limit: 2 },
      withCategories(),
    );
    expect(html).toBe(
      '<section class="product-summary product-summary--grid" style="--summary-columns:3;--summary-phone-columns:2" aria-label="Kitchen &amp; Table">' +
        '<ul class="product-summary__list" role="list">' +
        html.slice(html.indexOf('<li'), html.indexOf('</ul>')) +
        '</ul><p class="product-summary__more"><a href="/shop/c/kitchen-and-table">View all<span class="visually-hidden"> products in Kitchen &amp; Table</span></a></p></section>',
    );
    expect([...html.matchAll(/href="(\/shop\/p\/p\d)"/g)].map((m) => m[1])).toEqual([
      '/shop/p/p2',
      '/shop/p/p4',
    ]);
  });

  test('list and carousel layouts, excerpt and heading as without a category', () => {
    const list = renderOne(
      'summary',
      {
        collectionId: 'shop',
        categoryId: 'cat1',
        layout: 'list',
        showExcerpt: true,
        heading: 'For the table',
      },
      withCategories(),
    );
    expect(list).toContain(
      'product-summary--list" style="--summary-columns:3;--summary-phone-columns:2" aria-labelledby="summary-b1-heading">',
    );
    expect(list).toContain('<p class="product-summary__excerpt">Stoneware, made here.</p>');
    expect(list).toContain('View all');
    const row = renderOne(
      'summary',
      { collectionId: 'shop', categoryId: 'cat1', layout: 'row' },
      withCategories(),
    );
    expect(row).toContain('<ul class="product-summary__list" role="list" tabindex="0">');
  });

  test('a removed category renders nothing for visitors; the editor says it is gone', () => {
    expect(renderOne('summary', { collectionId: 'shop', categoryId: 'gone' }, withCategories())).toBe('');
    expect(renderOne('summary', { collectionId: 'shop', categoryId: 'gone' }, withCategories(true))).toBe(
      '<p class="product-summary__hint">The chosen category no longer exists. Choose another, or All products.</p>',
    );
  });

  test('a category with no live products on the store page renders nothing; the editor says so', () => {
    const empty = renderContext({
      ...context(),
      productCategories: new Map([
        ['cat2', { name: 'Lighting', slug: 'lighting', productIds: new Set(['draft']) }],
      ]),
    });
    expect(renderOne('summary', { collectionId: 'shop', categoryId: 'cat2' }, empty)).toBe('');
    expect(
      renderOne('summary', { collectionId: 'shop', categoryId: 'cat2' }, { ...empty, editorHints: true }),
    ).toBe('<p class="product-summary__hint">No products in “Lighting” to show yet.</p>');
  });

  test('All products ("") shows the whole store page without View all; references its category', () => {
    const html = renderOne('summary', { collectionId: 'shop', categoryId: '' }, withCategories());
    expect(html.split('<li class="product-card').length - 1).toBe(5);
    expect(html).not.toContain('View all');
    const block = { id: 'b', type: 'summary' as const, props: { collectionId: 'shop', categoryId: 'cat1' } };
    expect(COMMERCE_RENDERERS.summary.references(block)).toEqual({
      collectionIds: ['shop'],
      productCategoryIds: ['cat1'],
    });
  });
});

describe('product block', () => {
  test('image, title, price and, for a product with nothing to choose, the add-to-cart island', () => {
    const html = renderOne('product', { productId: 'p2' }, context());
    expect(html).toContain(
      '<article class="product-block product-block--side on-sale" aria-labelledby="product-b1-title">',
    );
    expect(html).toContain(
      '<a class="product-block__media" href="/shop/p/p2" tabindex="-1" aria-hidden="true">',
    );
    expect(html).toContain(
      '<h3 class="product-block__title" id="product-b1-title"><a href="/shop/p/p2">Product p2</a></h3>',
    );
    expect(html).toContain('$18.00');
    expect(html).toContain('<div class="product-block__buy"><!--island:listing-button-block-b1--></div>');
    expect(html).not.toContain('View product');
  });

  test('a product whose options must be chosen first links to its page with View product', () => {
    const options = productCard('p6', { requiresSelection: true, sku: null });
    const html = renderOne(
      'product',
      { productId: 'p6' },
      renderContext({ products: new Map([['p6', options]]) }),
    );
    expect(html).toContain(
      '<a class="button button--primary product-block__button" href="/shop/p/p6" aria-describedby="product-b1-title">View product</a>',
    );
    expect(html).not.toContain('<!--island:');
  });

  test('productBlockPurchases names each product block that shows a button, nested ones too', () => {
    const options = productCard('p6', { requiresSelection: true, sku: null });
    const products = new Map([...cards.map((c) => [c.id, c] as const), ['p6', options] as const]);
    const product = (id: string, productId: string) => ({
      id,
      type: 'product' as const,
      props: { productId },
    });
    const document: PageDocument = {
      version: 1,
      root: { props: {} },
      blocks: [
        product('a', 'p1'),
        product('b', 'p6'),
        product('c', 'gone'),
        {
          id: 'cols',
          type: 'columns',
          props: BLOCK_DEFINITIONS.columns.defaults(),
          slots: { 'column-1': [product('d', 'p3')], 'column-2': [] },
        },
      ],
    };
    const found = productBlockPurchases(document, products).map((p) => [p.marker, p.card.id]);
    expect(found).toEqual([
      ['listing-button-block-a', 'p1'],
      ['listing-button-block-d', 'p3'],
    ]);
  });

  test('sold out shows its badge, also without the image', () => {
    const html = renderOne('product', { productId: 'p3', showImage: false, layout: 'stacked' }, context());
    expect(html).toContain('product-block--stacked sold-out');
    expect(html).not.toContain('product-block__media');
    expect(html).toContain('<span class="badge badge--sold-out">Gone for now</span>');
  });

  test('an unknown product renders nothing; references its product', () => {
    expect(renderOne('product', { productId: 'nope' }, context())).toBe('');
    const block = { id: 'b', type: 'product' as const, props: { productId: 'p1' } };
    expect(COMMERCE_RENDERERS.product.references(block)).toEqual({ productIds: ['p1'] });
  });
});
