import type { Selectable } from 'kysely';

// The gift card tables (migration 0012, decision 0030); named in schema.ts's Database interface.

export interface GiftCardsTable {
  id: string;
  website_id: string;
  /** 16 symbols, upper case, no dashes. */
  code: string;
  initial_cents: number;
  balance_cents: number;
  currency: string;
  order_id: string;
  /** The order line's position, and which of its units: one card per unit bought. */
  line_position: number;
  unit_index: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  /** active | void */
  status: string;
  created_at: string;
}

export interface GiftCardRedemptionsTable {
  id: string;
  website_id: string;
  gift_card_id: string;
  order_id: string;
  amount_cents: number;
  created_at: string;
  returned_at: string | null;
}

export type GiftCardRow = Selectable<GiftCardsTable>;
export type GiftCardRedemptionRow = Selectable<GiftCardRedemptionsTable>;
