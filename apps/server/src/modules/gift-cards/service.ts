import { randomBytes } from 'node:crypto';
import {
  PRODUCT_TYPE,
  formatCheckoutMessage,
  formatGiftCardCode,
  giftCardCodeFromBytes,
  giftCardRecipientOf,
  maskGiftCardCode,
  normalizeGiftCardCode,
} from '@plinth/commerce';
import {
  CHECKOUT_FIELD,
  PERMISSION,
  type AppliedGiftCard,
  type FieldErrors,
  type GiftCardStatus,
  type OwnerGiftCardList,
} from '@plinth/contracts';
import { newId, nowIso, type Db, type Executor, type GiftCardRow } from '@plinth/db';
import { giftCardTemplate, type Mail } from '../email';
import type { Site } from '../sites';
import { giftCardBalanceChanged } from './errors';
import {
  debitGiftCard,
  findGiftCardByCode,
  giftCardCodeTaken,
  insertGiftCard,
  insertRedemption,
  listGiftCards,
  lockOpenRedemptions,
  returnRedemption,
  voidGiftCardsOfOrder,
} from './queries';

/** A gift card code entered at checkout, looked up (decision 0030). */
export interface GiftCardCheck {
  /** The card, when the code names one that can pay for this cart. */
  card: GiftCardRow | null;
  /** `giftCardCode` when the code is wrong, spent, void or not allowed for this cart. */
  fieldErrors: FieldErrors;
}

const NO_GIFT_CARD: GiftCardCheck = { card: null, fieldErrors: {} };

/**
 * Finds the card for `rawCode`. An empty code is no gift card (no error). In a placement pass `lock`,
 * so the row is held until the order commits and the balance read is the one debited (PostgreSQL
 * FOR UPDATE; SQLite's transaction is the only writer). A cart that buys gift cards cannot be paid
 * with one.
 */
export async function checkGiftCard(
  executor: Executor,
  site: Site,
  input: { rawCode: string | undefined; lineTypes: readonly number[]; lock: boolean; subscription?: boolean },
): Promise<GiftCardCheck> {
  const raw = input.rawCode?.trim() ?? '';
  if (raw === '') return NO_GIFT_CARD;
  const refuse = (id: Parameters<typeof formatCheckoutMessage>[0]): GiftCardCheck => ({
    card: null,
    fieldErrors: { [CHECKOUT_FIELD.giftCardCode]: formatCheckoutMessage(id) },
  });
  if (input.lineTypes.includes(PRODUCT_TYPE.GIFT_CARD)) return refuse('giftCardForGiftCards');
  // Renewals charge the saved card, which a first order paid by gift card would not have given.
  if (input.subscription) return refuse('giftCardForSubscriptions');
  const code = normalizeGiftCardCode(raw);
  if (code === null) return refuse('giftCardCodeInvalid');
  const card = await findGiftCardByCode(executor, site.id, code, { lock: input.lock });
  if (!card) return refuse('giftCardNotFound');
  if (card.status !== 'active') return refuse('giftCardVoid');
  if (card.currency !== site.currency) return refuse('giftCardCurrency');
  if (card.balance_cents <= 0) return refuse('giftCardEmpty');
  return { card, fieldErrors: {} };
}

/** What `card` pays of `grandTotalCents`: min(balance, total), and what stays on it and to pay. */
export function applyGiftCard(card: GiftCardRow, grandTotalCents: number): AppliedGiftCard {
  const appliedCents = Math.max(0, Math.min(card.balance_cents, grandTotalCents));
  return {
    code: maskGiftCardCode(card.code),
    balanceCents: card.balance_cents,
    appliedCents,
    remainingBalanceCents: card.balance_cents - appliedCents,
    amountDueCents: grandTotalCents - appliedCents,
  };
}

/**
 * Debits the card in the order's transaction and records the redemption. The card is locked already
 * (checkGiftCard with lock); the debit is also conditional on the balance, so should anything have
 * spent it meanwhile the order fails (409) instead of the balance going below zero.
 */
export async function redeemGiftCard(
  trx: Executor,
  site: Site,
  card: GiftCardRow,
  amount: number,
  orderId: string,
): Promise<void> {
  if (amount <= 0) return;
  if (!(await debitGiftCard(trx, card.id, amount))) throw giftCardBalanceChanged();
  await insertRedemption(trx, {
    id: newId(),
    websiteId: site.id,
    cardId: card.id,
    orderId,
    amountCents: amount,
    now: nowIso(),
  });
}

