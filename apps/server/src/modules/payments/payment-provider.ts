/**
 * How checkout takes money (issue 9 part 3, decision 0029). Two steps, so an order is never left
 * without its payment nor a payment without its order: `authorize` holds the amount while the order's
 * transaction is still open (a refusal rolls the order back, nothing held); `capture` takes the held
 * amount once the order has committed; `void` releases a hold whose order did not commit.
 * Every call is idempotent by its key or reference: a retry never holds, takes or returns money twice.
 */
export interface PaymentProvider {
  /** Stored on the order ("test", later "stripe"). */
  readonly name: string;
  /** Orders paid through a test provider are marked testMode and charge nothing real. */
  readonly testMode: boolean;
  /**
   * What checkout must send to pay: the card fields of its form ('card', the default: the test
   * processor), or a payment method the provider's own script made in the browser ('paymentMethod':
   * Stripe, decision 0033), so raw card numbers never pass through the server.
   */
  readonly cardInput?: 'card' | 'paymentMethod';
  /** With 'paymentMethod': the public key the checkout page's provider script is loaded with. */
  readonly publishableKey?: string | undefined;
  /**
   * Holds the amount, or (Stripe, decision 0066) answers that the shopper's bank wants them to
   * authenticate first (3-D Secure): nothing is held yet, and `resumeAuthorization` finishes it.
   */
  authorize(request: AuthorizationRequest): Promise<CardAuthorization>;
  /**
   * After the shopper authenticated in the browser: the hold made from `reference`, checked to be the
   * one `authorize` started for this key, amount and currency (else refused). A provider without it
   * never answers `authenticate`.
   */
  resumeAuthorization?(request: ResumeAuthorizationRequest): Promise<AuthorizationResult>;
  capture(reference: string): Promise<void>;
  void(reference: string): Promise<void>;
  /**
   * Returns `amountCents` of a captured payment (or releases an uncaptured hold). `refundKey` names this
   * one refund among the payment's (an order's refund sequence, decision 0065): two equal partial
   * refunds are two refunds, while a retry of one is answered what the first got. Answers the
   * provider's refund reference when it has one.
   */
  refund(reference: string, amountCents: number, refundKey?: string): Promise<string | null>;
  /**
   * Keeps the card for charges made later without the shopper (subscription renewals, decisions 0031
   * and 0033); called after the first authorization, made with `saveForLater`, succeeded. A provider
   * without it cannot sell subscriptions.
   */
  saveCard?(request: SaveCardRequest): Promise<SavedCard>;
  /** Holds `amountCents` on a saved card; idempotent by its key, like `authorize`. */
  authorizeSaved?(request: SavedCardAuthorizationRequest): Promise<AuthorizationResult>;
}

export interface SavedCard {
  /** What `authorizeSaved` is given; stored on the subscription. */
  token: string;
  last4: string;
}

/**
 * What saving a card may need: the test processor keeps the card's number; Stripe the Customer and
 * payment method the first authorization (made with `saveForLater`) attached to each other.
 */
export interface SaveCardRequest {
  card: CardDetails;
  paymentMethodId?: string | undefined;
  /** The first authorization's reference (Stripe: its PaymentIntent), or null when nothing was due. */
  authorizationReference: string | null;
  email: string;
}

/** A renewal: charged without the shopper present (Stripe: off-session), idempotent by its key. */
export interface SavedCardAuthorizationRequest extends Omit<
  AuthorizationRequest,
  'card' | 'paymentMethodId' | 'saveForLater'
> {
  cardToken: string;
}

/** The card as the checkout form sends it; a hosted provider would send a payment method id instead. */
export interface CardDetails {
  number: string;
  expiry: string;
  securityCode: string;
}

export interface AuthorizationRequest {
  /** The same key answers the same authorization: a retried place-order never holds twice. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  card: CardDetails;
  /** With `cardInput: 'paymentMethod'`: the provider's payment method id (Stripe: pm_...). */
  paymentMethodId?: string | undefined;
  /** "Order #1001 at Plinth Supply Co." */
  description: string;
  /**
   * The card will be charged again later without the shopper (a subscription's first payment): the
   * provider prepares it for `saveCard` (Stripe: a Customer, and `setup_future_usage: off_session`).
   */
  saveForLater?: { email: string } | undefined;
}

/**
 * The card a payment was held on, as the provider tells it (the order confirmation names it, issue 23
 * §5): its network ("visa", "mastercard", "amex"…; null when unknown) and last four digits.
 */
export interface PaidCard {
  brand: string | null;
  last4: string;
}

/** A refusal names the form field it belongs to, so checkout can show it there. */
export type AuthorizationResult =
  | { ok: true; reference: string; card?: PaidCard }
  | { ok: false; field: 'card.number' | 'card.expiry' | 'card.securityCode'; message: string };

/**
 * The shopper's bank wants them to authenticate the payment (3-D Secure, decision 0066): the page does
 * it with the provider's script from `clientSecret`, then places the order again naming `reference`.
 */
export interface AuthenticationNeeded {
  ok: false;
  authenticate: { reference: string; clientSecret: string };
}

export type CardAuthorization = AuthorizationResult | AuthenticationNeeded;

/** What `resumeAuthorization` checks the authenticated payment against: the order as it is now. */
export interface ResumeAuthorizationRequest {
  reference: string;
  /** The `idempotencyKey` the payment was started with. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
}
