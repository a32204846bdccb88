import { fractionDigits } from '@plinth/commerce';
import { IMPORT_KIND, IMPORT_MESSAGES, type FieldErrors } from '@plinth/contracts';
import { productInputSchema } from '@plinth/contracts/schemas';
import { nowIso, writeTransaction, type Executor } from '@plinth/db';
import { AppError } from '../../app-error';
import {
  createProductIn,
  findProductForImport,
  getProduct,
  listStorePages,
  translateConflicts,
  updateProductIn,
} from '../products';
import { ImportFileError } from './import-file-error';
import type { ImportRunContext } from './import-context';
import { MediaFolder } from './media-folder';
import { findImportSource, saveImportSource } from './queries';
import { readShopifyItems, scanShopifyCsv, type ShopifyBlock } from './shopify-csv-blocks';
import { mapShopifyBlock, type ShopifyProductDraft } from './shopify-product-map';
import { toProductInput, urlIdOf, type ImageInput, type ResolvedMedia } from './shopify-product-input';
import { applyProductTerms } from './product-terms';

const SOURCE = IMPORT_KIND.shopifyCsv;

/** A refusal of one product, with the line to name in the report. */
class ItemRefused extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Imports a Shopify product CSV: reads it through once (refusing a broken file before anything is
 * written, counting products for the progress bar), then writes one product per transaction, creating
 * or updating by handle and SKU. Each product's outcome goes into the report.
 */
export async function importShopifyCsv(run: ImportRunContext): Promise<void> {
  const scan = await scanShopifyCsv(run.filePath);
  const collectionId = await chooseStorePage(run);
  await run.setTotal(scan.total);
  const media = new MediaFolder(
    run.deps.db,
    run.deps.dataDir,
    run.site.id,
    run.options.mediaDir ?? null,
    run.deps.fetchRemoteImage,
  );
  const refusedSplit = new Set<string>();
  for await (const item of readShopifyItems(run.filePath)) {
    if ('stray' in item) {
      run.report.note({
        subject: 'row',
        name: '',
        where: `line ${item.stray.line}`,
        reason: 'The row has no Handle and belongs to no product; it was left out.',
      });
      continue;
    }
    const { block } = item;
    const split = scan.splitHandles.get(block.handle);
    if (split) {
      // Counted once in the total: report it once, at its first block.
      if (refusedSplit.has(block.handle)) continue;
      refusedSplit.add(block.handle);
      const lines = split.map((l) => `line ${l}`).join(', ');
      skip(
        run,
        block,
        block.line,
        `The rows of "${block.handle}" are in separate places (${lines}); a product's rows must be together. Nothing of it was imported.`,
      );
    } else {
      await importBlock(run, block, collectionId, media);
    }
    await run.progress();
  }
}

async function chooseStorePage(run: ImportRunContext): Promise<string> {
  const pages = await listStorePages(run.deps.db.kysely, run.site.id);
  const wanted = run.options.storePageId;
  const chosen = wanted ? pages.find((p) => p.id === wanted) : pages[0];
  if (!chosen) {
    throw new ImportFileError(
      wanted ? 'The chosen store page no longer exists: choose another.' : IMPORT_MESSAGES.storeMissing,
    );
  }
  return chosen.id;
}

function skip(run: ImportRunContext, block: ShopifyBlock, line: number, reason: string): void {
  run.report.item({
    outcome: 'skipped',
    subject: 'product',
    name: block.handle,
    where: `line ${line}`,
    reason,
  });
}

async function importBlock(
  run: ImportRunContext,
  block: ShopifyBlock,
  collectionId: string,
  media: MediaFolder,
) {
  const mapped = mapShopifyBlock(block, fractionDigits(run.site.currency));
  if (!mapped.ok) {
    skip(run, block, mapped.line, mapped.reason);
    return;
  }
  const draft = mapped.product;
  const resolved = await resolveMedia(run, draft, media);
  try {
    const outcome = await translateConflicts(() =>
      writeTransaction(run.deps.db, (trx) => writeProduct(run, trx, draft, collectionId, resolved)),
    );
    run.report.item({
      outcome,
      subject: 'product',
      name: draft.handle,
      where: `line ${draft.line}`,
      reason: null,
    });
    for (const note of draft.notes) {
      run.report.note({ subject: 'product', name: draft.handle, where: `line ${draft.line}`, reason: note });
    }
  } catch (error) {
    if (error instanceof ItemRefused) skip(run, block, error.line, error.message);
    else if (error instanceof AppError) skip(run, block, draft.line, describeAppError(error, draft));
    else throw error;
  }
}

