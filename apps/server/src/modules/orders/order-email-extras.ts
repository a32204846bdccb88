import type { OwnerOrder, ProductImage } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { cardPaymentLine, giftCardPaymentLine, type OrderEmailExtras } from '../email';
import { absoluteUrl } from '../seo';
import { parseStoredJson } from '../../stored-json';
import type { OrderEventContext } from './order-notifier';
import { listOrderGiftCardCodes, listOrderLineImages } from './queries';

/**
 * What the shopper's order emails show beside the order (issue 23 §5), read when each is queued: each
 * line's picture (its variant's, else its product's first; absolute, for mail programs), the site's
 * language (the country's name) and how it was paid: the gift cards used, and the card when the
 * provider named it as the order was placed (the order keeps no card brand or last four, so only the
 * confirmation can name the card). A line whose product is gone has no picture.
 */
export async function orderEmailExtras(
  trx: Executor,
  order: Pick<OwnerOrder, 'id' | 'giftCardCents' | 'lines'>,
  context: OrderEventContext,
): Promise<OrderEmailExtras> {
  const pictures = context.linePictures;
  const images = pictures
    ? order.lines.map((line) => ({ id: line.id, image: null, images: null, ...pictures.get(line.sku) }))
    : await listOrderLineImages(trx, order.id);
  const lineImages: Record<string, string> = {};
  for (const row of images) {
    const url =
      parseStoredJson<ProductImage | null>(row.image ?? null, null)?.url ??
      parseStoredJson<ProductImage[]>(row.images ?? null, [])[0]?.url;
    if (url) lineImages[row.id] = absoluteUrl(context.origin, url);
  }
  // Only an order gift cards paid has any; the one being placed names its card in the context (its
  // redemption is written after the order), so the common order asks nothing more here.
  const cards =
    order.giftCardCents > 0 && !context.giftCardCode ? await listOrderGiftCardCodes(trx, order.id) : [];
  const paymentLines = [
    ...(context.card ? [cardPaymentLine(context.card.brand, context.card.last4)] : []),
    ...new Set([...cards, ...(context.giftCardCode ? [context.giftCardCode] : [])].map(giftCardPaymentLine)),
  ];
  return {
    language: context.site.language,
    ...(Object.keys(lineImages).length > 0 ? { lineImages } : {}),
    ...(paymentLines.length > 0 ? { paymentLines } : {}),
  };
}
