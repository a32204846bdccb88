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
  authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
  capture(reference: string): Promise<void>;
  void(reference: string): Promise<void>;
  /** Returns `amountCents` of a captured payment (or releases an uncaptured hold). */
  refund(reference: string, amountCents: number): Promise<void>;
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
  /** "Order #1001 at Plinth Supply Co." */
  description: string;
}

/** A refusal names the form field it belongs to, so checkout can show it there. */
export type AuthorizationResult =
  | { ok: true; reference: string }
  | { ok: false; field: 'card.number' | 'card.expiry' | 'card.securityCode'; message: string };
