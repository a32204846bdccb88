import { GIFT_CARD_LIST_LIMIT } from '@plinth/contracts';
import {
  containsPattern,
  forUpdate,
  sql,
  type Executor,
  type GiftCardRow,
  type GiftCardsTable,
  type Insertable,
} from '@plinth/db';

/** A card of the site by its stored (normalized) code; locked for the caller's transaction when asked. */
export async function findGiftCardByCode(
  executor: Executor,
  websiteId: string,
  code: string,
  options: { lock?: boolean } = {},
): Promise<GiftCardRow | null> {
  const query = executor
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('code', '=', code);
  return (await (options.lock ? forUpdate(executor, query) : query).executeTakeFirst()) ?? null;
}

export async function giftCardCodeTaken(
  executor: Executor,
  websiteId: string,
  code: string,
): Promise<boolean> {
  const row = await executor
    .selectFrom('gift_cards')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGiftCard(trx: Executor, card: Insertable<GiftCardsTable>): Promise<void> {
  await trx.insertInto('gift_cards').values(card).execute();
}

/**
 * Takes `amount` off an active card's balance only if the balance still holds it: the second guard
 * (after the row lock) that two orders never spend the same balance. False when it did not.
 */
export async function debitGiftCard(trx: Executor, cardId: string, amountCents: number): Promise<boolean> {
  const result = await trx
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents) }))
    .where('id', '=', cardId)
    .where('status', '=', 'active')
    .where('balance_cents', '>=', amountCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRedemption(
  trx: Executor,
  redemption: {
    id: string;
    websiteId: string;
    cardId: string;
    orderId: string;
    amountCents: number;
    now: string;
  },
): Promise<void> {
  await trx
    .insertInto('gift_card_redemptions')
    .values({
      id: redemption.id,
      website_id: redemption.websiteId,
      gift_card_id: redemption.cardId,
      order_id: redemption.orderId,
      amount_cents: redemption.amountCents,
      created_at: redemption.now,
      returned_at: null,
    })
    .execute();
}

/** What the order took from cards and has not given back yet, with the cards locked in id order. */
export async function lockOpenRedemptions(trx: Executor, orderId: string) {
  const redemptions = await trx
    .selectFrom('gift_card_redemptions')
    .select(['id', 'gift_card_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('returned_at', 'is', null)
    .orderBy('gift_card_id')
    .execute();
  const ids = redemptions.map((r) => r.gift_card_id);
  if (ids.length > 0) {
    await forUpdate(
      trx,
      trx.selectFrom('gift_cards').select('id').where('id', 'in', ids).orderBy('id'),
    ).execute();
  }
  return redemptions;
}

/** Gives a redemption's amount back to its card and marks it returned (once: only an open one). */
export async function returnRedemption(
  trx: Executor,
  redemption: { id: string; gift_card_id: string; amount_cents: number },
  now: string,
): Promise<boolean> {
  const marked = await trx
    .updateTable('gift_card_redemptions')
    .set({ returned_at: now })
    .where('id', '=', redemption.id)
    .where('returned_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', redemption.amount_cents) }))
    .where('id', '=', redemption.gift_card_id)
    .execute();
  return true;
}

/** The cards an order bought stop working: their balance goes to 0 (decision 0030). */
export async function voidGiftCardsOfOrder(trx: Executor, orderId: string): Promise<number> {
  const result = await trx
    .updateTable('gift_cards')
    .set({ status: 'void', balance_cents: 0 })
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The site's cards, newest first, with the number of the order that bought them. */
export async function listGiftCards(executor: Executor, websiteId: string, q: string | undefined) {
  let query = executor
    .selectFrom('gift_cards as g')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .select([
      'g.id',
      'g.code',
      'g.initial_cents',
      'g.balance_cents',
      'g.currency',
      'g.status',
      'g.recipient_name',
      'g.recipient_email',
      'g.order_id',
      'g.created_at',
      'o.order_number',
    ])
    .where('g.website_id', '=', websiteId);
  const text = q?.trim() ?? '';
  if (text !== '') {
    const pattern = containsPattern(text);
    const code = text.replace(/[\s-]/g, '').toUpperCase();
    const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([
        ...(number === null ? [] : [eb('o.order_number', '=', number)]),
        ...(code.length >= 4
          ? [sql<boolean>`g.code like ${containsPattern(code).toUpperCase()} escape '\\'`]
          : []),
        sql<boolean>`lower(g.recipient_name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(g.recipient_email) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query.orderBy('g.created_at', 'desc').orderBy('g.id').limit(GIFT_CARD_LIST_LIMIT).execute();
}
