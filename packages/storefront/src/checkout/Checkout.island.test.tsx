// @vitest-environment jsdom
import { CHECKOUT_API, CHECKOUT_FIELD } from '@plinth/contracts';
import { createCart, createCartEntry } from '@plinth/contracts/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateTo } from '../browser/navigate.client';
import { Checkout, type CheckoutProps } from './Checkout.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const cart = createCart([createCartEntry({ purchasePriceCents: 6800, quantity: 1, subTotal: 6800 })], {
  grandTotalCents: 9200,
  requiresShipping: true,
});

const props = (overrides: Partial<CheckoutProps> = {}): CheckoutProps => ({
  crumb: 'crumb-1',
  cart,
  minimumSubtotalMessage: null,
  testMode: true,
  stripe: null,
  countries: [{ code: 'US', name: 'United States' }],
  form: { values: {}, fieldErrors: {}, error: null },
  ...overrides,
});

function answerFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body of the place-order call (quotes may come before it). */
function placeOrderBody(fetchMock: ReturnType<typeof answerFetch>): Record<string, unknown> {
  const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
    ([url]) => url === CHECKOUT_API.orders,
  );
  if (!call) throw new Error('no place-order call');
  return JSON.parse(call[1].body as string) as Record<string, unknown>;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the order summary lines', () => {
  test("a line shows its variant's options and its product form's answers, as the cart page does", () => {
    const entry = createCartEntry({ id: 'e1', chosenVariant: { sku: 'B-1', attributes: { Size: '1 kg' } } });
    const html = renderToString(
      <Checkout
        {...props({
          cart: createCart([entry], { requiresShipping: true }),
          entryAnswers: { e1: [{ title: 'Grind', summary: 'Espresso' }] },
        })}
      />,
    );
    expect(html).toContain('<span class="plinth-checkout-line__options">Size: 1 kg, Grind: Espresso</span>');
  });
});

describe('address line 2 and phone', () => {
  test('both are optional fields of the shipping address with their autocomplete tokens', () => {
    const html = renderToString(<Checkout {...props()} />);
    expect(html).toMatch(
      /<label[^>]*>Apartment, suite, etc\. \(optional\)<\/label><input autoComplete="shipping address-line2"/,
    );
    expect(html).toMatch(/<label[^>]*>Phone \(optional\)<\/label><input type="tel" autoComplete="tel"/);
    render(<Checkout {...props()} />);
    const line2 = screen.getByLabelText<HTMLInputElement>('Apartment, suite, etc. (optional)');
    const phone = screen.getByLabelText<HTMLInputElement>('Phone (optional)');
    expect(line2.required).toBe(false);
    expect(phone.required).toBe(false);
    expect(phone.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('In case the carrier needs to reach you.')).toBeTruthy();
  });

  test('they are sent with the order, and a refused phone shows its message beside the phone', async () => {
    const fetchMock = answerFetch(400, {
      code: 'CHECKOUT_INVALID',
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        [CHECKOUT_FIELD.phone]: 'Enter a phone number of 7 to 20 digits, like +1 555 123 4567.',
      },
    });
    render(<Checkout {...props()} />);
    type('Apartment, suite, etc. (optional)', 'Apartment 4B');
    type('Phone (optional)', '555 12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(placeOrderBody(fetchMock)).toMatchObject({
      shippingAddress: { line2: 'Apartment 4B', phone: '555 12' },
    });
    const phone = screen.getByLabelText('Phone (optional)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a phone number of 7 to 20 digits, like +1 555 123 4567.')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
  });
});

