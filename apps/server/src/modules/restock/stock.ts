import { isAlwaysUnlimitedType, type ProductOption } from '@plinth/contracts';
import { parseStoredJson } from '../../stored-json';

/** Sold out: a counted variant with none left. Digital products and gift cards never are. */
export function isSoldOut(row: { product_type: number; unlimited: number; stock_qty: number }): boolean {
  return !isAlwaysUnlimitedType(row.product_type) && row.unlimited !== 1 && row.stock_qty <= 0;
}

/** The variant's option values in the product's option order: "L / Navy"; '' without options. */
export function variantLabel(productOptions: string, attributes: string): string {
  const options = parseStoredJson<ProductOption[]>(productOptions, []);
  const values = parseStoredJson<Record<string, string>>(attributes, {});
  return options.flatMap((o) => values[o.name] ?? []).join(' / ');
}
