import { MESSAGES, toMoney } from '@plinth/commerce';
import type {
  ProductImage,
  ProductOption,
  ProductView,
  StorePreferences,
  SubscriptionPlan,
  VariantView,
} from '@plinth/contracts';
import type { CollectionRow, ProductRow, VariantRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';

/** The store-level texts a product falls back on when it has none of its own. */
export type StoreTexts = Pick<StorePreferences, 'scarcityText' | 'soldOutText'>;

const CATALOGUE_TEXTS: StoreTexts = { scarcityText: MESSAGES.scarcity, soldOutText: MESSAGES.soldOutBadge };

/**
 * Shapes stored rows into the ProductView that pages, islands and the cart all read. `store` gives the
 * site's own scarcity and sold-out texts (commerce preferences); without it the catalogue's are used.
 */
export function toProductView(
  product: ProductRow,
  variants: readonly VariantRow[],
  collection: Pick<CollectionRow, 'id' | 'url_id'>,
  currency: string,
  store: StoreTexts = CATALOGUE_TEXTS,
): ProductView {
  const options = parseStoredJson<ProductOption[]>(product.options, []);
  return {
    id: product.id,
    websiteId: product.website_id,
    collectionId: collection.id,
    title: product.title,
    urlId: product.url_id,
    fullUrl: productUrl(collection.url_id, product.url_id),
    description: product.description,
    productType: product.product_type as ProductView['productType'],
    variantOptionOrdering: options.map((o) => o.name),
    options,
    variants: variants.map((v) => toVariantView(v, options, currency)),
    images: parseStoredJson<ProductImage[]>(product.images, []),
    isSubscribable: product.is_subscribable === 1,
    subscriptionPlan: parseStoredJson<SubscriptionPlan | null>(product.subscription_plan, null),
    useCustomAddButtonText: Boolean(product.custom_add_button_text),
    customAddButtonText: product.custom_add_button_text ?? '',
    additionalFieldsFormId: product.additional_fields_form_id ?? null,
    oneTimePurchase: product.is_subscribable === 1 && product.one_time_purchase === 1,
    scarcity: {
      scarcityEnabled: product.scarcity_enabled === 1,
      // The product's template, else the store's, with {qty} left for the island to fill in.
      scarcityText: product.scarcity_text || store.scarcityText,
      scarcityShownByDefault: product.scarcity_enabled === 1,
      customSoldOutText: product.custom_sold_out_text || store.soldOutText,
    },
  };
}

export function toVariantView(
  row: VariantRow,
  options: readonly ProductOption[],
  currency: string,
): VariantView {
  const attributes = parseStoredJson<Record<string, string>>(row.attributes, {});
  return {
    id: row.id,
    sku: row.sku,
    attributes,
    optionValues: options
      .filter((o) => attributes[o.name] !== undefined)
      .map((o) => ({ optionName: o.name, value: attributes[o.name] ?? '' })),
    price: row.price_cents,
    salePrice: row.sale_price_cents,
    priceMoney: toMoney(row.price_cents, currency),
    salePriceMoney: toMoney(row.sale_price_cents, currency),
    onSale: row.on_sale === 1,
    unlimited: row.unlimited === 1,
    qtyInStock: row.stock_qty,
    image: parseStoredJson<ProductImage | null>(row.image, null),
  };
}

export function productUrl(collectionUrlId: string, productUrlId: string): string {
  return `/${collectionUrlId}/p/${productUrlId}`;
}