describe('the test card fields as typed', () => {
  test('the number is grouped by four and "1229" becomes "12/29"; the server gets what is shown', async () => {
    const fetchMock = answerFetch(201, { order: { statusToken: 'tok_1234567890abcdef' } });
    render(<Checkout {...props({ cart: { ...cart, requiresShipping: false } })} />);
    type('Email', 'ada@example.com');
    type('Card number', '4242424242424242');
    type('Expiry date', '1229');
    type('Security code', '123');
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
    expect(screen.getByLabelText<HTMLInputElement>('Expiry date').value).toBe('12/29');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(placeOrderBody(fetchMock)).toMatchObject({
      card: { number: '4242 4242 4242 4242', expiry: '12/29', securityCode: '123' },
    });
  });

  test('a digit typed in the middle of the number keeps the caret after it', () => {
    render(<Checkout {...props()} />);
    const number = screen.getByLabelText<HTMLInputElement>('Card number');
    type('Card number', '42424242');
    number.focus();
    // The browser's own edit: "9" typed after "4242 " (the caret then sits after the 9).
    Reflect.set(HTMLInputElement.prototype, 'value', '4242 94242', number);
    number.setSelectionRange(6, 6);
    fireEvent.input(number);
    expect(number.value).toBe('4242 9424 2');
    expect(number.selectionStart).toBe(6);
  });
});

describe('the email remembered for the next order in this browser', () => {
  const KEY = 'plinth:checkout-email:site-1';
  afterEach(() => localStorage.clear());

  async function placeWith(email: string, status: number, body: unknown) {
    answerFetch(status, body);
    render(<Checkout {...props({ cart: { ...cart, requiresShipping: false } })} />);
    type('Email', email);
    type('Card number', '4242 4242 4242 4242');
    type('Expiry date', '12/29');
    type('Security code', '123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
  }

  test('is stored per site once an order is placed, and fills an empty email next time', async () => {
    await placeWith('ada@example.com', 201, {
      order: { statusToken: 'tok_1234567890abcdef', email: 'ada@example.com' },
    });
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(localStorage.getItem(KEY)).toBe('ada@example.com');
    cleanup();
    answerFetch(200, { shoppingCart: cart, fieldErrors: {}, minimumSubtotalMessage: null });
    render(<Checkout {...props()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });

  test('is not stored when the order is refused', async () => {
    await placeWith('ada@example.com', 400, {
      code: 'CHECKOUT_CARD_DECLINED',
      message: 'Your card was declined.',
      fieldErrors: { [CHECKOUT_FIELD.cardNumber]: 'Your card was declined.' },
    });
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test("does not replace an email the page already has (a signed-in customer's), nor another site's", () => {
    localStorage.setItem(KEY, 'ada@example.com');
    localStorage.setItem('plinth:checkout-email:site-2', 'other@example.com');
    const form = { values: { [CHECKOUT_FIELD.email]: 'grace@example.com' }, fieldErrors: {}, error: null };
    render(<Checkout {...props({ form })} />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('grace@example.com');
    cleanup();
    render(<Checkout {...props({ cart: { ...cart, websiteId: 'site-3' } })} />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });
});

describe('the layout', () => {
  test('Place order ends the form after the card fields; the summary, coupon and gift card stay in the aside', () => {
    render(<Checkout {...props()} />);
    const place = screen.getByRole('button', { name: 'Place order' });
    const security = screen.getByLabelText('Security code');
    const coupon = screen.getByLabelText('Coupon code');
    expect(security.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(place.closest('.plinth-checkout__aside')).toBeNull();
    expect(place.closest('.plinth-checkout__actions')).not.toBeNull();
    expect(coupon.closest('.plinth-checkout__aside')).not.toBeNull();
  });

  test('"Show order summary · $92.00" is a closed button at the top that opens the summary', () => {
    render(<Checkout {...props()} />);
    const toggle = screen.getByRole('button', { name: 'Show order summary · $92.00' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(
      toggle.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide order summary · $92.00');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('Linen Shirt');
    expect(panel?.textContent).toContain('$92.00');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  test('the server-rendered form (no JavaScript) has no toggle: its summary follows the form', () => {
    const html = renderToString(<Checkout {...props()} />);
    expect(html).not.toContain('Show order summary');
    expect(html).toContain('Order summary');
  });
});
