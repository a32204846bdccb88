import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ImportFileError } from './import-file-error';
import { readShopifyItems, scanShopifyCsv, type ShopifyBlock } from './shopify-csv-blocks';
import { mapShopifyBlock } from './shopify-product-map';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/imports');

async function blocksOf(path: string): Promise<ShopifyBlock[]> {
  const blocks: ShopifyBlock[] = [];
  for await (const item of readShopifyItems(path)) if ('block' in item) blocks.push(item.block);
  return blocks;
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plinth-csv-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function csvFile(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe('reading a Shopify product CSV', () => {
  test('groups rows by handle and reads every field of the first row', async () => {
    const blocks = await blocksOf(join(FIXTURES, 'shopify-products.csv'));
    expect(blocks.map((b) => [b.handle, b.line, b.rows.length])).toEqual([
      ['linen-camp-shirt', 2, 3],
      ['mug', 5, 1],
    ]);
    const shirt = mapShopifyBlock(blocks[0] as ShopifyBlock, 2);
    expect(shirt).toMatchObject({
      ok: true,
      product: {
        handle: 'linen-camp-shirt',
        title: 'Linen Shirt',
        type: 'Shirts',
        tags: ['summer', 'linen'],
        status: 'active',
        seoTitle: 'Linen Shirt | Plinth',
        seoDescription: 'A breezy linen shirt for summer.',
        options: [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Colour', values: ['Sand', 'Navy'] },
        ],
        images: [
          {
            src: 'https://cdn.example.com/files/linen-front.jpg',
            position: 1,
            alt: 'Linen shirt front',
            line: 2,
          },
          {
            src: 'https://cdn.example.com/files/linen-back.jpg',
            position: 2,
            alt: 'Linen shirt back',
            line: 3,
          },
        ],
      },
    });
    if (!shirt.ok) throw new Error('mapped');
    expect(shirt.product.descriptionHtml).toContain('<script>');
    expect(shirt.product.variants).toEqual([
      {
        line: 2,
        sku: 'LS-S-SAND',
        attributes: { Size: 'S', Colour: 'Sand' },
        priceCents: 123450,
        salePriceCents: 0,
        onSale: false,
        stock: 5,
        imageSrc: null,
      },
      // Compare-at above the price: Plinth's price is the compare-at, on sale at the price.
      {
        line: 3,
        sku: 'LS-M-SAND',
        attributes: { Size: 'M', Colour: 'Sand' },
        priceCents: 150000,
        salePriceCents: 123450,
        onSale: true,
        stock: 0,
        imageSrc: null,
      },
      // No tracker and no count: Shopify does not count it, so unlimited.
      {
        line: 4,
        sku: 'LS-L-NAVY',
        attributes: { Size: 'L', Colour: 'Navy' },
        priceCents: 3000,
        salePriceCents: 0,
        onSale: false,
        stock: null,
        imageSrc: null,
      },
    ]);
  });

  test('a product without options ("Title" / "Default Title") has none, and Status draft wins over Published', async () => {
    const [, mug] = await blocksOf(join(FIXTURES, 'shopify-products.csv'));
    expect(mapShopifyBlock(mug as ShopifyBlock, 2)).toMatchObject({
      ok: true,
      product: { options: [], status: 'draft', variants: [{ attributes: {}, priceCents: 1800, stock: 12 }] },
    });
  });

  test('refuses "abc" as a price naming its line, and reads "1,234.50"', async () => {
    const [good, bad] = await blocksOf(join(FIXTURES, 'bad-prices.csv'));
    expect(mapShopifyBlock(good as ShopifyBlock, 2)).toMatchObject({
      ok: true,
      product: { variants: [{ priceCents: 123450 }] },
    });
    expect(mapShopifyBlock(bad as ShopifyBlock, 2)).toEqual({
      ok: false,
      line: 3,
      reason: 'Variant Price "abc" is not a price (write it like 1234.50).',
    });
  });

  test('names the missing columns on line 1', async () => {
    await expect(blocksOf(join(FIXTURES, 'missing-columns.csv'))).rejects.toThrow(
      /^Line 1: the file has no "Handle" column\./,
    );
  });

  test('finds a handle whose rows are in separate blocks', async () => {
    const scan = await scanShopifyCsv(join(FIXTURES, 'split-handles.csv'));
    expect(scan.total).toBe(2);
    expect([...scan.splitHandles]).toEqual([['split', [2, 4]]]);
  });

  test('refuses 1,000 variants on one product with the limit', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `big,${i === 0 ? 'Big' : ''},Size,S${i},BIG-${i},10`);
    const path = await csvFile(
      'big.csv',
      `Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price\n${rows.join('\n')}\n`,
    );
    const [big] = await blocksOf(path);
    expect(mapShopifyBlock(big as ShopifyBlock, 2)).toEqual({
      ok: false,
      line: 2,
      reason:
        '"big" has 1000 variants (lines 2–1001); a product may have at most 250. Split it into several products.',
    });
  });

  test('refuses two variants with the same option values, naming both lines', async () => {
    const path = await csvFile(
      'twice.csv',
      'Handle,Title,Option1 Name,Option1 Value,Variant Price\ntee,Tee,Size,M,10\ntee,,,m,10\n',
    );
    const [tee] = await blocksOf(path);
    expect(mapShopifyBlock(tee as ShopifyBlock, 2)).toEqual({
      ok: false,
      line: 3,
      reason: 'This variant has the same option values as the one on line 2.',
    });
  });

  test('a multi-line cell keeps the next row on its own line number', async () => {
    const path = await csvFile(
      'multi.csv',
      'Handle,Title,Body (HTML),Variant Price\na,A,"<p>one</p>\n<p>two</p>",1\nb,B,,2\n',
    );
    expect((await blocksOf(path)).map((b) => [b.handle, b.line])).toEqual([
      ['a', 2],
      ['b', 4],
    ]);
  });
});

describe('encodings', () => {
  const latin = 'Handle,Title,Variant Price\ncafe,Caf\u00e9 cr\u00e8me,3\n';

  test('reads a Latin-1 file as Latin-1', async () => {
    const path = await csvFile('latin1.csv', Buffer.from(latin, 'latin1'));
    const [cafe] = await blocksOf(path);
    expect(cafe?.rows[0]?.get('Title')).toBe('Caf\u00e9 cr\u00e8me');
  });

  test('reads UTF-16 with its byte order mark', async () => {
    const path = await csvFile(
      'utf16.csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(latin, 'utf16le')]),
    );
    const [cafe] = await blocksOf(path);
    expect(cafe?.rows[0]?.get('Title')).toBe('Caf\u00e9 cr\u00e8me');
  });

  test('reads UTF-8 with a byte order mark', async () => {
    const path = await csvFile(
      'bom.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(latin)]),
    );
    const [cafe] = await blocksOf(path);
    expect(cafe?.rows[0]?.get('Title')).toBe('Caf\u00e9 cr\u00e8me');
  });

  test('refuses UTF-16 without a byte order mark, saying how to fix it', async () => {
    const path = await csvFile('utf16-nobom.csv', Buffer.from(latin, 'utf16le'));
    const error = await blocksOf(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toMatch(/NUL bytes and no byte order mark.*Save it as UTF-8/);
  });

  test('refuses an unclosed quote with its line', async () => {
    const path = await csvFile('quote.csv', 'Handle,Title,Variant Price\na,"A,1\nb,B,2\n');
    await expect(blocksOf(path)).rejects.toThrow(/^Line \d+: a quoted cell is never closed/);
  });
});
