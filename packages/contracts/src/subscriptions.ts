import { z } from 'zod';
import { MAX_ADDITIONAL_FIELDS_LENGTH } from './cart-api';
import { orderAddressSchema } from './orders';
import { subscriptionPlanSchema } from './product';

/** Subscriptions (issue 9 part 6): the Subscribe call, and what customers and owners read. */

/** POST /api/3/commerce/cart/subscription (seed 000 section 7). */
export const subscriptionCartRequestSchema = z.object({
  itemId: z.string().min(1).max(64),
  sku: z.string().max(100).optional(),
  qty: z.union([z.number(), z.string().max(10)]).optional(),
  additionalFields: z.string().max(MAX_ADDITIONAL_FIELDS_LENGTH).nullable().optional(),
});
export type SubscriptionCartRequest = z.infer<typeof subscriptionCartRequestSchema>;

export const subscriptionCartResponseSchema = z.object({
  /** The subscription cart's token: the storefront goes on to /checkout?cartToken={cartToken}. */
  cartToken: z.string(),
});
export type SubscriptionCartResponse = z.infer<typeof subscriptionCartResponseSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'cancelled', 'completed']);

/** A subscription as its customer sees it (confirmed page, account). */
export const subscriptionViewSchema = z.object({
  id: z.string(),
  productName: z.string(),
  sku: z.string(),
  variantAttributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  plan: subscriptionPlanSchema,
  /** "Every 2 weeks" (seed 000 section 5). */
  planPhrase: z.string(),
  status: subscriptionStatusSchema,
  cyclesBilled: z.number().int(),
  /** Null once it ends (cancelled, completed). */
  nextBillingAt: z.string().nullable(),
  unitPriceCents: z.number().int(),
  currency: z.string().length(3),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** The owner's view adds who subscribed and what went wrong last. */
export const ownerSubscriptionSchema = subscriptionViewSchema.extend({
  email: z.string(),
  siteUserId: z.string().nullable(),
  shippingAddress: orderAddressSchema.nullable(),
  lastError: z.string().nullable(),
  /** The orders it made, oldest first (cycle 1 first): the id opens it in the editor, the number reads "#1001". */
  orders: z.array(z.object({ id: z.string(), orderNumber: z.number().int() })),
});
export type OwnerSubscription = z.infer<typeof ownerSubscriptionSchema>;

export const subscriptionListResponseSchema = z.object({ subscriptions: z.array(subscriptionViewSchema) });
export const subscriptionResponseSchema = z.object({ subscription: subscriptionViewSchema });
export const ownerSubscriptionListResponseSchema = z.object({
  subscriptions: z.array(ownerSubscriptionSchema),
});
export const ownerSubscriptionResponseSchema = z.object({ subscription: ownerSubscriptionSchema });
export const subscriptionParams = z.object({ subscriptionId: z.string().min(1).max(64) });
