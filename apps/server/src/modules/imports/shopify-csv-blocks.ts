import { IMPORT_LIMITS } from '@plinth/contracts';
import { readCsvRecords, type CsvRecord } from './csv-records';
import { ImportFileError } from './import-file-error';

/** The columns of Shopify's product CSV that Plinth reads (and writes back on export), in its order. */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Status',
] as const;
export type ShopifyColumn = (typeof SHOPIFY_COLUMNS)[number];

/** Without these the file is not a product CSV at all. */
const REQUIRED_COLUMNS: readonly ShopifyColumn[] = ['Handle', 'Title', 'Variant Price'];

/** One data row: its line and its cells by column name ('' for a column the file lacks). */
export interface ShopifyRow {
  line: number;
  get(column: ShopifyColumn): string;
}

/** The consecutive rows of one handle: the first carries the product, the rest variants and images. */
export interface ShopifyBlock {
  handle: string;
  line: number;
  lastLine: number;
  rows: ShopifyRow[];
  /** Rows past IMPORT_LIMITS.rowsPerProductMax, counted but not kept. */
  rowsLeftOut: number;
}

/** A row that belongs to no product: no handle. */
export interface ShopifyStrayRow {
  line: number;
}

export type ShopifyItem = { block: ShopifyBlock } | { stray: ShopifyStrayRow };

/**
 * The products of a Shopify CSV, one block of rows per handle, streamed. Throws ImportFileError for a
 * file that is not a product CSV (missing columns, repeated column names, broken quoting).
 */
export async function* readShopifyItems(path: string): AsyncGenerator<ShopifyItem> {
  const records = readCsvRecords(path);
  const first = await records.next();
  if (first.done)
    throw new ImportFileError(
      'The file is empty: a Shopify product CSV starts with a header row (Handle, Title, …).',
    );
  const columns = headerColumns(first.value);
  let block: ShopifyBlock | null = null;
  for await (const record of records) {
    const row = toRow(record, columns);
    const handle = row.get('Handle').trim();
    if (handle === '') {
      yield { stray: { line: record.line } };
      continue;
    }
    if (block && block.handle === handle) {
      block.lastLine = record.line;
      if (block.rows.length < IMPORT_LIMITS.rowsPerProductMax) block.rows.push(row);
      else block.rowsLeftOut += 1;
      continue;
    }
    if (block) yield { block };
    block = { handle, line: record.line, lastLine: record.line, rows: [row], rowsLeftOut: 0 };
  }
  if (block) yield { block };
}

function headerColumns(header: CsvRecord): Map<string, number> {
  const columns = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = cell.trim();
    if (name === '') return;
    if (columns.has(name)) {
      throw new ImportFileError(`Line 1: the column "${name}" appears twice. Keep one and import again.`);
    }
    columns.set(name, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length > 0) {
    const names = missing.map((c) => `"${c}"`).join(', ');
    throw new ImportFileError(
      `Line 1: the file has no ${names} column${missing.length > 1 ? 's' : ''}. A Shopify product CSV's header row names Handle, Title, Body (HTML), …, Variant Price; export the products from Shopify again or add the missing column${missing.length > 1 ? 's' : ''}.`,
    );
  }
  return columns;
}

function toRow(record: CsvRecord, columns: ReadonlyMap<string, number>): ShopifyRow {
  return {
    line: record.line,
    get: (column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (record.cells[index] ?? '');
    },
  };
}

/** What the first read of a file finds: how many products, and handles split over separate blocks. */
export interface ShopifyScan {
  total: number;
  /** Handle → the first lines of each of its blocks (two or more). */
  splitHandles: Map<string, number[]>;
}

/**
 * Reads the file through once before anything is written: checks it is a product CSV and can be
 * read to its end (so a broken file is refused whole), counts its products for the progress bar and
 * finds handles whose rows are not together. Memory: one set entry per handle.
 */
export async function scanShopifyCsv(path: string): Promise<ShopifyScan> {
  const seen = new Map<string, number[]>();
  let total = 0;
  for await (const item of readShopifyItems(path)) {
    if (!('block' in item)) continue;
    const lines = seen.get(item.block.handle);
    if (lines) lines.push(item.block.line);
    else {
      seen.set(item.block.handle, [item.block.line]);
      total += 1;
    }
  }
  const splitHandles = new Map([...seen].filter(([, lines]) => lines.length > 1));
  return { total, splitHandles };
}