async function writeProduct(
  run: ImportRunContext,
  trx: Executor,
  draft: ShopifyProductDraft,
  collectionId: string,
  media: ResolvedMedia,
): Promise<'imported' | 'updated'> {
  const { site } = run;
  const now = run.deps.now();
  const productId = await findPrevious(run, trx, draft, collectionId);
  const existing = productId ? await getProduct(trx, site, productId, now) : null;
  const parsed = productInputSchema.safeParse(toProductInput(draft, collectionId, media, existing));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const path = issue?.path.join('.') ?? '';
    throw new ItemRefused(lineOfPath(draft, path), `${fieldName(path)}: ${issue?.message ?? 'not valid'}`);
  }
  const product = existing
    ? await updateProductIn(trx, site, existing.id, parsed.data, now)
    : await createProductIn(trx, site, parsed.data, now);
  await saveImportSource(trx, {
    website_id: site.id,
    source_kind: SOURCE,
    source_key: draft.handle,
    subject_type: 'product',
    subject_id: product.id,
    created_at: nowIso(),
  });
  await applyProductTerms(trx, site.id, product.id, {
    tags: draft.tags,
    categories: draft.type ? [draft.type] : [],
  });
  return existing ? 'updated' : 'imported';
}

/** What this handle made before (import_sources), else a product with its URL or one of its SKUs. */
async function findPrevious(
  run: ImportRunContext,
  trx: Executor,
  draft: ShopifyProductDraft,
  collectionId: string,
) {
  const source = await findImportSource(trx, run.site.id, SOURCE, draft.handle);
  const skus = draft.variants.map((v) => v.sku).filter((s) => s !== '');
  // The product may have been deleted since; then what matches now decides.
  if (source?.subjectType === 'product' && (await productExists(run, trx, source.subjectId))) {
    return source.subjectId;
  }
  return findProductForImport(trx, run.site.id, collectionId, urlIdOf(draft.handle), skus);
}

async function productExists(run: ImportRunContext, trx: Executor, productId: string): Promise<boolean> {
  try {
    await getProduct(trx, run.site, productId, run.deps.now());
    return true;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return false;
    throw error;
  }
}

async function resolveMedia(
  run: ImportRunContext,
  draft: ShopifyProductDraft,
  media: MediaFolder,
): Promise<ResolvedMedia> {
  const note = (line: number, reason: string) =>
    run.report.note({ subject: 'image', name: draft.handle, where: `line ${line}`, reason });
  const images: ImageInput[] = [];
  for (const image of draft.images) {
    const found = await media.resolve(image.src);
    if (found.ok) images.push({ url: found.image.url, alt: image.alt });
    else note(image.line, found.reason);
  }
  const alts = new Map(draft.images.map((i) => [i.src, i.alt]));
  const variantImages: (ImageInput | null)[] = [];
  for (const variant of draft.variants) {
    if (!variant.imageSrc) {
      variantImages.push(null);
      continue;
    }
    const found = await media.resolve(variant.imageSrc);
    if (!found.ok) note(variant.line, found.reason);
    variantImages.push(found.ok ? { url: found.image.url, alt: alts.get(variant.imageSrc) ?? '' } : null);
  }
  return { images, variantImages };
}

/** variants.3.priceCents → the line of the fourth variant; anything else → the product's first line. */
function lineOfPath(draft: ShopifyProductDraft, path: string): number {
  const match = /^variants\.(\d+)\./.exec(path);
  return match ? (draft.variants[Number(match[1])]?.line ?? draft.line) : draft.line;
}

const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  description: 'Body (HTML)',
  urlId: 'Handle',
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  options: 'Options',
  variants: 'Variants',
  images: 'Image Src',
};

function fieldName(path: string): string {
  const [head = '', , tail = ''] = path.split('.');
  if (head === 'variants') {
    const names: Record<string, string> = {
      sku: 'Variant SKU',
      priceCents: 'Variant Price',
      stock: 'Variant Inventory Qty',
    };
    return names[tail] ?? 'Variant';
  }
  return FIELD_NAMES[head] ?? head;
}

function describeAppError(error: AppError, draft: ShopifyProductDraft): string {
  const fieldErrors: FieldErrors = error.details.fieldErrors ?? {};
  const [first] = Object.entries(fieldErrors);
  if (!first) return error.message;
  const [path, message] = first;
  const line = lineOfPath(draft, path);
  const at = line !== draft.line ? ` (line ${line})` : '';
  return `${fieldName(path)}${at}: ${message}`;
}
