import type { AppliedGiftCard, CaptchaClientConfig, CheckoutFields, ShoppingCart } from '@plinth/contracts';

/** What the page hands the form: the shopper's values and what the server refused, if anything. */
export interface CheckoutFormState {
  /** By field name (CHECKOUT_FIELD); the card fields are never sent back. */
  values: CheckoutFields;
  /** By field name; the message shows beside the field. */
  fieldErrors: Record<string, string>;
  /** A refusal that belongs to no field ("Sorry, Vintage Lamp is sold out."). */
  error: string | null;
}

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

export interface CheckoutProps {
  crumb: string;
  /** The visitor's cart priced by the server's quote for `form.values`. */
  cart: ShoppingCart;
  minimumSubtotalMessage: string | null;
  /** The gift card the quote applied (decision 0030); null or left out for none. */
  giftCard?: AppliedGiftCard | null;
  /** Orders are taken by the built-in test processor: the page says so. */
  testMode: boolean;
  /** A subscription checkout: the plan phrase ("Every 2 weeks"); null for an ordinary checkout. */
  subscriptionPlan?: string | null;
  /** Each line's product form answers by entry id ("Grind: Espresso"), shown under it in the summary. */
  entryAnswers?: Record<string, { title: string; summary: string }[]>;
  /**
   * Stripe takes the payments (decision 0033): the card is entered in Stripe.js's card form, loaded
   * with this key, and sent as a payment method; null or absent: the card fields.
   */
  stripe?: { publishableKey: string } | null;
  countries: CountryOption[];
  /** The captcha checkout asks for after declined payments (decision 0061); absent in older pages. */
  captcha?: CaptchaClientConfig;
  /** Placing the order asks for the captcha already; it can also start asking after a decline. */
  captchaRequired?: boolean;
  form: CheckoutFormState;
  /** An express cart's token ("Buy now", `?cart=`): the form and the API calls name that cart. */
  cartToken?: string | null;
}
