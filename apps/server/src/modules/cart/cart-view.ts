import { PRODUCT_TYPE, type CartEntry, type ProductImage, type ShoppingCart } from '@plinth/contracts';
import type { CartRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { productUrl } from '../catalog';
import type { EntryDetailRow } from './queries';

/** The ShoppingCart entity of seed 000 section 3 from stored rows; amounts in cents. */
export function toShoppingCart(
  cart: Pick<CartRow, 'id' | 'website_id' | 'order_id' | 'created_at' | 'is_purchased'>,
  rows: readonly EntryDetailRow[],
  currency: string,
): ShoppingCart {
  const entries = rows.map(toCartEntry);
  const subtotalCents = entries.reduce((sum, e) => sum + e.subTotal, 0);
  const types = rows.map((r) => r.product_type);
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
  const purchasePriceCents = row.on_sale === 1 ? row.sale_price_cents : row.price_cents;
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
    productUrl: productUrl(row.collection_url_id, row.product_url_id),
    imageUrl: variantImage?.url ?? productImages[0]?.url ?? null,
    additionalFields: row.additional_fields,
  };
}
