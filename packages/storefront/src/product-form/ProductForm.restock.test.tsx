// @vitest-environment jsdom
import { createShirtWithOptions, SETTINGS } from '@plinth/contracts/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import type { RestockFormSettings } from '../restock/restock-props';
import { ProductForm } from './ProductForm.island';

const RESTOCK: RestockFormSettings = {
  hiddenByDefault: false,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  successMessage: 'Signed up!',
  captcha: null,
};

/** Sizes S and M in Sand and Ink; M / Ink is sold out. */
function shirt() {
  const product = createShirtWithOptions();
  return {
    ...product,
    variants: product.variants.map((v) => (v.sku === 'SH-M-Ink' ? { ...v, qtyInStock: 0 } : v)),
  };
}

function choose(size: string, color: string) {
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: size } });
  fireEvent.change(screen.getByLabelText('Color'), { target: { value: color } });
}

afterEach(cleanup);

describe('ProductForm with restock sign-ups', () => {
  test('offers the form only while the chosen variant is sold out, following each change of choice', async () => {
    render(<ProductForm product={shirt()} settings={SETTINGS} crumb="c" restock={RESTOCK} />);
    choose('M', 'Sand');
    expect(document.querySelector('.plinth-restock')).toBeNull();
    choose('M', 'Ink');
    expect(await screen.findByLabelText('Email address')).toBeTruthy();
    // The sign-up is its own form after the cart form: forms cannot nest.
    expect(screen.getByLabelText('Email address').closest('form')?.classList).toContain(
      'plinth-restock__form',
    );
    choose('S', 'Ink');
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  test('offers nothing when the owner has restock sign-ups off', () => {
    render(<ProductForm product={shirt()} settings={SETTINGS} crumb="c" restock={null} />);
    choose('M', 'Ink');
    expect(document.querySelector('.plinth-restock')).toBeNull();
  });

  test('a typed email does not carry over to another sold-out variant', async () => {
    const product = shirt();
    product.variants = product.variants.map((v) => (v.sku === 'SH-S-Ink' ? { ...v, qtyInStock: 0 } : v));
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" restock={RESTOCK} />);
    choose('M', 'Ink');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    choose('S', 'Ink');
    expect((await screen.findByLabelText<HTMLInputElement>('Email address')).value).toBe('');
  });

  test('the server renders a note for visitors without JavaScript in place of the form', () => {
    const html = renderToString(
      <ProductForm
        product={shirt()}
        settings={SETTINGS}
        crumb="c"
        restock={RESTOCK}
        initialSelection={{ Size: 'M', Color: 'Ink' }}
        noScriptNotes={{ restock: 'Turn on JavaScript in your browser to sign up for a restock email.' }}
      />,
    );
    expect(html).toContain(
      '<noscript><p class="plinth-restock__note">Turn on JavaScript in your browser to sign up for a restock email.</p></noscript>',
    );
    expect(html).not.toContain('Email address');
  });
});
