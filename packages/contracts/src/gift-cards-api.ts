/**
 * Gift cards without zod (issue 9 part 5, decision 0030): paths and limits for the server, the editor
 * and the checkout island. The schemas are in gift-cards.ts; codes and recipients in @plinth/commerce.
 */

export const GIFT_CARD_API = {
  /** GET ?q=: the site's issued gift cards, newest first (orders.view). */
  ownerList: '/config/api/gift-cards',
} as const;

export const GIFT_CARD_STATUS = { active: 'active', void: 'void' } as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUS)[keyof typeof GIFT_CARD_STATUS];

/** The most cards a list answers; search finds older ones. */
export const GIFT_CARD_LIST_LIMIT = 200;

/** Longest gift card code field accepted (16 symbols with dashes and blanks around them). */
export const GIFT_CARD_CODE_INPUT_MAX = 40;
