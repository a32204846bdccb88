import {
  PRODUCT_TYPE,
  type CartEntry,
  type ProductImage,
  type ProductType,
  type ProductView,
  type ShoppingCart,
  type VariantView,
} from '@plinth/contracts';
import { effectivePrice, isAlwaysInStock } from '@plinth/commerce';
import type { CartRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { productUrl } from '../catalog';
import { lineUnitPrice } from './checkout-cart';
import type { EntryDetailRow } from './queries';

/** The ShoppingCart entity of seed 000 section 3 from stored rows; amounts in cents. */
export function toShoppingCart(
  cart: Pick<CartRow, 'id' | 'website_id' | 'order_id' | 'created_at' | 'is_purchased'>,
  rows: readonly EntryDetailRow[],
  currency: string,
): ShoppingCart {
  return assembleShoppingCart(
    cart,
    rows.map(toCartEntry),
    rows.map((r) => r.product_type),
    currency,
  );
}

/**
 * A cart holding one new line, from the product the add already read: what a first add answers,
 * without reading back what it just wrote. Gives the same entry as toCartEntry on the stored rows.
 */
export function newCartWithEntry(
  cart: Pick<CartRow, 'id' | 'website_id' | 'order_id' | 'created_at' | 'is_purchased'>,
  product: ProductView,
  variant: VariantView,
  line: { id: string; quantity: number; additionalFields: string | null },
  currency: string,
): ShoppingCart {
  const purchasePriceCents = effectivePrice(variant);
  const entry: CartEntry = {
    id: line.id,
    itemId: product.id,
    quantity: line.quantity,
    chosenVariant: { sku: variant.sku, attributes: variant.attributes },
    title: product.title,
    subTotal: purchasePriceCents * line.quantity,
    purchasePriceCents,
    originalPriceCents: originalPrice(variant.price, purchasePriceCents),
    stockLimit: stockLimit(product.productType, variant.unlimited, variant.qtyInStock),
    productUrl: product.fullUrl,
    imageUrl: variant.image?.url ?? product.images[0]?.url ?? null,
    additionalFields: line.additionalFields,
  };
  return assembleShoppingCart(cart, [entry], [product.productType], currency);
}

function assembleShoppingCart(
  cart: Pick<CartRow, 'id' | 'website_id' | 'order_id' | 'created_at' | 'is_purchased'>,
  entries: CartEntry[],
  types: readonly number[],
  currency: string,
): ShoppingCart {
  const subtotalCents = entries.reduce((sum, e) => sum + e.subTotal, 0);
  const isDigital = (t: number) => t === PRODUCT_TYPE.DIGITAL || t === PRODUCT_TYPE.GIFT_CARD;
  return {
    id: cart.id,
    websiteId: cart.website_id,
    orderId: cart.order_id,
    created: cart.created_at,
    isPurchased: cart.is_purchased === 1,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: types.some((t) => t === PRODUCT_TYPE.DIGITAL),
    purelyDigital: types.length > 0 && types.every(isDigital),
    requiresShipping: types.some((t) => t === PRODUCT_TYPE.PHYSICAL),
    currency,
  };
}

/** A cart nobody has added to yet: not stored until the first add. */
export function emptyShoppingCart(websiteId: string, currency: string): ShoppingCart {
  return toShoppingCart(
    { id: '', website_id: websiteId, order_id: null, created_at: new Date().toISOString(), is_purchased: 0 },
    [],
    currency,
  );
}

function toCartEntry(row: EntryDetailRow): CartEntry {
  const purchasePriceCents = lineUnitPrice(row);
  const variantImage = parseStoredJson<ProductImage | null>(row.image, null);
  const productImages = parseStoredJson<ProductImage[]>(row.images, []);
  return {
    id: row.id,
    itemId: row.product_id,
    quantity: row.quantity,
    chosenVariant: { sku: row.sku, attributes: parseStoredJson<Record<string, string>>(row.attributes, {}) },
    title: row.title,
    subTotal: purchasePriceCents * row.quantity,
    purchasePriceCents,
    originalPriceCents: originalPrice(row.price_cents, purchasePriceCents),
    stockLimit: stockLimit(row.product_type as ProductType, row.unlimited === 1, row.stock_qty),
    productUrl: productUrl(row.collection_url_id, row.product_url_id),
    imageUrl: variantImage?.url ?? productImages[0]?.url ?? null,
    additionalFields: row.additional_fields,
  };
}

/** The counted stock a line can grow to, or null when the variant's stock is not counted. */
function stockLimit(productType: ProductType, unlimited: boolean, stock: number): number | null {
  return unlimited || isAlwaysInStock(productType) ? null : Math.max(0, stock);
}

/** The price before the sale, when the line sells for less than it: struck through on the cart page. */
function originalPrice(priceCents: number, purchasePriceCents: number): number | null {
  return priceCents > purchasePriceCents ? priceCents : null;
}
