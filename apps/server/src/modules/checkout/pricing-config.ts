import type { PricingLine } from '@plinth/commerce';
import { parseStoredJson } from '../../stored-json';
import type { CheckoutLine } from '../cart';

// How cart lines are priced and named; the store's setup (loadPricingConfig) is read by
// modules/checkout-settings, which owns those tables.

export function toPricingLine(line: CheckoutLine): PricingLine {
  return {
    productType: line.product_type,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    weightGrams: line.weight_grams,
  };
}

/** "Linen Shirt (M, Sand)", "Vintage Lamp": how a line is named in messages. */
export function lineName(line: Pick<CheckoutLine, 'title' | 'attributes'>): string {
  const values = Object.values(parseStoredJson<Record<string, string>>(line.attributes, {}));
  return values.length > 0 ? `${line.title} (${values.join(', ')})` : line.title;
}
