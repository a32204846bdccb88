// @vitest-environment jsdom
import { CHECKOUT_API, CHECKOUT_FIELD } from '@plinth/contracts';
import { createCart, createCartEntry } from '@plinth/contracts/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateTo } from '../browser/navigate.client';
import { Checkout, type CheckoutProps } from './Checkout.island';
import { STRIPE_JS_URL, type StripeCardChange } from './stripe-js.client';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const cart = createCart([createCartEntry({ purchasePriceCents: 500, quantity: 1, subTotal: 500 })], {
  grandTotalCents: 500,
  requiresShipping: false,
  purelyDigital: true,
  hasDigital: true,
});

const props = (stripe: CheckoutProps['stripe']): CheckoutProps => ({
  crumb: 'crumb-1',
  cart,
  minimumSubtotalMessage: null,
  testMode: true,
  stripe,
  countries: [],
  form: { values: { [CHECKOUT_FIELD.email]: 'ada@example.com' }, fieldErrors: {}, error: null },
});

/** A stand-in for Stripe.js (js.stripe.com cannot be reached here): records what the page asks of it. */
function fakeStripeJs(
  result: { paymentMethod?: { id: string }; error?: { message: string } },
  cardAction: { paymentIntent?: { id: string; status: string }; error?: { message: string } } = {},
) {
  const calls = {
    keys: [] as string[],
    cardActions: [] as string[],
    mounted: 0,
    created: [] as unknown[],
    change: undefined as ((c: StripeCardChange) => void) | undefined,
  };
  const card = {
    mount: (target: HTMLElement) => {
      calls.mounted++;
      target.append(
        Object.assign(document.createElement('iframe'), { title: 'Secure card payment input frame' }),
      );
    },
    destroy: vi.fn(),
    focus: vi.fn(),
    on: (_event: 'change', handler: (c: StripeCardChange) => void) => {
      calls.change = handler;
    },
  };
  window.Stripe = (key: string) => {
    calls.keys.push(key);
    return {
      elements: () => ({ create: () => card }),
      createPaymentMethod: async (data: unknown) => {
        calls.created.push(data);
        return result;
      },
      handleCardAction: async (clientSecret: string) => {
        calls.cardActions.push(clientSecret);
        return cardAction;
      },
    };
  };
  return calls;
}

function answerFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers each request with the next of `answers`, in order. */
function answerFetchInTurn(...answers: { status: number; body: unknown }[]) {
  let next = 0;
  const fetchMock = vi.fn(async () => {
    const { status, body } = answers[Math.min(next++, answers.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(
  fetchMock: ReturnType<typeof answerFetch> | ReturnType<typeof answerFetchInTurn>,
  call = 0,
): Record<string, unknown> {
  const [, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return JSON.parse(init.body as string) as Record<string, unknown>;
}

beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Stripe;
});

describe('checkout with Stripe', () => {
  const STRIPE = { publishableKey: 'pk_test_page' };

  test('the server-rendered page has no card inputs: Stripe\'s card form goes under "Card number"', () => {
    const html = renderToString(<Checkout {...props(STRIPE)} />);
    expect(html).not.toContain(`name="${CHECKOUT_FIELD.cardNumber}"`);
    expect(html).not.toContain(`name="${CHECKOUT_FIELD.cardSecurityCode}"`);
    expect(html).toContain('Card number');
    expect(html).toContain('it needs JavaScript turned on');
  });

  test('Place order makes a payment method with Stripe.js and sends only its id', async () => {
    const stripe = fakeStripeJs({ paymentMethod: { id: 'pm_card_visa' } });
    const fetchMock = answerFetch(201, { order: { statusToken: 'tok_1234567890abcdef' } });
    render(<Checkout {...props(STRIPE)} />);
    await waitFor(() => expect(stripe.mounted).toBe(1));
    expect(stripe.keys).toEqual(['pk_test_page']);
    expect(document.querySelector('iframe')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(CHECKOUT_API.orders);
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({
      cartId: 'cart-1',
      email: 'ada@example.com',
      paymentMethodId: 'pm_card_visa',
    });
    expect(body).not.toHaveProperty('card');
    expect(stripe.created[0]).toMatchObject({ type: 'card', billing_details: { email: 'ada@example.com' } });
    expect(navigateTo).toHaveBeenCalledWith('/orders/tok_1234567890abcdef/confirmed');
  });

  test("Stripe.js refusing the card shows its message beside the card and sends nothing; the server's decline shows there too", async () => {
    fakeStripeJs({ error: { message: 'Your card number is incomplete.' } });
    const fetchMock = answerFetch(400, {});
    render(<Checkout {...props(STRIPE)} />);
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Card number' });
    expect(group.getAttribute('data-invalid')).toBe('true');
    expect(document.activeElement).toBe(group);
  });

  test("the declined card from the server is shown beside Stripe's card form", async () => {
    fakeStripeJs({ paymentMethod: { id: 'pm_card_chargeDeclined' } });
    answerFetch(400, {
      code: 'CHECKOUT_CARD_DECLINED',
      message: 'Your card was declined.',
      fieldErrors: { [CHECKOUT_FIELD.cardNumber]: 'Your card was declined.' },
    });
    render(<Checkout {...props(STRIPE)} />);
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  describe('3-D Secure (decision 0066)', () => {
    const AUTHENTICATE = {
      status: 202,
      body: { authentication: { paymentIntentId: 'pi_3ds', clientSecret: 'pi_3ds_secret_x' } },
    };

    test('a 202 runs handleCardAction with the client secret, then places the order again naming the payment', async () => {
      const stripe = fakeStripeJs(
        { paymentMethod: { id: 'pm_card_threeDSecure2Required' } },
        { paymentIntent: { id: 'pi_3ds', status: 'requires_confirmation' } },
      );
      const fetchMock = answerFetchInTurn(AUTHENTICATE, {
        status: 201,
        body: { order: { statusToken: 'tok_3ds567890abcdef', email: 'ada@example.com' } },
      });
      render(<Checkout {...props(STRIPE)} />);
      await waitFor(() => expect(stripe.mounted).toBe(1));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      });
      await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/orders/tok_3ds567890abcdef/confirmed'));
      expect(stripe.cardActions).toEqual(['pi_3ds_secret_x']);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(sentBody(fetchMock, 0)).not.toHaveProperty('paymentIntentId');
      expect(sentBody(fetchMock, 1)).toMatchObject({
        paymentMethodId: 'pm_card_threeDSecure2Required',
        paymentIntentId: 'pi_3ds',
      });
      // Stripe.js made one payment method: the second try is the same payment, not a new card.
      expect(stripe.created).toHaveLength(1);
    });

    test('a failed check still goes back to the server, whose refusal is shown beside the card; nothing placed', async () => {
      const message =
        'Your card was not authenticated, so nothing was charged. Please try again or use another card.';
      const stripe = fakeStripeJs(
        { paymentMethod: { id: 'pm_card_threeDSecure2Required' } },
        { error: { message: 'We are unable to authenticate your payment method.' } },
      );
      const fetchMock = answerFetchInTurn(AUTHENTICATE, {
        status: 400,
        body: {
          code: 'CHECKOUT_CARD_DECLINED',
          message,
          fieldErrors: { [CHECKOUT_FIELD.cardNumber]: message },
        },
      });
      render(<Checkout {...props(STRIPE)} />);
      await waitFor(() => expect(stripe.mounted).toBe(1));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(stripe.cardActions).toEqual(['pi_3ds_secret_x']);
      expect(sentBody(fetchMock, 1)).toMatchObject({ paymentIntentId: 'pi_3ds' });
      expect(navigateTo).not.toHaveBeenCalled();
      const group = screen.getByRole('group', { name: 'Card number' });
      expect(group.getAttribute('data-invalid')).toBe('true');
      // Place order is offered again (a new payment method, a new try).
      expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(false);
    });
  });

  test('Stripe.js is fetched from js.stripe.com once, and only when Stripe takes the payments', async () => {
    render(<Checkout {...props(null)} />);
    expect(document.head.querySelector(`script[src="${STRIPE_JS_URL}"]`)).toBeNull();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    cleanup();
    render(<Checkout {...props(STRIPE)} />);
    await waitFor(() =>
      expect(document.head.querySelectorAll(`script[src="${STRIPE_JS_URL}"]`)).toHaveLength(1),
    );
  });
});
