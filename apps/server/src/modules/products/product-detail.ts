import { effectivePrice, isOnSale, isSoldOut, isUnlimitedStock, lowestPriceVariant } from '@plinth/commerce';
import {
  isProductLive,
  type OwnerVariant,
  type ProductDetail,
  type ProductImage,
  type ProductListItem,
  type ProductOption,
  type ProductStatus,
  type SubscriptionPlan,
} from '@plinth/contracts';
import type { CollectionRow, ProductRow, VariantRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { productUrl, toProductView } from '../catalog';

type CollectionRef = Pick<CollectionRow, 'id' | 'url_id'>;

/** Status, go-live time and whether shoppers see the product at `nowMs` (decision 0049). */
function statusOf(product: ProductRow, nowMs: number) {
  return {
    status: product.status as ProductStatus,
    publishAt: product.publish_at,
    live: isProductLive(product, nowMs),
  };
}

/** A product as the editor edits it: raw prices and stock, the product's own texts (null = default). */
export function toProductDetail(
  product: ProductRow,
  variants: readonly VariantRow[],
  collection: CollectionRef,
  nowMs: number = Date.now(),
): ProductDetail {
  return {
    ...statusOf(product, nowMs),
    id: product.id,
    collectionId: collection.id,
    title: product.title,
    urlId: product.url_id,
    fullUrl: productUrl(collection.url_id, product.url_id),
    description: product.description,
    productType: product.product_type,
    options: parseStoredJson<ProductOption[]>(product.options, []),
    variants: variants.map(toOwnerVariant),
    images: parseStoredJson<ProductImage[]>(product.images, []),
    isSubscribable: product.is_subscribable === 1,
    subscriptionPlan: parseStoredJson<SubscriptionPlan | null>(product.subscription_plan, null),
    oneTimePurchase: product.one_time_purchase === 1,
    additionalFieldsFormId: product.additional_fields_form_id ?? null,
    // A product has custom button text exactly when it stores some (see docs/decisions/0007).
    useCustomAddButtonText: Boolean(product.custom_add_button_text),
    customAddButtonText: product.custom_add_button_text ?? '',
    scarcityEnabled: product.scarcity_enabled === 1,
    scarcityText: product.scarcity_text,
    customSoldOutText: product.custom_sold_out_text,
    seoTitle: product.seo_title,
    seoDescription: product.seo_description,
    createdAt: product.created_at,
    updatedAt: product.updated_at,
    tags: [],
    categories: [],
  };
}

export function toOwnerVariant(row: VariantRow): OwnerVariant {
  return {
    id: row.id,
    sku: row.sku,
    attributes: parseStoredJson<Record<string, string>>(row.attributes, {}),
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    onSale: row.on_sale === 1,
    unlimited: row.unlimited === 1,
    stock: row.stock_qty,
    image: parseStoredJson<ProductImage | null>(row.image, null),
  };
}

/** A row of the editor's product list, with the storefront's own sold-out and sale rules. */
export function toProductListItem(
  product: ProductRow,
  variants: readonly VariantRow[],
  collection: CollectionRef,
  currency: string,
  nowMs: number = Date.now(),
): ProductListItem {
  const view = toProductView(product, variants, collection, currency);
  const lowest = lowestPriceVariant(view);
  const soldOut = isSoldOut(view);
  return {
    ...statusOf(product, nowMs),
    id: product.id,
    title: product.title,
    urlId: product.url_id,
    fullUrl: view.fullUrl,
    productType: product.product_type,
    collectionId: collection.id,
    image: view.images[0] ?? null,
    priceCents: lowest ? effectivePrice(lowest) : 0,
    originalPriceCents: lowest?.onSale ? lowest.price : null,
    variantCount: variants.length,
    stock: isUnlimitedStock(view) ? null : view.variants.reduce((sum, v) => sum + v.qtyInStock, 0),
    soldOut,
    onSale: !soldOut && isOnSale(view),
    updatedAt: product.updated_at,
    // Filled in by the service from the terms module.
    tags: [],
    categories: [],
  };
}
