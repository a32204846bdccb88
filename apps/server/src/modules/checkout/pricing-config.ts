import type { PricingLine } from '@plinth/commerce';
import { parseStoredJson } from '../../stored-json';
import type { CheckoutLineRow } from './queries';

// How cart lines are priced and named; the store's setup (loadPricingConfig) is read by
// modules/checkout-settings, which owns those tables.

/** What one unit sells for now: the sale price while on sale. */
export function unitPrice(line: CheckoutLineRow): number {
  return line.on_sale === 1 ? line.sale_price_cents : line.price_cents;
}

export function toPricingLine(line: CheckoutLineRow): PricingLine {
  return {
    productType: line.product_type,
    quantity: line.quantity,
    unitPriceCents: unitPrice(line),
    weightGrams: line.weight_grams,
  };
}

/** "Linen Shirt (M, Sand)", "Vintage Lamp": how a line is named in messages. */
export function lineName(line: Pick<CheckoutLineRow, 'title' | 'attributes'>): string {
  const values = Object.values(parseStoredJson<Record<string, string>>(line.attributes, {}));
  return values.length > 0 ? `${line.title} (${values.join(', ')})` : line.title;
}
