import { PRODUCT_LIMITS, TERM_LIMITS } from '@plinth/contracts';
import { parsePriceText } from './price-text';
import type { ShopifyBlock, ShopifyColumn, ShopifyRow } from './shopify-csv-blocks';

export interface ShopifyVariantDraft {
  line: number;
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** null: unlimited (Shopify does not track its stock). */
  stock: number | null;
  imageSrc: string | null;
}

export interface ShopifyImageDraft {
  line: number;
  src: string;
  alt: string;
  position: number;
}

/** One product of the file as Plinth will hold it, before anything is written. */
export interface ShopifyProductDraft {
  handle: string;
  line: number;
  lastLine: number;
  title: string;
  descriptionHtml: string;
  /** Shopify's product type, kept as a category (the terms model); '' for none. */
  type: string;
  tags: string[];
  status: 'active' | 'draft';
  seoTitle: string;
  seoDescription: string;
  options: { name: string; values: string[] }[];
  variants: ShopifyVariantDraft[];
  images: ShopifyImageDraft[];
  /** Things the import leaves out of this product, worth telling (a tag or type too long). */
  notes: string[];
}

export type ShopifyMapResult =
  { ok: true; product: ShopifyProductDraft } | { ok: false; line: number; reason: string };

const OPTION_COLUMNS = [
  ['Option1 Name', 'Option1 Value'],
  ['Option2 Name', 'Option2 Value'],
  ['Option3 Name', 'Option3 Value'],
] as const satisfies readonly (readonly [ShopifyColumn, ShopifyColumn])[];

const isTrue = (text: string) => text.trim().toLowerCase() === 'true';

class RowProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads one handle's rows (Shopify's layout: the first row carries the product, every row may add a
 * variant and an image). Pure: refusals come back with the line to name, never thrown.
 */
export function mapShopifyBlock(block: ShopifyBlock, fractionDigits: number): ShopifyMapResult {
  try {
    return { ok: true, product: mapBlock(block, fractionDigits) };
  } catch (error) {
    if (error instanceof RowProblem) return { ok: false, line: error.line, reason: error.message };
    throw error;
  }
}

function mapBlock(block: ShopifyBlock, fractionDigits: number): ShopifyProductDraft {
  const [first] = block.rows;
  if (!first) throw new RowProblem(block.line, 'The product has no rows.');
  const title = first.get('Title').trim();
  if (title === '') {
    throw new RowProblem(
      first.line,
      `The first row of "${block.handle}" has no Title; its first row must carry the product.`,
    );
  }
  if (isTrue(first.get('Gift Card'))) {
    throw new RowProblem(
      first.line,
      'Gift cards are not imported: create the gift card product in the editor (Products, Add product, Gift card).',
    );
  }
  const variantRows = block.rows.filter(isVariantRow);
  const variantCount = variantRows.length + block.rowsLeftOut;
  if (variantCount > PRODUCT_LIMITS.variantsMax) {
    throw new RowProblem(
      block.line,
      `"${block.handle}" has ${block.rowsLeftOut > 0 ? 'more than ' : ''}${variantCount} variants (lines ${block.line}–${block.lastLine}); a product may have at most ${PRODUCT_LIMITS.variantsMax}. Split it into several products.`,
    );
  }
  const optionNames = readOptionNames(first);
  const variants = variantRows.map((row) => readVariant(row, optionNames, fractionDigits));
  if (variants.length === 0)
    throw new RowProblem(first.line, `"${block.handle}" has no variant row (no Variant Price).`);
  checkDistinctVariants(variants, optionNames);
  const notes: string[] = [];
  return {
    handle: block.handle,
    line: block.line,
    lastLine: block.lastLine,
    title,
    descriptionHtml: first.get('Body (HTML)'),
    type: readType(first.get('Type'), notes),
    tags: readTags(first.get('Tags'), notes),
    status: readStatus(first),
    seoTitle: first.get('SEO Title').trim().slice(0, PRODUCT_LIMITS.seoTitleMax),
    seoDescription: first.get('SEO Description').trim().slice(0, PRODUCT_LIMITS.seoDescriptionMax),
    options: optionNames.map((name) => ({
      name,
      values: [...new Set(variants.map((v) => v.attributes[name] ?? ''))],
    })),
    variants,
    images: readImages(block.rows),
    notes,
  };
}

function isVariantRow(row: ShopifyRow): boolean {
  return ['Option1 Value', 'Variant SKU', 'Variant Price'].some(
    (c) => row.get(c as ShopifyColumn).trim() !== '',
  );
}

/** Shopify writes a product without options as one option "Title" with the value "Default Title". */
function readOptionNames(first: ShopifyRow): string[] {
  const names = OPTION_COLUMNS.map(([name]) => first.get(name).trim()).filter((n) => n !== '');
  if (names.length === 1 && names[0] === 'Title' && first.get('Option1 Value').trim() === 'Default Title')
    return [];
  const seen = new Set<string>();
  for (const name of names) {
    if (name.length > PRODUCT_LIMITS.optionNameMax) {
      throw new RowProblem(
        first.line,
        `The option name "${name.slice(0, 60)}…" is longer than ${PRODUCT_LIMITS.optionNameMax} characters.`,
      );
    }
    if (seen.has(name.toLowerCase()))
      throw new RowProblem(first.line, `The option "${name}" is named twice.`);
    seen.add(name.toLowerCase());
  }
  return names;
}

