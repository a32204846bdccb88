// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { createProduct, createShirtWithOptions, createVariant, SETTINGS } from '@plinth/contracts/testing';
import { renderIsland } from './render.server';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('renderIsland', () => {
  test('wraps the island and puts its props in a JSON script that points at it', () => {
    const html = renderIsland('cart-pill', { initialQuantity: 2 }, { id: 'island-7' });
    expect(html).toMatch(/^<div data-island="cart-pill" id="island-7">/);
    expect(html).toContain(
      '<script type="application/json" data-island-props="island-7">{"initialQuantity":2}</script>',
    );
  });

  test('escapes "<" in the props so a product title cannot close the script', () => {
    const title = '</script><script>alert(1)</script>';
    const html = renderIsland('product-form', {
      product: createProduct({ title }),
      settings: SETTINGS,
      crumb: 'c',
    });
    const json = /data-island-props="[^"]+">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect((JSON.parse(json) as { product: { title: string } }).product.title).toBe(title);
  });

  test('gives every island its own id, and so its own useId prefix', () => {
    const props = { product: createShirtWithOptions(), settings: SETTINGS, crumb: 'c' };
    const first = parse(renderIsland('product-form', props));
    const second = parse(renderIsland('product-form', props));
    const firstIds = [...first.querySelectorAll('[id]')].map((el) => el.id);
    const secondIds = [...second.querySelectorAll('[id]')].map((el) => el.id);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
  });
});

describe('product form without JavaScript', () => {
  test('is a POST /cart/add form with itemId, crumb, sku and quantity for a single-variant product', () => {
    const product = createProduct({ variants: [createVariant({ sku: 'SQ-9', qtyInStock: 5 })] });
    const root = parse(renderIsland('product-form', { product, settings: SETTINGS, crumb: 'crumb-1' }));
    const form = root.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/cart/add');
    expect(field(root, 'itemId')?.value).toBe('item-1');
    expect(field(root, 'crumb')?.value).toBe('crumb-1');
    expect(field(root, 'sku')?.value).toBe('SQ-9');
    const quantity = field(root, 'quantity');
    expect(quantity?.type).toBe('number');
    expect([quantity?.min, quantity?.max, quantity?.step, quantity?.value]).toEqual(['1', '9999', '1', '1']);
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Add To Cart');
  });

  test('renders a subscribable product\'s "Subscribe" as a form posting to /cart/subscribe', () => {
    const product = createProduct({ isSubscribable: true });
    const root = parse(renderIsland('product-form', { product, settings: SETTINGS, crumb: 'c' }));
    const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(button?.textContent).toBe('Subscribe');
    expect(button?.disabled).toBe(false);
    expect(root.querySelector('form')?.getAttribute('action')).toBe('/cart/subscribe');
  });

  test('names each option select options[<OptionName>] and sends no sku for a multi-variant product', () => {
    const root = parse(
      renderIsland('product-form', { product: createShirtWithOptions(), settings: SETTINGS, crumb: 'c' }),
    );
    expect(root.querySelector('select[name="options[Size]"]')).not.toBeNull();
    expect(root.querySelector('select[name="options[Color]"]')).not.toBeNull();
    expect(field(root, 'sku')).toBeNull();
  });

  test('keeps the previous choices and shows the server error in the alert', () => {
    const root = parse(
      renderIsland('product-form', {
        product: createShirtWithOptions(),
        settings: SETTINGS,
        crumb: 'c',
        initialSelection: { Size: 'M' },
        initialQuantity: 3,
        error: 'Please select the Color option.',
      }),
    );
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(alert?.textContent).toContain('Please select the Color option.');
    expect(root.querySelector<HTMLSelectElement>('select[name="options[Size]"]')?.value).toBe('M');
    expect(field(root, 'quantity')?.value).toBe('3');
  });

  test('offers gift card amounts as radio pills and titles errors for gift cards', () => {
    const amounts = ['25.00', '50.00'];
    const product = createProduct({
      productType: 4,
      options: [{ name: 'Amount', values: amounts }],
      variants: amounts.map((amount) =>
        createVariant({ sku: `GC-${amount}`, attributes: { Amount: amount } }),
      ),
    });
    const root = parse(
      renderIsland('product-form', {
        product,
        settings: SETTINGS,
        crumb: 'c',
        error: 'Select a denomination for the Gift Card',
      }),
    );
    expect(root.querySelector('fieldset legend')?.textContent).toBe('Amount');
    expect(root.querySelectorAll('input[type="radio"][name="options[Amount]"]')).toHaveLength(2);
    expect(root.querySelector('select')).toBeNull();
    expect(root.querySelector('[role="alert"] h2')?.textContent).toBe('Unable to purchase Gift Card');
  });
});

describe('cart page and listing button without JavaScript', () => {
  test('a listing button that needs a choice opens the product page', () => {
    const props = {
      itemId: 'item-1',
      sku: null,
      requiresSelection: true,
      soldOut: false,
      productTitle: 'Linen Shirt',
      productUrl: '/shop/p/linen-shirt',
      addButtonText: 'Add To Cart',
      crumb: 'c',
    };
    const root = parse(renderIsland('listing-button', props));
    expect(root.querySelector('form')?.getAttribute('action')).toBe('/shop/p/linen-shirt');
    expect(root.querySelector('form')?.getAttribute('method')).toBe('get');
  });

  test('a subscribable listing button posts to /cart/subscribe, enabled, with no note', () => {
    const root = parse(
      renderIsland('listing-button', {
        itemId: 'item-1',
        sku: 'COFFEE-250',
        requiresSelection: false,
        soldOut: false,
        productTitle: 'Coffee Beans',
        productUrl: '/shop/p/coffee-beans',
        addButtonText: 'Subscribe',
        subscribable: true,
        crumb: 'c',
      }),
    );
    const form = root.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/cart/subscribe');
    expect(form?.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries(
      [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]),
    );
    expect(fields).toEqual({ itemId: 'item-1', sku: 'COFFEE-250', quantity: '1', crumb: 'c' });
    const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(button?.disabled).toBe(false);
    expect(button?.textContent).toBe('Subscribe');
    expect(button?.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('quick view', () => {
  test('renders a closed, empty dialog: nothing shows until the island runs', () => {
    const root = parse(renderIsland('quick-view', { settings: SETTINGS, crumb: 'c' }));
    const dialog = root.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(dialog?.childElementCount).toBe(0);
  });
});
