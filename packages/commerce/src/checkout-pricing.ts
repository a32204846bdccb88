import {
  PRODUCT_TYPE,
  type InvalidCoupon,
  type ShippingLocation,
  type ShippingOptionView,
  type TaxRuleView,
  type ValidCoupon,
} from '@plinth/contracts';
import { applyCoupons, type CouponConfig } from './coupon-rules';
import { formatMessage } from './messages';
import { formatMoney } from './money';
import { offeredShippingOptions, type ShippingOptionConfig } from './shipping-rates';
import { computeTax, matchTaxRules, type TaxRuleConfig } from './tax-rules';

/** One cart line as pricing needs it. */
export interface PricingLine {
  productType: number;
  quantity: number;
  /** What one unit sells for (the sale price when on sale), in minor units. */
  unitPriceCents: number;
  weightGrams: number;
}

export interface PricingInput {
  currency: string;
  lines: readonly PricingLine[];
  /** Where the order goes (or the billing address of a cart that ships nothing); null when not known. */
  location: ShippingLocation | null;
  shippingOptions: readonly ShippingOptionConfig[];
  /** The shopper's choice; when it is not offered, the first offered option is used. */
  selectedShippingOptionId: string | null;
  couponCodes: readonly string[];
  /** The site's coupons whose codes were entered (others may be given; they are ignored). */
  coupons: readonly CouponConfig[];
  taxRules: readonly TaxRuleConfig[];
  pricesIncludeTax: boolean;
  /** The site's minimum order subtotal; 0 means none. */
  minimumSubtotalCents: number;
  /** ISO time the coupons' expiry is judged at. */
  now: string;
}

/** The priced fields of the ShoppingCart entity (seed 000 section 3), plus the minimum-order verdict. */
export interface PricedCart {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  shippingOptions: ShippingOptionView[];
  selectedShippingOption: ShippingOptionView | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: TaxRuleView[];
  coupons: string[];
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  requiresShipping: boolean;
  hasDigital: boolean;
  purelyDigital: boolean;
  /** "To check out, your order subtotal must be {subtotal} or more." when below the minimum; else null. */
  minimumSubtotalMessage: string | null;
}

/**
 * The product types nothing is shipped for: an order of only these is "purely digital", has no
 * shipping step, and is marked fulfilled once paid (decision 0063).
 */
export const DIGITAL_DELIVERY_TYPES: readonly number[] = [PRODUCT_TYPE.DIGITAL, PRODUCT_TYPE.GIFT_CARD];

const isDigitalDelivery = (t: number) => DIGITAL_DELIVERY_TYPES.includes(t);

/** requiresShipping, hasDigital and purelyDigital, by the same rule as the cart answers. */
export function cartDeliveryKinds(types: readonly number[]) {
  return {
    requiresShipping: types.some((t) => t === PRODUCT_TYPE.PHYSICAL),
    hasDigital: types.some((t) => t === PRODUCT_TYPE.DIGITAL),
    purelyDigital: types.length > 0 && types.every(isDigitalDelivery),
  };
}

/**
 * Prices a cart for checkout, in whole minor units, in this order:
 * 1. subtotal: unit price × quantity, summed;
 * 2. coupons, in the order entered, off the subtotal (coupon-rules.ts);
 * 3. shipping, when a physical item is in the cart: the options serving the country, priced on the
 *    physical lines' weight and subtotal before discounts; a free-shipping coupon makes it 0;
 * 4. tax by the rules of the country and region, on the discounted goods and, per rule, on shipping
 *    (tax-rules.ts; rounding in rounding.ts);
 * 5. grand total = subtotal − discount + shipping (+ tax when prices exclude it).
 * Pure: no clock, no I/O; the server and the checkout page get the same numbers.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { lines, currency } = input;
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const kinds = cartDeliveryKinds(lines.map((l) => l.productType));
  const coupons = applyCoupons(input.couponCodes, input.coupons, subtotalCents, input.now, currency);

  let shippingOptions: ShippingOptionView[] = [];
  let selected: ShippingOptionView | null = null;
  if (kinds.requiresShipping) {
    const physical = lines.filter((l) => l.productType === PRODUCT_TYPE.PHYSICAL);
    const measure = {
      weightGrams: physical.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0),
      subtotalCents: physical.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
    };
    const country = input.location?.country || null;
    shippingOptions = offeredShippingOptions(input.shippingOptions, measure, country);
    selected =
      shippingOptions.find((o) => o.id === input.selectedShippingOptionId) ?? shippingOptions[0] ?? null;
  }
  const shippingCostCents = selected && !coupons.freeShipping ? selected.costCents : 0;

  const goodsCents = subtotalCents - coupons.discountCents;
  const rules = matchTaxRules(input.taxRules, input.location);
  const tax = computeTax(rules, goodsCents, shippingCostCents, input.pricesIncludeTax);
  const grandTotalCents = goodsCents + shippingCostCents + (input.pricesIncludeTax ? 0 : tax.taxCents);

  const belowMinimum = input.minimumSubtotalCents > 0 && subtotalCents < input.minimumSubtotalCents;
  return {
    subtotalCents,
    discountCents: coupons.discountCents,
    shippingCostCents,
    taxCents: tax.taxCents,
    grandTotalCents,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    shippingOptions,
    selectedShippingOption: selected,
    shippingLocation: input.location,
    applicableTaxRules: tax.rules,
    coupons: coupons.codes,
    validCoupons: coupons.valid,
    invalidCoupons: coupons.invalid,
    ...kinds,
    minimumSubtotalMessage: belowMinimum
      ? formatMessage('minimumSubtotal', { subtotal: formatMoney(input.minimumSubtotalCents, currency) })
      : null,
  };
}