/** One order line as issuing needs it. */
export interface GiftCardLine {
  productType: number;
  quantity: number;
  unitPriceCents: number;
  additionalFields: string | null;
}

/** The dedupe key (and so the Message-ID) of a card's email: one per card. */
export const giftCardEmailKey = (cardId: string) => `gift-card:${cardId}`;

/**
 * Issues one card per gift card unit the order bought, worth the unit's price, in the order's
 * transaction, and queues each card's email to its recipient there too (so a rolled-back order issues
 * and sends nothing). A line without a recipient (a cart filled before recipients were asked for)
 * sends its cards to the buyer. Codes are 80 random bits; one already used on the site is drawn again.
 */
export async function issueGiftCards(
  trx: Executor,
  mail: Pick<Mail, 'queue'>,
  context: { site: Site; origin: string },
  order: {
    id: string;
    email: string;
    currency: string;
    shippingAddress?: { firstName: string; lastName: string } | null;
  },
  lines: readonly GiftCardLine[],
): Promise<number> {
  let issued = 0;
  // The buyer's name for "Ada Lovelace (ada@example.com) sent you…": the order's shipping name, when
  // it has one (the checkout asks no sender name; an order of gift cards only ships nowhere).
  const address = order.shippingAddress;
  const fromName = address ? `${address.firstName} ${address.lastName}`.trim() : '';
  for (const [position, line] of lines.entries()) {
    if (line.productType !== PRODUCT_TYPE.GIFT_CARD) continue;
    const recipient = giftCardRecipientOf(line.additionalFields) ?? {
      recipientName: order.email,
      recipientEmail: order.email,
      message: '',
    };
    for (let unit = 0; unit < line.quantity; unit++) {
      const code = await newCode(trx, context.site.id);
      const id = newId();
      await insertGiftCard(trx, {
        id,
        website_id: context.site.id,
        code,
        initial_cents: line.unitPriceCents,
        balance_cents: line.unitPriceCents,
        currency: order.currency,
        order_id: order.id,
        line_position: position,
        unit_index: unit,
        recipient_name: recipient.recipientName,
        recipient_email: recipient.recipientEmail,
        message: recipient.message,
        status: 'active',
        created_at: nowIso(),
      });
      await mail.queue(trx, {
        websiteId: context.site.id,
        siteName: context.site.title,
        dedupeKey: giftCardEmailKey(id),
        template: giftCardTemplate,
        data: {
          recipientName: recipient.recipientName,
          fromEmail: order.email,
          ...(fromName ? { fromName } : {}),
          message: recipient.message,
          code: formatGiftCardCode(code),
          amountCents: line.unitPriceCents,
          currency: order.currency,
          shopUrl: `${context.origin}/`,
        },
        to: recipient.recipientEmail,
        // The email is the card: only those who may manage orders read it under Sent emails.
        readPermission: PERMISSION.ordersManage,
      });
      issued++;
    }
  }
  return issued;
}

async function newCode(executor: Executor, websiteId: string): Promise<string> {
  for (;;) {
    const code = giftCardCodeFromBytes(randomBytes(16));
    if (!(await giftCardCodeTaken(executor, websiteId, code))) return code;
  }
}

/**
 * For a cancel or refund, in its transaction: what the order paid with gift cards goes back on them
 * (each redemption once), and the cards the order bought are voided (their balance goes to 0).
 */
export async function returnGiftCardsOfOrder(trx: Executor, orderId: string): Promise<void> {
  const now = nowIso();
  for (const redemption of await lockOpenRedemptions(trx, orderId))
    await returnRedemption(trx, redemption, now);
  await voidGiftCardsOfOrder(trx, orderId);
}

/** The site's issued cards for the editor, codes masked to their last four. */
export async function listOwnerGiftCards(
  db: Db,
  site: Site,
  q: string | undefined,
): Promise<OwnerGiftCardList> {
  const rows = await listGiftCards(db.kysely, site.id, q);
  return {
    giftCards: rows.map((row) => ({
      id: row.id,
      code: maskGiftCardCode(row.code),
      initialCents: row.initial_cents,
      balanceCents: row.balance_cents,
      currency: row.currency,
      status: row.status as GiftCardStatus,
      recipientName: row.recipient_name,
      recipientEmail: row.recipient_email,
      orderId: row.order_id,
      orderNumber: row.order_number,
      createdAt: row.created_at,
    })),
  };
}
