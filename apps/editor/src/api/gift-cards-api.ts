import { GIFT_CARD_API, type OwnerGiftCardList } from '@plinth/contracts';
import { ownerGiftCardListSchema } from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** The site's issued gift cards, newest first; `q` matches a code's last four, a recipient or an order number. */
export async function listGiftCards(q: string, signal?: AbortSignal): Promise<OwnerGiftCardList> {
  const url = q ? `${GIFT_CARD_API.ownerList}?${new URLSearchParams({ q })}` : GIFT_CARD_API.ownerList;
  return checkedAnswer(
    ownerGiftCardListSchema,
    await ownerFetch<unknown>(url, { signal }),
    `GET ${GIFT_CARD_API.ownerList}`,
  );
}
