import type { ImportRun, ProductDetail, ProductList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { remoteImageFetcher } from '../src/modules/imports';
import { signedInOwner, useTestApp, type Visitor } from './fixtures/create-test-app';
import { createPng, multipartBody } from './fixtures/create-test-images';
import { importAndWait, importFixture } from './fixtures/import-runs';

const SHOPIFY = '/config/api/imports/shopify-csv';

describe.each(testEngines())('Shopify product CSV import on %s', (engine) => {
  const t = useTestApp(engine, { jobs: { worker: true } });
  let owner: Visitor;

  async function productByUrl(urlId: string): Promise<ProductDetail | null> {
    const list = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<ProductList>();
    const item = list.products.find((p) => p.urlId === urlId);
    if (!item) return null;
    return (
      await owner.request({ method: 'GET', url: `/config/api/products/${item.id}` })
    ).json<ProductDetail>();
  }

  test('imports products with their variants, prices, stock, status and SEO, sanitising the HTML', async () => {
    owner = await signedInOwner(t.app);
    const run = await importAndWait(
      owner,
      SHOPIFY,
      await importFixture('shopify-products.csv'),
      'products.csv',
    );
    expect(run).toMatchObject({
      status: 'done',
      kind: 'shopify-csv',
      total: 2,
      done: 2,
      imported: 2,
      updated: 0,
      skipped: 0,
      error: null,
    });
    // External images stay out (no --media folder) and the report says so, with their lines.
    expect(run.entries.filter((e) => e.outcome === 'note').map((e) => [e.subject, e.where])).toEqual([
      ['image', 'line 2'],
      ['image', 'line 3'],
    ]);
    const shirt = await productByUrl('linen-camp-shirt');
    expect(shirt).toMatchObject({
      title: 'Linen Shirt',
      status: 'active',
      seoTitle: 'Linen Shirt | Plinth',
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Sand', 'Navy'] },
      ],
    });
    expect(shirt?.description).toBe('<p>A <strong>breezy</strong> shirt.</p><p>Cool</p>');
    expect(
      shirt?.variants.map((v) => [v.sku, v.priceCents, v.salePriceCents, v.onSale, v.unlimited, v.stock]),
    ).toEqual([
      ['LS-S-SAND', 123450, 0, false, false, 5],
      ['LS-M-SAND', 150000, 123450, true, false, 0],
      ['LS-L-NAVY', 3000, 0, false, true, 0],
    ]);
    expect(await productByUrl('mug')).toMatchObject({
      status: 'draft',
      options: [],
      variants: [{ sku: 'MUG-1', stock: 12 }],
    });
  });

  test('importing the same file again updates by handle and SKU, creating nothing new', async () => {
    const before = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<ProductList>()
      .products.length;
    const shirtBefore = await productByUrl('linen-camp-shirt');
    const csv = (await importFixture('shopify-products.csv'))
      .toString()
      .replace('Linen Shirt,', 'Linen Shirt Mk II,');
    const run = await importAndWait(owner, SHOPIFY, csv, 'products.csv');
    expect(run).toMatchObject({ status: 'done', imported: 0, updated: 2, skipped: 0 });
    const after = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<ProductList>()
      .products.length;
    expect(after).toBe(before);
    const shirt = await productByUrl('linen-camp-shirt');
    expect(shirt?.title).toBe('Linen Shirt Mk II');
    // The same variants (ids kept: carts holding them keep working).
    expect(shirt?.variants.map((v) => v.id)).toEqual(shirtBefore?.variants.map((v) => v.id));
  });

  test('a bad price refuses only its product, naming the line; the others are imported whole', async () => {
    const run = await importAndWait(owner, SHOPIFY, await importFixture('bad-prices.csv'), 'bad-prices.csv');
    expect(run).toMatchObject({ status: 'done', total: 3, done: 3, imported: 2, skipped: 1 });
    expect(run.entries[0]).toEqual({
      outcome: 'skipped',
      subject: 'product',
      name: 'bad',
      where: 'line 3',
      reason: 'Variant Price "abc" is not a price (write it like 1234.50).',
    });
    expect(await productByUrl('bad')).toBeNull();
    expect((await productByUrl('good'))?.variants[0]?.priceCents).toBe(123450);
  });

  test('a handle split over separate blocks is refused whole, with its lines', async () => {
    const run = await importAndWait(owner, SHOPIFY, await importFixture('split-handles.csv'), 'split.csv');
    expect(run).toMatchObject({ status: 'done', total: 2, done: 2, imported: 1, skipped: 1 });
    expect(run.entries[0]?.reason).toBe(
      'The rows of "split" are in separate places (line 2, line 4); a product\'s rows must be together. Nothing of it was imported.',
    );
    expect(await productByUrl('split')).toBeNull();
  });

  test('a file without the required columns fails whole with the reason and writes nothing', async () => {
    const before = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<ProductList>()
      .products.length;
    const run = await importAndWait(
      owner,
      SHOPIFY,
      await importFixture('missing-columns.csv'),
      'missing.csv',
    );
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^Line 1: the file has no "Handle" column\./);
    const after = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<ProductList>()
      .products.length;
    expect(after).toBe(before);
  });

  test('a row whose SKU another product holds updates that product, keeping its address', async () => {
    const csv = 'Handle,Title,Variant SKU,Variant Price\nthief,Renamed Mug,MUG-1,5\n';
    const run = await importAndWait(owner, SHOPIFY, csv, 'renamed.csv');
    expect(run).toMatchObject({ imported: 0, updated: 1, skipped: 0 });
    expect(await productByUrl('mug')).toMatchObject({
      title: 'Renamed Mug',
      variants: [{ sku: 'MUG-1', priceCents: 500 }],
    });
    expect(await productByUrl('thief')).toBeNull();
  });

  test('the list shows the latest runs, newest first', async () => {
    const list = (await owner.request({ method: 'GET', url: '/config/api/imports' })).json<{
      runs: ImportRun[];
    }>();
    expect(list.runs.length).toBeGreaterThanOrEqual(5);
    expect(list.runs[0]?.fileName).toBe('renamed.csv');
    expect(list.runs[0]).not.toHaveProperty('entries');
  });

  test('refuses a request without the file, or with the file in another field', async () => {
    const none = await owner.request({ method: 'POST', url: SHOPIFY, json: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'IMPORT_FILE_MISSING',
      fieldErrors: { file: 'Choose a file to import.' },
    });
    const elsewhere = await owner.request({
      method: 'POST',
      url: SHOPIFY,
      raw: multipartBody([
        { name: 'upload', content: 'Handle\n', fileName: 'a.csv', contentType: 'text/csv' },
      ]),
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe.each(testEngines())('Shopify product CSV export on %s', (engine) => {
  const t = useTestApp(engine, { jobs: { worker: true } });

  test('exports the whole catalogue, one row per variant, and imports back as updates', async () => {
    const owner = await signedInOwner(t.app);
    const response = await owner.request({ method: 'GET', url: '/config/api/imports/products.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const csv = response.body;
    expect(csv.startsWith('\uFEFF"Handle","Title","Body (HTML)"')).toBe(true);
    const products = (
      await owner.request({ method: 'GET', url: '/config/api/products' })
    ).json<ProductList>();
    const variantCount = products.products.reduce((n, p) => n + p.variantCount, 0);
    const rowsWithPrice = csv
      .split('\r\n')
      .filter((line) => /^"[^"]+",/.test(line) && /"\d+(\.\d+)?"/.test(line));
    expect(rowsWithPrice.length).toBeGreaterThanOrEqual(variantCount);
    const run = await importAndWait(owner, SHOPIFY, Buffer.from(csv), 'products.csv');
    // Gift cards are made in the editor, never imported.
    const giftCards = products.products.filter((p) => p.productType === 4).length;
    expect(run).toMatchObject({ status: 'done', imported: 0, skipped: giftCards });
    expect(run.updated).toBe(products.products.length - giftCards);
  });

  test('cells a spreadsheet would run as formulas are neutralised; tags and type are written', async () => {
    const owner = await signedInOwner(t.app);
    const csv =
      'Handle,Title,Body (HTML),Variant SKU,Variant Price\nformula,"=HYPERLINK(""http://evil.test"")",@risk,+SKU,10\n';
    const run = await importAndWait(owner, SHOPIFY, csv, 'formula.csv');
    expect(run).toMatchObject({ imported: 1 });
    await importAndWait(owner, SHOPIFY, await importFixture('shopify-products.csv'), 'products.csv');
    const out = (await owner.request({ method: 'GET', url: '/config/api/imports/products.csv' })).body;
    const row = out.split('\r\n').find((line) => line.startsWith('"formula"'));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(row).toContain(`"'+SKU"`);
    expect(row).toContain(`"'@risk"`);
    const shirt = out.split('\r\n').find((line) => line.startsWith('"linen-camp-shirt","Linen Shirt'));
    // Existing terms are reused whatever their case (the demo site has "Summer" and "Linen").
    expect(shirt).toMatch(/"Shirts","summer, linen"/i);
  });
});

describe.each(testEngines())('Shopify product images brought in from their addresses on %s', (engine) => {
  // A local server stands in for the shop's CDN; the fetcher is told to let 127.0.0.1 answer.
  let server: Server;
  let base = '';
  let requests = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests += 1;
      if (request.url === '/files/linen-front.png') {
        return response.writeHead(200, { 'content-type': 'image/png' }).end(createPng(40, 30));
      }
      return response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  const t = useTestApp(
    engine,
    { jobs: { worker: true }, importFetchImages: true },
    {
      fetchRemoteImage: remoteImageFetcher({
        timeoutMs: 5000,
        maxBytes: 1024 * 1024,
        allowPrivateAddresses: true,
      }),
    },
  );

  test('the images come into the file library once; one the address does not have is noted', async () => {
    const owner = await signedInOwner(t.app);
    const csv = (await importFixture('shopify-products.csv'))
      .toString('utf8')
      .replace('https://cdn.example.com/files/linen-front.jpg', `${base}/files/linen-front.png`)
      .replace('https://cdn.example.com/files/linen-back.jpg', `${base}/files/gone.png`);
    const run = await importAndWait(owner, SHOPIFY, csv, 'products.csv');
    expect(run.status).toBe('done');
    const notes = run.entries.filter((e) => e.outcome === 'note');
    expect(notes.map((e) => [e.subject, e.where])).toEqual([['image', 'line 3']]);
    expect(notes[0]?.reason).toBe(
      `The image gone.png could not be brought in from ${base}/files/gone.png: the address answered 404.`,
    );
    const list = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<ProductList>();
    const shirt = list.products.find((p) => p.urlId === 'linen-camp-shirt');
    const detail = (
      await owner.request({ method: 'GET', url: `/config/api/products/${shirt?.id}` })
    ).json<ProductDetail>();
    expect(detail.images).toHaveLength(1);
    expect(detail.images[0]).toMatchObject({ width: 40, height: 30 });
    expect(detail.images[0]?.url).toMatch(/^\/assets\/uploads\//);
    const files = async () =>
      (await owner.request({ method: 'GET', url: '/config/api/files' })).json<{ files: unknown[] }>().files
        .length;
    const filesAfterFirst = await files();

    // Again: the image is the one already in the library, not downloaded a second time.
    const before = requests;
    const again = await importAndWait(owner, SHOPIFY, csv, 'products.csv');
    expect(again.status).toBe('done');
    expect(await files()).toBe(filesAfterFirst);
    expect(requests - before).toBe(1); // only the missing one is asked for again
  });
});
