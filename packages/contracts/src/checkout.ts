import { z } from 'zod';
import { CAPTCHA_TOKEN_MAX_LENGTH } from './captcha';
import { CHECKOUT_LIMITS } from './checkout-api';
import { GIFT_CARD_CODE_INPUT_MAX } from './gift-cards-api';

/**
 * Checkout (issue 9 parts 2 to 4): the priced parts of the ShoppingCart entity (seed 000 section 3),
 * the quote and place-order requests, and their answers. Amounts are integer minor units of the store
 * currency; rates are basis points (825 = 8.25 %).
 */

export const shippingKindSchema = z.enum(['flat', 'weight', 'subtotal', 'free_over', 'pickup']);

/** One shipping option as the cart offers it, priced for this cart. */
export const shippingOptionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: shippingKindSchema,
  costCents: z.number().int(),
  /** False for pick-up: no shipping address is needed. */
  requiresAddress: z.boolean(),
});
export type ShippingOptionView = z.infer<typeof shippingOptionViewSchema>;

/** Where the order goes, as far as shipping and tax need it. */
export const shippingLocationSchema = z.object({
  country: z.string(),
  region: z.string(),
  city: z.string(),
  postalCode: z.string(),
});
export type ShippingLocation = z.infer<typeof shippingLocationSchema>;

export const taxRuleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  rateBasisPoints: z.number().int(),
  /** This rule's share of the cart's taxCents. */
  taxCents: z.number().int(),
});
export type TaxRuleView = z.infer<typeof taxRuleViewSchema>;

export const validCouponSchema = z.object({
  code: z.string(),
  discountCents: z.number().int(),
  freeShipping: z.boolean(),
});
export type ValidCoupon = z.infer<typeof validCouponSchema>;

export const invalidCouponSchema = z.object({
  code: z.string(),
  reason: z.enum(['NOT_FOUND', 'EXPIRED', 'USAGE_LIMIT_REACHED', 'BELOW_MINIMUM_SUBTOTAL']),
  message: z.string(),
});
export type InvalidCoupon = z.infer<typeof invalidCouponSchema>;

const text = (max: number) => z.string().max(max);

/** The shipping (or billing, for a cart that ships nothing) address; checked by the service. */
export const checkoutAddressSchema = z.object({
  firstName: text(CHECKOUT_LIMITS.name).optional(),
  lastName: text(CHECKOUT_LIMITS.name).optional(),
  line1: text(CHECKOUT_LIMITS.addressLine).optional(),
  /** "Apartment, suite, etc."; optional. */
  line2: text(CHECKOUT_LIMITS.addressLine).optional(),
  city: text(CHECKOUT_LIMITS.city).optional(),
  region: text(CHECKOUT_LIMITS.region).optional(),
  postalCode: text(CHECKOUT_LIMITS.postalCode).optional(),
  /** ISO 3166-1 alpha-2 ("US", "GB"). */
  country: text(2).optional(),
  /** Optional; digits, spaces, "+", "-" and brackets, with 7 to 20 digits (checked by the service). */
  phone: text(CHECKOUT_LIMITS.phone).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** POST /api/commerce/checkout/quote: what the shopper has entered so far; every field optional. */
export const checkoutQuoteRequestSchema = z.object({
  email: text(CHECKOUT_LIMITS.email).optional(),
  shippingAddress: checkoutAddressSchema.optional(),
  shippingOptionId: text(64).nullable().optional(),
  couponCodes: z.array(text(CHECKOUT_LIMITS.couponCode)).max(CHECKOUT_LIMITS.couponCodes).optional(),
  /** A subscription cart's token (POST /api/3/commerce/cart/subscription): price that cart instead. */
  cartToken: text(64).optional(),
  /** A gift card code (XXXX-XXXX-XXXX-XXXX, any case, dashes optional); decision 0030. */
  giftCardCode: text(GIFT_CARD_CODE_INPUT_MAX).optional(),
});
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;

/** The test card fields; the test processor reads them, a real provider never sees raw numbers here. */
export const cardInputSchema = z.object({
  number: text(CHECKOUT_LIMITS.cardField).optional(),
  /** "MM/YY" */
  expiry: text(CHECKOUT_LIMITS.cardField).optional(),
  securityCode: text(CHECKOUT_LIMITS.cardField).optional(),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** POST /api/commerce/checkout/orders: places the order for `cartId`; a repeat returns the same order. */
export const placeOrderRequestSchema = checkoutQuoteRequestSchema.extend({
  cartId: z.string().min(1).max(64),
  card: cardInputSchema.optional(),
  /**
   * When Stripe takes the payments: the PaymentMethod Stripe.js made from the card in the browser
   * (decision 0033). The server never sends raw card numbers to Stripe; the card fields are then unused.
   */
  paymentMethodId: z
    .string()
    .max(CHECKOUT_LIMITS.paymentMethodId)
    .regex(/^pm_[A-Za-z0-9_]+$/)
    .optional(),
  /**
   * 3-D Secure (decision 0066): the PaymentIntent a 202 answer named, sent again once the shopper
   * authenticated it (or failed to) with Stripe.js; the order is placed with it, or the failure refused.
   */
  paymentIntentId: z
    .string()
    .max(CHECKOUT_LIMITS.paymentMethodId)
    .regex(/^pi_[A-Za-z0-9_]+$/)
    .optional(),
  /**
   * The captcha's token (an ALTCHA payload or a reCAPTCHA Enterprise token), sent once checkout asks
   * for it after declined payments (decision 0061); ignored while it does not.
   */
  captchaToken: text(CAPTCHA_TOKEN_MAX_LENGTH).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
