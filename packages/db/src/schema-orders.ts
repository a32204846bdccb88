import type { Generated, Selectable } from 'kysely';
import type { Flag } from './schema';

// The checkout and orders tables (migration 0011), kept apart from schema.ts by size alone; the
// Database interface in schema.ts names them like every other table.

/** A shipping option an owner offers (migration 0011; pricing in @plinth/commerce shipping-rates.ts). */
export interface ShippingOptionsTable {
  id: string;
  website_id: string;
  name: string;
  /** flat | weight | subtotal | free_over | pickup */
  kind: string;
  amount_cents: number;
  free_over_cents: number | null;
  /** JSON: RateTier[]. */
  rates: string;
  /** JSON: string[] of ISO country codes; [] means everywhere. */
  countries: string;
  position: number;
  enabled: Flag;
  created_at: string;
}

export interface TaxRulesTable {
  id: string;
  website_id: string;
  name: string;
  country: string;
  region: string | null;
  rate_basis_points: number;
  applies_to_shipping: Flag;
  position: number;
  created_at: string;
}

export interface CouponsTable {
  id: string;
  website_id: string;
  /** Upper case. */
  code: string;
  amount_off_cents: number;
  percent_off: number;
  free_shipping: Flag;
  minimum_subtotal_cents: number;
  expires_at: string | null;
  usage_limit: number | null;
  times_used: number;
  created_at: string;
}

export interface OrderNumberSequencesTable {
  website_id: string;
  last_number: number;
}

export interface OrdersTable {
  id: string;
  website_id: string;
  order_number: number;
  status_token: string;
  cart_id: string;
  site_user_id: string | null;
  email: string;
  /** JSON: OrderAddress, or null. */
  shipping_address: string | null;
  shipping_option_name: string | null;
  /** JSON: string[]. */
  coupon_codes: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  /** What gift cards paid of the grand total (migration 0012); the payment is for the rest. */
  gift_card_cents: number;
  currency: string;
  test_mode: Flag;
  /** placed | fulfilled | cancelled | refunded */
  status: string;
  payment_provider: string;
  payment_reference: string | null;
  /** none | authorized | captured | partly_refunded (migration 0036) | voided | refunded; 16 at most */
  payment_status: string;
  tracking_number: string | null;
  /** SHIPPING_CARRIERS of @plinth/contracts, when the owner named one (migration 0035). */
  tracking_carrier: string | null;
  created_at: string;
  updated_at: string;
  fulfilled_at: string | null;
  cancelled_at: string | null;
  refunded_at: string | null;
  /** What has gone back in all, card and gift cards (migration 0036). */
  refunded_cents: number;
  /** When the held payment was taken (migration 0036); null before it, or for older orders. */
  captured_at: string | null;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  website_id: string;
  product_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  product_type: number;
  /** JSON: Record<option, value>. */
  variant_attributes: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
  /** 1 when the order took these units from a counted variant's stock. */
  stock_taken: Flag;
  additional_fields: string | null;
  /** JSON: [{title, summary}], the product form's answers as summarised at the order (migration 0023). */
  form_answers: Generated<string | null>;
  position: number;
}

/** One parcel of an order (migration 0037, decision 0067). */
export interface OrderShipmentsTable {
  id: string;
  order_id: string;
  website_id: string;
  /** SHIPPING_CARRIERS of @plinth/contracts, when the owner named one. */
  tracking_carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  /** The owner account that recorded it. */
  created_by: string | null;
}

/** How many units of an order line went in a shipment (migration 0037). */
export interface OrderShipmentLinesTable {
  shipment_id: string;
  order_line_id: string;
  quantity: number;
}

/** A refund the provider accepted (migration 0036, decision 0065). */
export interface OrderRefundsTable {
  id: string;
  order_id: string;
  website_id: string;
  /** 1, 2, 3 ... per order; the provider's idempotency key is made of it. */
  sequence: number;
  amount_cents: number;
  card_cents: number;
  gift_card_cents: number;
  /** JSON: [{lineId, quantity, amountCents}]; [] for a refund by amount. */
  lines: string;
  restocked: Flag;
  note: string | null;
  provider_reference: string | null;
  /** refunded | released */
  status: string;
  created_at: string;
  created_by: string | null;
}

/** Seed 000's "Order for analytics", written once with its order. */
export interface PurchaseRecordsTable {
  order_id: string;
  website_id: string;
  purchased_cart_id: string;
  grand_total_cents: number;
  shipping_total_cents: number;
  tax_total_cents: number;
  currency: string;
  /** JSON: [{sku, productName, quantity, unitPrice}]. */
  items: string;
  test_mode: Flag;
  created_at: string;
}

/** A payment provider's webhook event, once processed (migration 0015). */
export interface PaymentEventsTable {
  /** The provider's event id (Stripe: evt_...). */
  id: string;
  provider: string;
  type: string;
  payment_reference: string | null;
  order_id: string | null;
  /** applied | recorded | ignored */
  outcome: string;
  received_at: string;
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderShipmentRow = Selectable<OrderShipmentsTable>;
export type OrderShipmentLineRow = Selectable<OrderShipmentLinesTable>;
export type OrderRefundRow = Selectable<OrderRefundsTable>;
export type ShippingOptionRow = Selectable<ShippingOptionsTable>;
export type TaxRuleRow = Selectable<TaxRulesTable>;
export type CouponRow = Selectable<CouponsTable>;
