/**
 * Stripe.js on the checkout page (decision 0033): loaded from js.stripe.com only when Stripe takes the
 * payments, and only on /checkout, never bundled (nothing of it counts in the size budget). Its card
 * form is an iframe of Stripe's, so the card number never enters this page's DOM nor our server.
 * Only the few calls checkout makes are typed here.
 */

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export interface StripeCardChange {
  complete: boolean;
  error?: { message: string } | undefined;
}

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
}

export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { email?: string; name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
  /**
   * 3-D Secure (decision 0066): shows the bank's check for a PaymentIntent in requires_action (manual
   * confirmation); resolves once it is done, failed or closed. The server then confirms or refuses it.
   */
  handleCardAction(clientSecret: string): Promise<{
    paymentIntent?: { id: string; status: string };
    error?: { message?: string; code?: string };
  }>;
}

type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | undefined;

/** Adds Stripe's script once and answers its `Stripe` factory; a failed load may be tried again. */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js missing')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
