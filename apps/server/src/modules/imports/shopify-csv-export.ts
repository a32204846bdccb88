import { fractionDigits } from '@plinth/commerce';
import { TERM_SUBJECT, type ProductDetail, type SubjectTerms } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { csvCell } from '../forms';
import { listProductDetailsAfter } from '../products';
import type { Site } from '../sites';
import { listSubjectTerms } from '../terms';
import { formatPriceText } from './price-text';
import { SHOPIFY_COLUMNS, type ShopifyColumn } from './shopify-csv-blocks';

const PAGE_SIZE = 200;

type Cells = Partial<Record<ShopifyColumn, string>>;

/**
 * The whole catalogue in Shopify's product CSV layout, a line at a time (a page of products read at
 * a time, so memory stays bounded): one row per variant, the product's fields on its first row, and
 * the images past the first as rows of their own. Every cell goes through the form export's csvCell,
 * so a cell a spreadsheet would run as a formula starts with an apostrophe.
 */
export async function* exportShopifyCsv(
  executor: Executor,
  site: Site,
  nowMs: number,
): AsyncGenerator<string> {
  yield line(Object.fromEntries(SHOPIFY_COLUMNS.map((c) => [c, c])));
  const origin = site.primaryHost ? `https://${site.primaryHost}` : '';
  let after: string | null = null;
  for (;;) {
    const page = await listProductDetailsAfter(executor, site, after, PAGE_SIZE, nowMs);
    const terms = await listSubjectTerms(
      executor,
      site.id,
      TERM_SUBJECT.product,
      page.map((p) => p.id),
    );
    for (const product of page) {
      yield productRows(product, terms.get(product.id), site.currency, origin).map(line).join('');
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    after = last.id;
  }
}

function line(cells: Cells): string {
  return `${SHOPIFY_COLUMNS.map((c) => csvCell(cells[c] ?? '')).join(',')}\r\n`;
}

function productRows(
  product: ProductDetail,
  terms: SubjectTerms | undefined,
  currency: string,
  origin: string,
): Cells[] {
  const digits = fractionDigits(currency);
  const handle = product.urlId;
  const options = product.options.slice(0, 3);
  const [firstImage, ...moreImages] = product.images;
  const rows = product.variants.map((variant, i): Cells => {
    const price = variant.onSale ? variant.salePriceCents : variant.priceCents;
    const cells: Cells = {
      Handle: handle,
      'Variant SKU': variant.sku,
      'Variant Price': formatPriceText(price, digits),
      'Variant Compare At Price': variant.onSale ? formatPriceText(variant.priceCents, digits) : '',
      'Variant Inventory Tracker': variant.unlimited ? '' : 'shopify',
      'Variant Inventory Qty': variant.unlimited ? '' : String(variant.stock),
      'Variant Requires Shipping': product.productType === 1 ? 'TRUE' : 'FALSE',
      'Variant Image': variant.image ? origin + variant.image.url : '',
    };
    if (options.length === 0) {
      cells['Option1 Name'] = i === 0 ? 'Title' : '';
      cells['Option1 Value'] = 'Default Title';
    }
    options.forEach((option, n) => {
      const index = (n + 1) as 1 | 2 | 3;
      if (i === 0) cells[`Option${index} Name`] = option.name;
      cells[`Option${index} Value`] = variant.attributes[option.name] ?? '';
    });
    return cells;
  });
  const first = rows[0] ?? { Handle: handle };
  Object.assign(first, {
    Title: product.title,
    'Body (HTML)': product.description,
    Type: terms?.categories[0]?.name ?? '',
    Tags: (terms?.tags ?? []).map((t) => t.name).join(', '),
    Published: product.status === 'active' ? 'TRUE' : 'FALSE',
    Status: product.status === 'active' ? 'active' : 'draft',
    'Gift Card': product.productType === 4 ? 'TRUE' : 'FALSE',
    'SEO Title': product.seoTitle,
    'SEO Description': product.seoDescription,
  } satisfies Cells);
  if (firstImage) Object.assign(first, imageCells(firstImage, 1, origin));
  if (rows.length === 0) rows.push(first);
  moreImages.forEach((image, i) => rows.push({ Handle: handle, ...imageCells(image, i + 2, origin) }));
  return rows;
}

function imageCells(image: { url: string; alt: string }, position: number, origin: string): Cells {
  return { 'Image Src': origin + image.url, 'Image Position': String(position), 'Image Alt Text': image.alt };
}
