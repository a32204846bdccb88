import { CHECKOUT_MESSAGES, formatCheckoutMessage } from '@plinth/commerce';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { loadStripeJs, type StripeCardElement, type StripeJs } from './stripe-js.client';

/** Makes the payment method for Place order: its id, or the message to show beside the card. */
export type CreatePaymentMethod = (billing: {
  email?: string;
  name?: string;
}) => Promise<{ id: string } | { error: string }>;

/**
 * 3-D Secure (decision 0066): the bank's check in Stripe's window for the client secret the server
 * answered; `ok: false` when it failed or was closed (the server has the last word either way).
 */
export type AuthenticatePayment = (clientSecret: string) => Promise<{ ok: boolean }>;

/** What Place order asks of Stripe.js once the card form is ready. */
export interface StripeCardActions {
  createPaymentMethod: CreatePaymentMethod;
  authenticate: AuthenticatePayment;
}

export interface StripeCardFieldProps {
  publishableKey: string;
  error?: string | undefined;
  /** Set once the card form is ready; Place order calls it. Null while it is not. */
  stripeCard: MutableRefObject<StripeCardActions | null>;
  /** The shopper edited the card: their earlier error goes. Must be stable (useCallback). */
  onEdit: () => void;
}

/**
 * The card when Stripe takes the payments (decision 0033): Stripe.js's card element (number, expiry
 * and security code in one iframe of Stripe's) under the "Card number" label, with the error beside it
 * as the other fields have theirs. Without JavaScript it says the card form needs it.
 */
export function StripeCardField({ publishableKey, error, stripeCard, onEdit }: StripeCardFieldProps) {
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [typed, setTyped] = useState<string | undefined>(undefined);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripeJs()
      .then((factory) => {
        if (cancelled || !target.current) return;
        const stripe: StripeJs = factory(publishableKey);
        const element = stripe.elements().create('card', { hidePostalCode: true });
        card = element;
        element.mount(target.current);
        element.on('change', (change) => {
          setTyped(change.error?.message);
          onEdit();
        });
        stripeCard.current = {
          createPaymentMethod: async (billing) => {
            const result = await stripe.createPaymentMethod({
              type: 'card',
              card: element,
              billing_details: billing,
            });
            if (result.paymentMethod) return { id: result.paymentMethod.id };
            return { error: result.error?.message ?? formatCheckoutMessage('cardDetailsRequired') };
          },
          authenticate: async (clientSecret) => {
            const result = await stripe.handleCardAction(clientSecret).catch(() => ({ error: {} }));
            return { ok: !result.error };
          },
        };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      stripeCard.current = null;
      card?.destroy();
    };
  }, [publishableKey, stripeCard, onEdit]);

  const message =
    error ?? typed ?? (state === 'failed' ? formatCheckoutMessage('paymentUnavailable') : undefined);
  const errorId = `${id}-error`;
  const classes = [
    'plinth-field',
    'plinth-checkout-field',
    'plinth-checkout-field--wide',
    message ? 'is-invalid' : null,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <span className="plinth-field__label" id={`${id}-label`}>
        {CHECKOUT_MESSAGES.cardNumber}
      </span>
      <div
        id={id}
        className="plinth-input plinth-checkout__stripe-card"
        role="group"
        aria-labelledby={`${id}-label`}
        data-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        aria-busy={state === 'loading'}
        tabIndex={-1}
      >
        {/* Stripe's iframe goes in here; React renders nothing inside it. */}
        <div ref={target} />
      </div>
      <noscript>
        <p className="plinth-checkout-field__hint">{formatCheckoutMessage('cardDetailsRequired')}</p>
      </noscript>
      {message ? (
        <p id={errorId} className="plinth-checkout-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
