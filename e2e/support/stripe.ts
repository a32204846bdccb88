/**
 * Checkout with Stripe in the browser journeys, with no internet: the shop of serve-stripe.ts (its
 * server talks to the fake Stripe API) and a stand-in for Stripe.js, served by the browser's routing at
 * Stripe.js's own address so the page loads it exactly as it loads the real one (same URL, same CSP).
 *
 * The stand-in does what checkout asks of Stripe.js (stripe-js.client.ts): a card element (one text
 * input here, where Stripe's is an iframe), createPaymentMethod (Stripe's test card numbers give its
 * test PaymentMethods) and handleCardAction, which opens a "bank" dialog as Stripe's 3-D Secure test
 * page does: "Complete" or "Fail" is reported to the fake Stripe (as the bank tells Stripe), Escape
 * closes it unanswered. Only what Plinth calls is there; anything else throws.
 */
import type { Page } from '@playwright/test';

export const STRIPE_SHOP = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? '3212'}`;
const FAKE_STRIPE_API = `http://127.0.0.1:${process.env.E2E_FAKE_STRIPE_PORT ?? '3213'}`;
const STRIPE_JS = 'https://js.stripe.com/v3/';
/** Where the stand-in reports the bank window's answer; the route below passes it to the fake API. */
const BANK_ANSWER = 'https://api.stripe.com/_test/authenticate/';

/** Stripe's test card numbers (https://docs.stripe.com/testing) and the test PaymentMethods they are. */
export const STRIPE_CARDS = {
  visa: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
} as const;

/** The name of the stand-in's bank dialog, as the journeys find it. */
export const BANK_WINDOW = '3D Secure test page';

const STAND_IN = `(() => {
  const methods = {
    '4242424242424242': 'pm_card_visa',
    '4000002760003184': 'pm_card_threeDSecure2Required',
    '4000000000000002': 'pm_card_chargeDeclined',
  };
  const digitsOf = (input) => input.value.replace(/\\D/g, '');
  window.Stripe = (key) => {
    if (!/^pk_test_/.test(key)) throw new Error('stand-in Stripe.js: a test publishable key only');
    return {
      elements: () => ({
        create: (type) => {
          if (type !== 'card') throw new Error('stand-in Stripe.js: only the card element');
          const input = document.createElement('input');
          input.setAttribute('aria-label', 'Card number, expiry and security code');
          input.inputMode = 'numeric';
          input.autocomplete = 'cc-number';
          input.style.cssText = 'width:100%;border:0;font:inherit;background:transparent';
          const handlers = [];
          input.addEventListener('input', () => {
            for (const handler of handlers) handler({ complete: digitsOf(input).length >= 16 });
          });
          return {
            input,
            mount: (target) => target.append(input),
            destroy: () => input.remove(),
            focus: () => input.focus(),
            on: (event, handler) => {
              if (event === 'change') handlers.push(handler);
            },
          };
        },
      }),
      createPaymentMethod: async ({ card }) => {
        const id = methods[digitsOf(card.input)];
        return id ? { paymentMethod: { id } } : { error: { message: 'Your card number is incorrect.' } };
      },
      handleCardAction: (clientSecret) =>
        new Promise((resolve) => {
          const id = clientSecret.split('_secret_')[0];
          const dialog = document.createElement('dialog');
          dialog.setAttribute('aria-label', ${JSON.stringify(BANK_WINDOW)});
          dialog.innerHTML =
            '<form method="dialog"><p>Your bank asks you to confirm this payment.</p>' +
            '<button value="succeed">Complete</button> <button value="fail">Fail</button></form>';
          document.body.append(dialog);
          dialog.addEventListener('close', async () => {
            const outcome = dialog.returnValue;
            dialog.remove();
            if (outcome === 'succeed' || outcome === 'fail') {
              await fetch(${JSON.stringify(BANK_ANSWER)} + id, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: 'outcome=' + outcome,
              }).catch(() => undefined);
            }
            resolve(
              outcome === 'succeed'
                ? { paymentIntent: { id, status: 'requires_confirmation' } }
                : {
                    error: {
                      code: 'payment_intent_authentication_failure',
                      message: 'We are unable to authenticate your payment method.',
                    },
                  },
            );
          });
          dialog.showModal();
        }),
    };
  };
})();`;

/** Serves the stand-in Stripe.js to this page and passes its bank answers to the fake Stripe API. */
export async function useStandInStripe(page: Page): Promise<void> {
  await page.route(STRIPE_JS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.route(`${BANK_ANSWER}*`, async (route) => {
    const id = route.request().url().slice(BANK_ANSWER.length);
    const answer = await fetch(`${FAKE_STRIPE_API}/_test/authenticate/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: route.request().postData() ?? '',
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}
