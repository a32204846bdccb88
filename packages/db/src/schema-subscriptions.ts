import type { Selectable } from 'kysely';

// The subscription tables (migration 0013, decision 0031), kept apart from schema.ts like the orders'.

/** Flags a carts row as a subscription cart: one item, apart from the shopper's cart. */
export interface SubscriptionCartsTable {
  cart_id: string;
  website_id: string;
  created_at: string;
}

export interface SubscriptionsTable {
  id: string;
  website_id: string;
  token: string;
  cart_id: string;
  site_user_id: string | null;
  email: string;
  product_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  /** JSON: Record<option, value>. */
  variant_attributes: string;
  quantity: number;
  additional_fields: string | null;
  billing_value: number;
  /** WEEK | MONTH | YEAR */
  billing_unit: string;
  /** 0: until cancelled. */
  num_billing_cycles: number;
  cycles_billed: number;
  /** active | past_due | cancelled | completed */
  status: string;
  anchor_at: string;
  next_billing_at: string | null;
  /** JSON: OrderAddress, or null. */
  shipping_address: string | null;
  shipping_option_id: string | null;
  currency: string;
  payment_provider: string;
  card_token: string | null;
  card_last4: string | null;
  origin: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

/** Which orders a subscription made, and for which cycle (the first order is cycle 1). */
export interface SubscriptionOrdersTable {
  order_id: string;
  subscription_id: string;
  cycle: number;
}

export type SubscriptionRow = Selectable<SubscriptionsTable>;
