import { CHECKOUT_MESSAGES, formatCheckoutMessage } from '@plinth/commerce';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { loadStripeJs, type StripeCardElement, type StripeJs } from './stripe-js.client';

/** Makes the payment method for Place order: its id, or the message to show beside the card. */
export type CreatePaymentMethod = (billing: {
  email?: string;
  name?: string;
}) => Promise<{ id: string } | { error: string }>;

export interface StripeCardFieldProps {
  publishableKey: string;
  error?: string | undefined;
  /** Set once the card form is ready; Place order calls it. Null while it is not. */
  paymentMethod: MutableRefObject<CreatePaymentMethod | null>;
  /** The shopper edited the card: their earlier error goes. Must be stable (useCallback). */
  onEdit: () => void;
}

/**
 * The card when Stripe takes the payments (decision 0033): Stripe.js's card element (number, expiry
 * and security code in one iframe of Stripe's) under the "Card number" label, with the error beside it
 * as the other fields have theirs. Without JavaScript it says the card form needs it.
 */
export function StripeCardField({ publishableKey, error, paymentMethod, onEdit }: StripeCardFieldProps) {
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
        paymentMethod.current = async (billing) => {
          const result = await stripe.createPaymentMethod({
            type: 'card',
            card: element,
            billing_details: billing,
          });
          if (result.paymentMethod) return { id: result.paymentMethod.id };
          return { error: result.error?.message ?? formatCheckoutMessage('cardDetailsRequired') };
        };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      paymentMethod.current = null;
      card?.destroy();
    };
  }, [publishableKey, paymentMethod, onEdit]);

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
