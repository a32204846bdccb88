import type { ProductDetail } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productInput } from './fixtures/create-test-product';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';
import { Visitor } from './fixtures/create-test-app';

/** Descriptions that once made the save fail with a 500 (a thrown RangeError, or a NUL the database refuses). */
describe.each(testEngines())('owner product description on %s', (engine) => {
  let t: StoreOwnerApp;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  test('saves links with out-of-range or zero character references, turned into U+FFFD', async () => {
    const description = `<a href="&#x${'f'.repeat(300)};">x</a> <a href="&#0;/ok">y</a>`;
    const created = await t.call(
      'POST',
      '/config/api/products',
      productInput(t.collectionId, { description }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<ProductDetail>();
    expect(product.description).toBe('<a href="\uFFFD">x</a> <a href="\uFFFD/ok">y</a>');

    const updated = await t.call(
      'PUT',
      `/config/api/products/${product.id}`,
      productInput(t.collectionId, { description: `<p>a&#0;b</p>${description}<svg>drawn</svg>` }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const reread = await t.call('GET', `/config/api/products/${product.id}`);
    expect(reread.json<ProductDetail>().description).toBe(`<p>a&#0;b</p>${product.description}`);
  });

  test('keeps the list items after one whose <math>…<style> is never closed', async () => {
    const items = Array.from({ length: 58 }, (_, i) => i + 1);
    const description = `<ul>${items
      .map((n) => (n === 10 ? '<li>Item 10 <math><mtext><table><mglyph><style>x</li>' : `<li>Item ${n}</li>`))
      .join('')}</ul>`;
    const created = await t.call(
      'POST',
      '/config/api/products',
      productInput(t.collectionId, { description }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<ProductDetail>().description;
    expect(saved).toContain('<li>Item 10 </li><li>Item 11</li>');
    expect(saved).toContain('<li>Item 58</li></ul>');
  });

  test('refuses, with a field error naming the tag, a description whose end an unclosed tag would swallow', async () => {
    const message =
      'The description has a <style> tag that is never closed, so the text after it would be lost. Close it with </style> or remove it.';
    const response = await t.call(
      'POST',
      '/config/api/products',
      productInput(t.collectionId, { description: '<p>Intro</p><style>p{}<p>All the rest of my text</p>' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'PRODUCT_INVALID',
      message,
      fieldErrors: { description: message },
    });
  });

  test('a description as the rich-text field writes it renders on the product page, its scripts inert', async () => {
    // What Tiptap's getHTML gives for the editor's headings, marks, lists, quote, links and alignment,
    // plus what a hand-made request could add.
    const description =
      '<h2 class="rich-text-align-center">Made to last</h2><p>Washed <strong>linen</strong>, <em>soft</em>, ' +
      '<u>cool</u> and <s>stiff</s>.</p><ul><li><p>Machine wash</p></li></ul><ol start="3"><li><p>Dry flat</p></li></ol>' +
      '<blockquote><p>Best shirt.</p></blockquote><p><a href="/about" target="_blank" rel="noopener">Our story</a> ' +
      '<a href="tel:+351123">call</a> <a href="javascript:alert(1)">bad</a></p>' +
      '<p onclick="alert(2)">x<script>alert(3)</script><img src=x onerror="alert(4)"></p>';
    const created = await t.call(
      'POST',
      '/config/api/products',
      productInput(t.collectionId, { description }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<ProductDetail>();
    const page = (await new Visitor(t.app).get(product.fullUrl)).body;
    const shown = /<div class="product__description prose">([\s\S]*?)<\/div>/.exec(page)?.[1];
    expect(shown).toBe(
      '<h2 class="rich-text-align-center">Made to last</h2><p>Washed <strong>linen</strong>, <em>soft</em>, ' +
        '<u>cool</u> and <s>stiff</s>.</p><ul><li><p>Machine wash</p></li></ul><ol start="3"><li><p>Dry flat</p></li></ol>' +
        '<blockquote><p>Best shirt.</p></blockquote><p><a href="/about" target="_blank" rel="noopener">Our story</a> ' +
        '<a href="tel:+351123">call</a> <a>bad</a></p><p>x</p>',
    );
  });
});
