// @vitest-environment jsdom
import type { FormField, PublicForm } from '@plinth/contracts';
import {
  createCart,
  createCartEntry,
  createProduct,
  createVariant,
  mockFetch,
  SETTINGS,
} from '@plinth/contracts/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setCookies } from '../../test/fixtures/cookies';
import { CartPage } from '../cart-page/CartPage.island';
import { publicForm } from '../forms/site-form-fixtures';
import { navigateTo } from '../browser/navigate.client';
import { ProductForm } from '../product-form/ProductForm.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const FIELDS: FormField[] = [
  {
    id: 'grind',
    type: 'select',
    title: 'Grind',
    description: '',
    options: ['Whole bean', 'Espresso', 'Filter'],
    required: true,
  },
  {
    id: 'note',
    type: 'textarea',
    title: 'Gift note',
    description: '',
    placeholder: '',
    required: false,
    maxLength: 200,
  },
];

const FORM: PublicForm = publicForm({
  id: 'beans-form',
  name: 'Coffee Beans options',
  fields: FIELDS,
  submitLabel: 'Add to cart',
  parsedDisclaimerMessage: '',
});

function beans() {
  return createProduct({
    id: 'beans',
    title: 'Coffee Beans',
    additionalFieldsFormId: 'beans-form',
    variants: [createVariant({ sku: 'COFFEE-250', qtyInStock: 5 })],
  });
}

const stock = (qtyInStock: number) => ({
  method: 'GET' as const,
  url: '/api/commerce/inventory/stock/?itemId=beans',
  body: { results: [{ sku: 'COFFEE-250', unlimited: false, qtyInStock }] },
});

let clearCookies = () => {};
afterEach(() => {
  cleanup();
  clearCookies();
  clearCookies = () => {};
  vi.unstubAllGlobals();
});

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
  return screen.findByRole('dialog', { name: 'Coffee Beans options' });
}

