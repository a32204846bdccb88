import { pageSlug } from '@plinth/commerce';
import {
  isAlwaysUnlimitedType,
  ownerProductMessage,
  PRODUCT_LIMITS,
  TERM_SUBJECT,
  type FieldErrors,
  type ParsedProductInput,
  type ProductDetail,
  type ProductImage,
} from '@plinth/contracts';
import {
  isUniqueViolation,
  newId,
  nowIso,
  toFlag,
  writeTransaction,
  type CollectionRow,
  type Db,
  type Executor,
  type NewVariant,
  type ProductRow,
  type VariantRow,
} from '@plinth/db';
import { AppError } from '../../app-error';
import { parseStoredJson } from '../../stored-json';
import { findCollectionRow, listProductVariants } from '../catalog';
import { reindexProduct } from '../search';
import type { Site } from '../sites';
import { setSubjectTerms } from '../terms';
import { productInvalid, productNotFound, skuTaken, urlIdTaken } from './errors';
import { checkDescription, unclosedTagMessage } from './description-html';
import { resolveProductImages } from './product-images';
import { statusColumns } from './product-status';
import {
  COLLECTION_TYPE_PRODUCTS,
  deleteVariantRows,
  findNextProductPosition,
  insertProduct,
  insertVariantRows,
  lockProductRow,
  listSkusInUse,
  listUrlIdsInCollection,
  setVariantSku,
  updateProductRow,
  updateVariantRow,
  siteHasForm,
} from './queries';
import { getProduct } from './service';
import { fillMissingSkus } from './variant-sku';

type VariantValues = Omit<NewVariant, 'id' | 'website_id' | 'product_id'>;

interface Existing {
  product: ProductRow;
  variants: VariantRow[];
}

/**
 * Creates a product from checked input (productInputSchema): a draft unless the input names another
 * status (decision 0049), so the storefront shows it only once it is active or its time comes.
 */
export async function createProduct(
  db: Db,
  site: Site,
  input: ParsedProductInput,
  nowMs: number = Date.now(),
): Promise<ProductDetail> {
  return translateConflicts(() => writeTransaction(db, (trx) => createProductIn(trx, site, input, nowMs)));
}

/**
 * createProduct inside the caller's write transaction (an import writes the product and its own
 * bookkeeping together). A SKU or URL taken by a concurrent writer surfaces as the driver's
 * unique-constraint error here; the caller's transaction rolls back.
 */
export async function createProductIn(
  trx: Executor,
  site: Site,
  input: ParsedProductInput,
  nowMs: number = Date.now(),
): Promise<ProductDetail> {
  const prepared = await prepareWrite(trx, site, input, null);
  const id = newId();
  const now = nowIso();
  await insertProduct(trx, {
    id,
    website_id: site.id,
    ...prepared.product,
    position: await findNextProductPosition(trx, prepared.product.collection_id),
    created_at: now,
    updated_at: now,
  });
  await insertVariantRows(
    trx,
    prepared.variants.map((v) => ({ ...v, id: newId(), website_id: site.id, product_id: id })),
  );
  await setProductTerms(trx, site, id, input);
  await reindexProduct(trx, site.id, id);
  return getProduct(trx, site, id, nowMs);
}

/**
 * Replaces a product's fields and variants: variants are matched by id, new ones (no id) created,
 * missing ones deleted (with the cart entries that held them).
 */
export async function updateProduct(
  db: Db,
  site: Site,
  productId: string,
  input: ParsedProductInput,
  nowMs: number = Date.now(),
): Promise<ProductDetail> {
  return translateConflicts(() =>
    writeTransaction(db, (trx) => updateProductIn(trx, site, productId, input, nowMs)),
  );
}

