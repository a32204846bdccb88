import { z } from 'zod';
import { GIFT_CARD_LIST_LIMIT } from './gift-cards-api';

/** Gift cards (issue 9 part 5): what checkout answers about an entered code, and the owner's list. */

/** A gift card applied to a checkout: how much of the total it pays and what stays on it. */
export const appliedGiftCardSchema = z.object({
  /** Masked: ••••-••••-••••-WXYZ. */
  code: z.string(),
  /** The card's balance before this order. */
  balanceCents: z.number().int(),
  /** min(balance, the total after discounts, shipping and tax). */
  appliedCents: z.number().int(),
  remainingBalanceCents: z.number().int(),
  /** What is left to pay by card: the grand total less appliedCents. */
  amountDueCents: z.number().int(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

export const ownerGiftCardSchema = z.object({
  id: z.string(),
  /** Masked to the last four: ••••-••••-••••-WXYZ (decision 0030). */
  code: z.string(),
  initialCents: z.number().int(),
  balanceCents: z.number().int(),
  currency: z.string().length(3),
  status: z.enum(['active', 'void']),
  recipientName: z.string(),
  recipientEmail: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
});
export type OwnerGiftCard = z.infer<typeof ownerGiftCardSchema>;

/** GET /config/api/gift-cards?q= : q matches a code (or its last four), the recipient or the order number. */
export const ownerGiftCardListQuerySchema = z.object({ q: z.string().max(200).optional() });
export const ownerGiftCardListSchema = z.object({
  giftCards: z.array(ownerGiftCardSchema).max(GIFT_CARD_LIST_LIMIT),
});
export type OwnerGiftCardList = z.infer<typeof ownerGiftCardListSchema>;