describe('a product with a form', () => {
  test('Add To Cart checks stock, then opens the form in a dialog labelled by its name', async () => {
    const fetchMock = mockFetch([stock(5)]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    const dialog = await openDialog();
    expect(fetchMock.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/commerce/inventory/stock/?itemId=beans',
    ]);
    expect(within(dialog).getByLabelText(/Grind/)).toBeDefined();
    expect(within(dialog).getByLabelText(/Gift note/)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Grind/)));
  });

  test('stock already in the cart refuses the add before the form opens', async () => {
    clearCookies = setCookies({ plinth_cart: 'token' });
    const cart = createCart([
      createCartEntry({ itemId: 'beans', chosenVariant: { sku: 'COFFEE-250', attributes: {} }, quantity: 2 }),
    ]);
    mockFetch([stock(2), { method: 'GET', url: '/api/commerce/shopping-cart', body: cart }]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Sorry, we do not have enough of that item available.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the shared checks show beside the field and focus it; nothing is sent', async () => {
    const fetchMock = mockFetch([stock(5)]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    const grind = within(dialog).getByLabelText(/Grind/);
    await waitFor(() => expect(grind.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Required')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(grind));
    expect(fetchMock.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('the answers go with the add as one JSON string; the dialog closes on success', async () => {
    const added = createCartEntry({ id: 'e1', itemId: 'beans', additionalFields: '{"grind":"Espresso"}' });
    const fetchMock = mockFetch([
      stock(5),
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        body: { shoppingCart: createCart([added]), newlyAdded: added },
      },
    ]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Grind/), { target: { value: 'Espresso' } });
    fireEvent.change(within(dialog).getByLabelText(/Gift note/), { target: { value: 'For Ada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.calls.find((call) => call.method === 'POST');
    expect(post?.json).toEqual({
      itemId: 'beans',
      sku: 'COFFEE-250',
      quantity: 1,
      additionalFields: JSON.stringify({ grind: 'Espresso', note: 'For Ada' }),
    });
  });

  test("the server's field errors show in the dialog", async () => {
    mockFetch([
      stock(5),
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        status: 400,
        body: {
          code: 'CART_FORM_INVALID',
          message: 'One or more fields is invalid, please check your entries.',
          fieldErrors: { grind: 'Choose a grind we sell' },
        },
      },
    ]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Grind/), { target: { value: 'Filter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByText('Choose a grind we sell')).toBeDefined();
    expect(
      within(dialog).getByText('One or more fields is invalid, please check your entries.'),
    ).toBeDefined();
  });

  test('a form that cannot be had says "Unable to open form"', async () => {
    mockFetch([stock(5)]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Unable to open form')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('without JavaScript the page says the form needs it', () => {
    const { container } = render(
      <ProductForm
        product={beans()}
        settings={SETTINGS}
        crumb="c"
        additionalFieldsForm={FORM}
        noScriptNotes={{ answers: 'Turn on JavaScript' }}
      />,
    );
    expect(container.querySelector('noscript')).not.toBeNull();
  });

  test('Subscribe on a product with a form asks first, then sends the answers with the subscription', async () => {
    const product = { ...beans(), isSubscribable: true };
    const fetchMock = mockFetch([
      stock(5),
      { method: 'POST', url: '/api/3/commerce/cart/subscription', body: () => ({ cartToken: 'tok_9' }) },
    ]);
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coffee Beans options' });
    expect(fetchMock.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Grind/), { target: { value: 'Espresso' } });
    // The dialog's button says where it goes: the subscription checkout, not the cart.
    expect(within(dialog).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    const post = fetchMock.calls.find((call) => call.method === 'POST');
    expect(post?.json).toMatchObject({
      itemId: 'beans',
      qty: 1,
      additionalFields: JSON.stringify({ grind: 'Espresso', note: '' }),
    });
  });
});

describe('closing and refusals inside the dialog', () => {
  test('closing the dialog gives focus back to the button that opened it', async () => {
    mockFetch([stock(5)]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    act(() => button.focus());
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  test("a subscription's field errors show in the dialog, and its alert stays on the page", async () => {
    const product = { ...beans(), isSubscribable: true };
    mockFetch([
      stock(5),
      {
        method: 'POST',
        url: '/api/3/commerce/cart/subscription',
        status: 400,
        body: {
          code: 'CART_FORM_INVALID',
          message: 'The answers do not fit the form.',
          fieldErrors: { grind: 'Choose a grind we sell' },
        },
      },
    ]);
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" additionalFieldsForm={FORM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coffee Beans options' });
    fireEvent.change(within(dialog).getByLabelText(/Grind/), { target: { value: 'Filter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    expect(await within(dialog).findByText('Choose a grind we sell')).toBeDefined();
    expect(
      within(dialog).getByText('One or more fields is invalid, please check your entries.'),
    ).toBeDefined();
  });
});

describe('a cart line with answers', () => {
  const entry = createCartEntry({
    id: 'e1',
    itemId: 'beans',
    title: 'Coffee Beans',
    chosenVariant: { sku: 'COFFEE-250', attributes: {} },
    additionalFields: JSON.stringify({ grind: 'Espresso', note: '<b>Hi</b>' }),
  });

  test('shows its answers (escaped) and Edit reopens them; saving PUTs the new answers', async () => {
    const saved = { ...entry, additionalFields: JSON.stringify({ grind: 'Filter', note: '<b>Hi</b>' }) };
    const fetchMock = mockFetch([
      {
        method: 'PUT',
        url: '/api/commerce/shopping-cart/entries/e1/additionalFields',
        body: { shoppingCart: createCart([saved]), updatedEntry: saved },
      },
    ]);
    const { container } = render(
      <CartPage cart={createCart([entry])} crumb="c" entryForms={{ beans: FORM }} />,
    );
    expect(screen.getByText('Espresso')).toBeDefined();
    expect(screen.getByText('<b>Hi</b>')).toBeDefined();
    expect(container.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coffee Beans options' });
    const grind = within(dialog).getByLabelText<HTMLSelectElement>(/Grind/);
    expect(grind.value).toBe('Espresso');
    fireEvent.change(grind, { target: { value: 'Filter' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.calls.find((call) => call.method === 'PUT')?.json).toEqual({
      itemId: 'beans',
      sku: 'COFFEE-250',
      additionalFields: JSON.stringify({ grind: 'Filter', note: '<b>Hi</b>' }),
    });
    expect(screen.getByText('Filter')).toBeDefined();
  });

  test('a failed save says "Unable to update form" and keeps the dialog open', async () => {
    mockFetch([
      {
        method: 'PUT',
        url: '/api/commerce/shopping-cart/entries/e1/additionalFields',
        status: 404,
        body: { code: 'CART_ENTRY_NOT_FOUND', message: 'That item is no longer in your cart.' },
      },
    ]);
    render(<CartPage cart={createCart([entry])} crumb="c" entryForms={{ beans: FORM }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coffee Beans options' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Unable to update form')).toBeDefined();
    expect(within(dialog).getByText('That item is no longer in your cart.')).toBeDefined();
  });
});