/** updateProduct inside the caller's write transaction (see createProductIn). */
export async function updateProductIn(
  trx: Executor,
  site: Site,
  productId: string,
  input: ParsedProductInput,
  nowMs: number = Date.now(),
): Promise<ProductDetail> {
  const product = await lockProductRow(trx, site.id, productId);
  if (!product) throw productNotFound();
  const existing = { product, variants: await listProductVariants(trx, [product.id]) };
  const prepared = await prepareWrite(trx, site, input, existing);
  await updateProductRow(trx, product.id, { ...prepared.product, updated_at: nowIso() });
  await replaceVariants(trx, site.id, existing, input, prepared.variants);
  await setProductTerms(trx, site, product.id, input);
  await reindexProduct(trx, site.id, product.id);
  return getProduct(trx, site, product.id, nowMs);
}

async function replaceVariants(
  trx: Executor,
  websiteId: string,
  existing: Existing,
  input: ParsedProductInput,
  values: VariantValues[],
): Promise<void> {
  const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  await deleteVariantRows(
    trx,
    existing.variants.filter((v) => !kept.has(v.id)).map((v) => v.id),
  );
  // Two variants may swap SKUs: park the changing ones on a unique temporary SKU first.
  const before = new Map(existing.variants.map((v) => [v.id, v.sku]));
  for (const [i, variant] of input.variants.entries()) {
    if (variant.id && before.get(variant.id) !== values[i]?.sku)
      await setVariantSku(trx, variant.id, `~${variant.id}`);
  }
  const created: NewVariant[] = [];
  for (const [i, variant] of input.variants.entries()) {
    const row = values[i];
    if (!row) continue;
    if (variant.id) await updateVariantRow(trx, variant.id, row);
    else created.push({ ...row, id: newId(), website_id: websiteId, product_id: existing.product.id });
  }
  await insertVariantRows(trx, created);
}

/** Every check that needs the database, then the rows to write. Throws 400, 404 or 409. */
async function prepareWrite(trx: Executor, site: Site, input: ParsedProductInput, existing: Existing | null) {
  const errors: FieldErrors = {};
  const collection = await findCollectionRow(trx, site.id, input.collectionId);
  if (!collection || collection.type !== COLLECTION_TYPE_PRODUCTS) {
    errors.collectionId = ownerProductMessage('collectionRequired');
  }
  if (existing) checkVariantIds(input, existing, errors);
  const { html: description, unclosedTag } = checkDescription(input.description);
  if (unclosedTag) errors.description = unclosedTagMessage(unclosedTag);
  else if (description.length > PRODUCT_LIMITS.descriptionMax)
    errors.description = ownerProductMessage('descriptionTooLong');
  const images = await resolveProductImages(trx, site.id, input, existingImages(existing), errors);
  if (
    input.additionalFieldsFormId !== null &&
    !(await siteHasForm(trx, site.id, input.additionalFieldsFormId))
  ) {
    errors.additionalFieldsFormId = ownerProductMessage('additionalFieldsFormMissing');
  }
  if (!collection || Object.keys(errors).length > 0) throw productInvalid(errors);

  const urlId = await chooseUrlId(trx, collection, input, existing?.product.id ?? null);
  const optionNames = input.options.map((o) => o.name);
  const skus = await fillMissingSkus(trx, site.id, input.title, input.variants, optionNames);
  const inUse = await listSkusInUse(trx, site.id, skus, existing?.product.id ?? null);
  const clash = skus.findIndex((sku) => inUse.has(sku));
  if (clash >= 0) throw skuTaken(`variants.${clash}.sku`);

  const alwaysUnlimited = isAlwaysUnlimitedType(input.productType);
  return {
    product: {
      collection_id: collection.id,
      url_id: urlId,
      title: input.title,
      description,
      product_type: input.productType,
      images: JSON.stringify(images.images),
      options: JSON.stringify(input.options),
      is_subscribable: toFlag(input.isSubscribable),
      subscription_plan:
        input.isSubscribable && input.subscriptionPlan ? JSON.stringify(input.subscriptionPlan) : null,
      scarcity_enabled: toFlag(input.scarcityEnabled),
      scarcity_text: input.scarcityText || null,
      custom_sold_out_text: input.customSoldOutText || null,
      custom_add_button_text: input.useCustomAddButtonText ? input.customAddButtonText : null,
      one_time_purchase: toFlag(input.isSubscribable && input.oneTimePurchase),
      additional_fields_form_id: input.additionalFieldsFormId,
      ...statusColumns(input, existing?.product ?? null),
      seo_title: input.seoTitle,
      seo_description: input.seoDescription,
    },
    variants: input.variants.map((variant, i): VariantValues => ({
      sku: skus[i] ?? '',
      // Stored in option order, with nothing but the product's options.
      attributes: JSON.stringify(
        Object.fromEntries(optionNames.map((n) => [n, variant.attributes[n] ?? ''])),
      ),
      price_cents: variant.priceCents,
      sale_price_cents: variant.salePriceCents,
      on_sale: toFlag(variant.onSale),
      unlimited: toFlag(alwaysUnlimited || variant.unlimited),
      // An unlimited variant keeps a valid count it was sent, so turning unlimited off restores it.
      stock_qty: isStockCount(variant.stock) ? variant.stock : 0,
      image: images.variantImages[i] ? JSON.stringify(images.variantImages[i]) : null,
      position: i,
    })),
  };
}

