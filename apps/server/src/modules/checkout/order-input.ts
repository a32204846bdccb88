import type { CheckoutLine } from '../cart';
import type { NewOrderLine, OrderEventContext } from '../orders';

/** The order's lines as checkout places them: what each sold for now, and whether its stock was taken. */
export function orderLinesOf(
  lines: readonly CheckoutLine[],
  counted: ReadonlyMap<string, number>,
): NewOrderLine[] {
  return lines.map((line) => ({
    productId: line.product_id,
    variantId: line.variant_id,
    sku: line.sku,
    productName: line.title,
    productType: line.product_type,
    variantAttributes: JSON.parse(line.attributes) as Record<string, string>,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    stockTaken: counted.has(line.variant_id),
    additionalFields: line.additional_fields,
  }));
}

/** The lines' pictures by SKU, read with the cart, for the confirmation email (decision 0068). */
export function linePicturesOf(lines: readonly CheckoutLine[]): OrderEventContext['linePictures'] {
  return new Map(lines.map((line) => [line.sku, { image: line.variant_image, images: line.product_images }]));
}