function readVariant(
  row: ShopifyRow,
  optionNames: readonly string[],
  fractionDigits: number,
): ShopifyVariantDraft {
  const attributes: Record<string, string> = {};
  optionNames.forEach((name, i) => {
    const column = OPTION_COLUMNS[i]?.[1];
    const value = column ? row.get(column).trim() : '';
    if (value === '') throw new RowProblem(row.line, `This variant has no value for the option "${name}".`);
    if (value.length > PRODUCT_LIMITS.optionValueMax) {
      throw new RowProblem(
        row.line,
        `The value of "${name}" is longer than ${PRODUCT_LIMITS.optionValueMax} characters.`,
      );
    }
    attributes[name] = value;
  });
  const price = readPrice(row, 'Variant Price', fractionDigits, true) ?? 0;
  const compareAt = readPrice(row, 'Variant Compare At Price', fractionDigits, false);
  const onSale = compareAt !== null && compareAt > price;
  const sku = row.get('Variant SKU').trim();
  if (sku.length > PRODUCT_LIMITS.skuMax) {
    throw new RowProblem(row.line, `The SKU is longer than ${PRODUCT_LIMITS.skuMax} characters.`);
  }
  return {
    line: row.line,
    sku,
    attributes,
    // Shopify's "compare at" is the price before the sale; Plinth keeps that as the price, on sale.
    priceCents: onSale ? compareAt : price,
    salePriceCents: onSale ? price : 0,
    onSale,
    stock: readStock(row),
    imageSrc: row.get('Variant Image').trim() || null,
  };
}

function readPrice(
  row: ShopifyRow,
  column: ShopifyColumn,
  fractionDigits: number,
  required: boolean,
): number | null {
  const text = row.get(column).trim();
  if (text === '') {
    if (required) throw new RowProblem(row.line, `The variant has no ${column}.`);
    return null;
  }
  const cents = parsePriceText(text, fractionDigits);
  if (cents === null) {
    throw new RowProblem(
      row.line,
      `${column} "${text.slice(0, 40)}" is not a price (write it like 1234.50).`,
    );
  }
  if (cents > PRODUCT_LIMITS.priceMax)
    throw new RowProblem(row.line, `${column} "${text}" is higher than a price may be.`);
  return cents;
}

/** Blank with no inventory tracker: Shopify does not count it, so unlimited. A negative count is 0. */
function readStock(row: ShopifyRow): number | null {
  const text = row.get('Variant Inventory Qty').trim();
  if (text === '') return row.get('Variant Inventory Tracker').trim() === '' ? null : 0;
  if (!/^-?\d{1,9}$/.test(text)) {
    throw new RowProblem(row.line, `Variant Inventory Qty "${text.slice(0, 40)}" is not a whole number.`);
  }
  return Math.min(Math.max(Number(text), 0), PRODUCT_LIMITS.stockMax);
}

function checkDistinctVariants(
  variants: readonly ShopifyVariantDraft[],
  optionNames: readonly string[],
): void {
  if (optionNames.length === 0 && variants.length > 1) {
    const second = variants[1];
    throw new RowProblem(
      second?.line ?? 0,
      'The product has no options, so it can have only one variant; name an option (Option1 Name) to have more.',
    );
  }
  const seen = new Map<string, number>();
  for (const variant of variants) {
    const key = JSON.stringify(optionNames.map((n) => (variant.attributes[n] ?? '').toLowerCase()));
    const before = seen.get(key);
    if (before !== undefined) {
      throw new RowProblem(
        variant.line,
        `This variant has the same option values as the one on line ${before}.`,
      );
    }
    seen.set(key, variant.line);
  }
}

function readTags(text: string, notes: string[]): string[] {
  const tags = new Map<string, string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag === '') continue;
    if (tag.length > TERM_LIMITS.tagMax) {
      notes.push(
        `The tag "${tag.slice(0, 30)}…" is longer than ${TERM_LIMITS.tagMax} characters and was left out.`,
      );
      continue;
    }
    if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  return [...tags.values()].slice(0, TERM_LIMITS.perSubjectMax);
}

function readType(text: string, notes: string[]): string {
  const type = text.trim();
  if (type.length <= TERM_LIMITS.categoryMax) return type;
  notes.push(
    `The Type "${type.slice(0, 30)}…" is longer than a category may be (${TERM_LIMITS.categoryMax} characters) and was left out.`,
  );
  return '';
}

/** Status wins; older exports have only Published. Archived products come in as drafts. */
function readStatus(first: ShopifyRow): 'active' | 'draft' {
  const status = first.get('Status').trim().toLowerCase();
  if (status !== '') return status === 'active' ? 'active' : 'draft';
  return isTrue(first.get('Published')) ? 'active' : 'draft';
}

function readImages(rows: readonly ShopifyRow[]): ShopifyImageDraft[] {
  const images: ShopifyImageDraft[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const src = row.get('Image Src').trim();
    if (src === '' || seen.has(src)) continue;
    seen.add(src);
    const position = Number.parseInt(row.get('Image Position').trim(), 10);
    images.push({
      line: row.line,
      src,
      alt: row.get('Image Alt Text').trim().slice(0, PRODUCT_LIMITS.altMax),
      position: Number.isFinite(position) ? position : images.length + 1,
    });
  }
  return images.sort((a, b) => a.position - b.position).slice(0, PRODUCT_LIMITS.imagesMax);
}