function checkVariantIds(input: ParsedProductInput, existing: Existing, errors: FieldErrors): void {
  const ids = new Set(existing.variants.map((v) => v.id));
  const seen = new Set<string>();
  input.variants.forEach((variant, i) => {
    if (variant.id === undefined) return;
    if (!ids.has(variant.id) || seen.has(variant.id)) {
      errors[`variants.${i}.id`] = ownerProductMessage('variantNotFound');
    }
    seen.add(variant.id);
  });
}

function existingImages(existing: Existing | null): ProductImage[] {
  if (!existing) return [];
  const own = parseStoredJson<ProductImage[]>(existing.product.images, []);
  const ofVariants = existing.variants.flatMap(
    (v) => parseStoredJson<ProductImage | null>(v.image, null) ?? [],
  );
  return [...own, ...ofVariants];
}

/**
 * An empty urlId is made from the title with the first free "-N"; one the owner chose is kept as it
 * is, and refused (409) when another product of the store page has it.
 */
async function chooseUrlId(
  trx: Executor,
  collection: CollectionRow,
  input: ParsedProductInput,
  productId: string | null,
): Promise<string> {
  const taken = await listUrlIdsInCollection(trx, collection.id, productId);
  if (input.urlId === '') return pageSlug(input.title, taken, 'product');
  if (taken.includes(input.urlId)) throw urlIdTaken();
  return input.urlId;
}

/** The product's tags and categories by name (the terms module writes them); its 400 becomes the product's. */
async function setProductTerms(trx: Executor, site: Site, productId: string, input: ParsedProductInput) {
  try {
    await setSubjectTerms(trx, site.id, TERM_SUBJECT.product, productId, {
      tags: input.tags,
      categories: input.categories,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'TERMS_INVALID') {
      throw productInvalid(error.details.fieldErrors ?? {});
    }
    throw error;
  }
}

function isStockCount(stock: number | null): stock is number {
  return stock !== null && Number.isInteger(stock) && stock >= 0 && stock <= PRODUCT_LIMITS.stockMax;
}

/** Two writers racing for one SKU or URL: the loser's unique-constraint error becomes the same 409. */
export async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      isUniqueViolation(error, {
        constraint: 'variants_website_sku',
        table: 'variants',
        columns: ['website_id', 'sku'],
      })
    ) {
      throw skuTaken(null);
    }
    if (
      isUniqueViolation(error, {
        constraint: 'products_collection_url',
        table: 'products',
        columns: ['collection_id', 'url_id'],
      })
    ) {
      throw urlIdTaken();
    }
    throw error;
  }
}
