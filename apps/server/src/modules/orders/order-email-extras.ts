import type { OwnerOrder, ProductImage } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { cardPaymentLine, giftCardPaymentLine, type OrderEmailExtras } from '../email';
import { absoluteUrl } from '../seo';
import { parseStoredJson } from '../../stored-json';
import type { OrderEventContext } from './order-notifier';

/**
 * What the shopper's order emails show beside the order (issue 23 §5), read when each is queued: each
 * line's picture (its variant's, else its product's first; absolute, for mail programs), the site's
 * language (the country's name) and how it was paid: the gift cards used, and the card when the
 * provider named it as the order was placed (the order keeps no card brand or last four, so only the
 * confirmation can name the card). A line whose product is gone has no picture.
 */
export async function orderEmailExtras(
  trx: Executor,
  order: Pick<OwnerOrder, 'id'>,
  context: OrderEventContext,
): Promise<OrderEmailExtras> {
  const images = await trx
    .selectFrom('order_lines as l')
    .leftJoin('variants as v', 'v.id', 'l.variant_id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'v.image', 'p.images'])
    .where('l.order_id', '=', order.id)
    .execute();
  const lineImages: Record<string, string> = {};
  for (const row of images) {
    const url =
      parseStoredJson<ProductImage | null>(row.image ?? null, null)?.url ??
      parseStoredJson<ProductImage[]>(row.images ?? null, [])[0]?.url;
    if (url) lineImages[row.id] = absoluteUrl(context.origin, url);
  }
  const cards = await trx
    .selectFrom('gift_card_redemptions as r')
    .innerJoin('gift_cards as g', 'g.id', 'r.gift_card_id')
    .select(['g.code'])
    .where('r.order_id', '=', order.id)
    .orderBy('r.created_at')
    .execute();
  const paymentLines = [
    ...(context.card ? [cardPaymentLine(context.card.brand, context.card.last4)] : []),
    ...new Set(
      [...cards.map((card) => card.code), ...(context.giftCardCode ? [context.giftCardCode] : [])].map(
        giftCardPaymentLine,
      ),
    ),
  ];
  return {
    language: context.site.language,
    ...(Object.keys(lineImages).length > 0 ? { lineImages } : {}),
    ...(paymentLines.length > 0 ? { paymentLines } : {}),
  };
}
