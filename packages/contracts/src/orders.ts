import { z } from 'zod';
import { shoppingCartSchema } from './cart';
import { CHECKOUT_LIMITS } from './checkout-api';
import { appliedGiftCardSchema } from './gift-cards';
import { SHIPPING_CARRIERS } from './tracking';

/** Orders (issue 9 part 4): what a shopper, a customer and an owner read about an order. */

export const orderStatusSchema = z.enum([
  'placed',
  'partially_fulfilled',
  'fulfilled',
  'cancelled',
  'refunded',
]);

export const orderLineSchema = z.object({
  /** The line's id: what a partial fulfilment names (decision 0067). */
  id: z.string(),
  sku: z.string(),
  productName: z.string(),
  variantAttributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  /** The product form's answers (issue 11 part 6), as summarised when the order was placed. */
  answers: z.array(z.object({ title: z.string(), summary: z.string() })),
  /** Units shipped so far, over the order's shipments; all of them for an order fulfilled before shipments. */
  fulfilledQuantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One shipment of an order (decision 0067): which units of which lines left together, and how to follow them. */
export const orderShipmentSchema = z.object({
  id: z.string(),
  trackingNumber: z.string().nullable(),
  trackingCarrier: z.enum(SHIPPING_CARRIERS).nullable(),
  /** The carrier's tracking page for the number; null for "other" or without a number. */
  trackingUrl: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  /** "Apartment, suite, etc."; absent on orders placed before it was asked (issue 23), "" when left empty. */
  line2: z.string().optional(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** As the shopper typed it; absent on older orders, "" when left empty. */
  phone: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** An order as its shopper sees it (confirmation, status page by token, the account's list). */
export const orderViewSchema = z.object({
  /** Per-site number, from 1001: shown as "#1001". */
  orderNumber: z.number().int(),
  /** The unguessable part of the status page's address, /orders/{statusToken}. */
  statusToken: z.string(),
  status: orderStatusSchema,
  email: z.string(),
  shippingAddress: orderAddressSchema.nullable(),
  shippingOptionName: z.string().nullable(),
  couponCodes: z.array(z.string()),
  lines: z.array(orderLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  grandTotalCents: z.number().int(),
  /** What gift cards paid of the grand total; the card was charged the rest (decision 0030). */
  giftCardCents: z.number().int(),
  currency: z.string().length(3),
  testMode: z.boolean(),
  trackingNumber: z.string().nullable(),
  /** Who carries it (SHIPPING_CARRIERS), when the owner said. */
  trackingCarrier: z.enum(SHIPPING_CARRIERS).nullable(),
  /** The carrier's tracking page for the number; null for "other" or without a number. */
  trackingUrl: z.string().nullable(),
  /**
   * The shipments so far, oldest first (decision 0067). Empty for an order fulfilled before shipments
   * were kept: its tracking is the order's own, above (which also mirrors the latest shipment's).
   */
  shipments: z.array(orderShipmentSchema),
  createdAt: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** Bounds of a refund request (decision 0065). */
export const ORDER_REFUND_LIMITS = {
  lines: 100,
  note: 500,
  quantity: 9999,
  amountCents: 100_000_000,
} as const;

/** A line of the owner's view: the shopper's plus how many of it were refunded. */
export const ownerOrderLineSchema = orderLineSchema.extend({
  refundedQuantity: z.number().int(),
});
export type OwnerOrderLine = z.infer<typeof ownerOrderLineSchema>;

/** One refund of an order (decision 0065): how much, where it went, which lines, restocked or not. */
export const orderRefundSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  /** What went back to the card the order was paid with. */
  cardCents: z.number().int(),
  /** What went back on the gift cards used (only the refund that completes the order). */
  giftCardCents: z.number().int(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int(), amountCents: z.number().int() })),
  restocked: z.boolean(),
  note: z.string().nullable(),
  /** The provider's refund (Stripe: re_...); null for a released hold or the test processor. */
  providerReference: z.string().nullable(),
  /** refunded, or released: a hold not yet captured was let go instead. */
  status: z.enum(['refunded', 'released']),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** One step of an order's payment, oldest first: what the owner reads as its payment history. */
export const paymentHistoryEntrySchema = z.object({
  kind: z.enum(['gift_card', 'authorized', 'captured', 'voided', 'refunded']),
  amountCents: z.number().int(),
  /** Null when the order predates the record of it (a capture before migration 0036). */
  at: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

/** The owner's view adds the ids and the payment's state. */
export const ownerOrderSchema = orderViewSchema.extend({
  lines: z.array(ownerOrderLineSchema),
  id: z.string(),
  cartId: z.string(),
  siteUserId: z.string().nullable(),
  paymentProvider: z.string(),
  paymentReference: z.string().nullable(),
  paymentStatus: z.string(),
  fulfilledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /**
   * Only gift cards and digital goods: marked fulfilled once paid, never counted "To fulfil", and may
   * still be cancelled once fulfilled (decision 0063).
   */
  nothingToShip: z.boolean(),
  /** What has gone back in all, card and gift cards. */
  refundedCents: z.number().int(),
  /**
   * What a refund may still return now: the grand total less what went back, or 0 when the order
   * cannot be refunded (cancelled, refunded, or its hold is not captured: only a full refund then).
   */
  refundableCents: z.number().int(),
  /** What a partial refund may return: the card's part not yet refunded (gift cards go back last). */
  partialRefundableCents: z.number().int(),
  refunds: z.array(orderRefundSchema),
  paymentHistory: z.array(paymentHistoryEntrySchema),
});
export type OwnerOrder = z.infer<typeof ownerOrderSchema>;

/** POST /api/commerce/checkout/quote answer: the priced cart and what would stop the order now. */
export const checkoutQuoteResponseSchema = z.object({
  shoppingCart: shoppingCartSchema,
  /** Per field ("email", "shippingAddress.city", "couponCodes.0"...); empty when the order could go. */
  fieldErrors: z.record(z.string(), z.string()),
  /** "To check out, your order subtotal must be {subtotal} or more." when below the minimum. */
  minimumSubtotalMessage: z.string().nullable(),
  /**
   * Placing the order will ask for the captcha: declined payments on this cart, email or address, or
   * on the whole site, passed the store's limit (decision 0061). Absent: not asked.
   */
  captchaRequired: z.boolean().optional(),
  /** The gift card entered, when it applies (decision 0030); its errors are in fieldErrors.giftCardCode. */
  giftCard: appliedGiftCardSchema.nullable().optional(),
});
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponseSchema>;

/** POST /api/commerce/checkout/orders answer (201 new, 200 a repeat for the same cart). */
export const placeOrderResponseSchema = z.object({
  order: orderViewSchema,
  /** Set when the order started a subscription: its confirmed page is /subscriptions/{subscriptionToken}. */
  subscriptionToken: z.string().optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * POST /api/commerce/checkout/orders answer 202 (decision 0066): the card's bank wants the shopper to
 * authenticate (3-D Secure). Nothing is held and no order written: the page runs Stripe.js's
 * handleCardAction(clientSecret) and places the order again with paymentIntentId.
 */
export const placeOrderAuthenticationResponseSchema = z.object({
  authentication: z.object({ paymentIntentId: z.string(), clientSecret: z.string() }),
});
export type PlaceOrderAuthenticationResponse = z.infer<typeof placeOrderAuthenticationResponseSchema>;

/** GET /api/commerce/orders/{token} */
export const orderTokenParams = z.object({ token: z.string().min(16).max(64) });
export const orderStatusResponseSchema = z.object({ order: orderViewSchema });

/** GET /api/site-users/account/orders: the signed-in customer's orders, newest first. */
export const customerOrdersResponseSchema = z.object({ orders: z.array(orderViewSchema) });
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;

/** GET /config/api/orders?q=&status= */
export const ownerOrderListQuerySchema = z.object({
  /** Matches the order number, the email or a product name. */
  q: z.string().max(200).optional(),
  status: orderStatusSchema.optional(),
});
export const ownerOrderListSchema = z.object({ orders: z.array(ownerOrderSchema) });
export type OwnerOrderList = z.infer<typeof ownerOrderListSchema>;

export const ownerOrderParams = z.object({ orderId: z.string().min(1).max(32) });

/** GET /config/api/websites/{websiteId}/orders/{orderId}/packing-slip: a new tab carries no X-Website-Id. */
export const packingSlipParams = ownerOrderParams.extend({
  websiteId: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
});
/** ?shipment={id}: that shipment's slip; absent, what is left to ship (or the whole order). */
export const packingSlipQuerySchema = z.object({ shipment: z.string().min(1).max(32).optional() });
export const packingSlipDocumentSchema = z.string().describe('An HTML document (text/html)');

/** One line of a partial fulfilment: this many units of that line ship now (decision 0067). */
export const fulfilLineSchema = z.object({
  lineId: z.string().min(1).max(32),
  quantity: z.number().int().min(1).max(100_000),
});

/** POST /config/api/orders/{orderId}/fulfill */
export const fulfillOrderRequestSchema = z.object({
  /**
   * What ships in this shipment; absent, everything not shipped yet. Each line at most once, and no more
   * than its units still to ship. The order is partially fulfilled until every unit has shipped.
   */
  lines: z.array(fulfilLineSchema).min(1).max(CHECKOUT_LIMITS.fulfilLines).optional(),
  trackingNumber: z.string().trim().max(CHECKOUT_LIMITS.trackingNumber).nullable().optional(),
  /** The carrier (UPS, USPS, FedEx, DHL or other): with a number, the emails and pages link to its tracking. */
  carrier: z.enum(SHIPPING_CARRIERS).nullable().optional(),
});
export type FulfillOrderRequest = z.infer<typeof fulfillOrderRequestSchema>;

/**
 * POST /config/api/orders/{orderId}/refund: by amount, by lines (each line's price paid, less its share
 * of the discount), or with neither everything left; `restock` returns the lines' units to stock.
 */
export const refundOrderRequestSchema = z
  .object({
    amountCents: z.number().int().positive().max(ORDER_REFUND_LIMITS.amountCents).optional(),
    lines: z
      .array(
        z.object({
          lineId: z.string().min(1).max(32),
          quantity: z.number().int().positive().max(ORDER_REFUND_LIMITS.quantity),
        }),
      )
      .min(1)
      .max(ORDER_REFUND_LIMITS.lines)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'Each line once')
      .optional(),
    restock: z.boolean().optional(),
    note: z.string().trim().max(ORDER_REFUND_LIMITS.note).optional(),
  })
  .refine((body) => body.amountCents === undefined || body.lines === undefined, {
    message: 'Refund an amount or lines, not both',
  })
  .refine((body) => !body.restock || body.lines !== undefined, {
    message: 'Restock needs the lines to restock',
  })
  // No body (or null) refunds everything left, as before partial refunds.
  .nullish();
export type RefundOrderRequest = z.infer<typeof refundOrderRequestSchema>;

export const ownerOrderResponseSchema = z.object({ order: ownerOrderSchema });
