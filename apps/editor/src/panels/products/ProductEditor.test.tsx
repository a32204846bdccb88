// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeXhr } from '../../../test/fixtures/fake-xhr';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { ProductEditor } from './ProductEditor';

function store(currency: string) {
  return {
    url: '/api/v1/commerce-preferences/store',
    body: {
      currency,
      multipleQuantityAllowedForServices: true,
      scarcityText: 'Only {qty} left in stock',
      soldOutText: 'sold out',
      scarcityShownByDefault: false,
      lowStockThreshold: 5,
      websiteId: 'site1',
    },
  };
}
const LIST = {
  url: '/config/api/products',
  body: { products: [], collections: [{ id: 'c1', title: 'Shop', urlId: 'shop' }] },
};

function created(input: Record<string, unknown>) {
  return {
    id: 'p9',
    fullUrl: '/shop/p/tote',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    status: 'active',
    publishAt: null,
    ...input,
    live: input.status === 'active',
    urlId: 'tote',
    options: input.options,
    variants: (input.variants as Record<string, unknown>[]).map((v, i) => ({
      ...v,
      id: `v${i}`,
      sku: `SKU-${i}`,
      stock: v.stock ?? 0,
    })),
    subscriptionPlan: null,
    customAddButtonText: '',
    scarcityText: null,
    customSoldOutText: null,
  };
}

beforeEach(() => window.history.replaceState(null, '', '/config/products/new'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openNew(currency = 'USD') {
  const rendered = await renderSignedIn(<ProductEditor productId={null} />, [
    store(currency),
    LIST,
    { method: 'POST', url: '/config/api/products', status: 201, body: created },
  ]);
  await screen.findByLabelText('Title');
  return rendered;
}

describe('ProductEditor', () => {
  test('creates a product with two options, sending prices in cents', async () => {
    const { fetch } = await openNew();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tote' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.change(screen.getByLabelText('Option name'), { target: { value: 'Size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add value to Size' }));
    fireEvent.change(screen.getByLabelText('Size value 1'), { target: { value: 'S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add value to Size' }));
    fireEvent.change(screen.getByLabelText('Size value 2'), { target: { value: 'M' } });
    expect(screen.getByRole('heading', { name: 'Variants (2)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price for S'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Price for M'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Stock for M'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(fetch.callsTo('POST', '/config/api/products')).toHaveLength(1));
    const body = fetch.callsTo('POST', '/config/api/products')[0]?.json as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Tote',
      collectionId: 'c1',
      options: [{ name: 'Size', values: ['S', 'M'] }],
    });
    expect(body.variants).toEqual([
      expect.objectContaining({ attributes: { Size: 'S' }, priceCents: 1250, stock: 0 }),
      expect.objectContaining({ attributes: { Size: 'M' }, priceCents: 1400, stock: 3 }),
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/config/products/p9'));
  });

  test('a new product is saved as a Draft and offers Preview; Active offers View on site', async () => {
    const { fetch } = await openNew();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('draft');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tote' } });
    fireEvent.change(screen.getByLabelText('Price for Tote'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    const preview = await screen.findByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview.getAttribute('href')).toMatch(/^\/config\/products\/p9\/preview/);
    expect(fetch.callsTo('POST', '/config/api/products')[0]?.json).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
    expect(screen.queryByRole('link', { name: /View on site/ })).toBeNull();
  });

  test('Search and sharing previews the search result as the owner types, counts lengths and sends the SEO fields', async () => {
    const { fetch } = await openNew();
    const preview = () => screen.getByRole('figure', { name: 'Search result preview' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tote' } });
    expect(preview().textContent).toContain('Tote — Plinth Supply Co.');
    expect(preview().textContent).toContain(`${window.location.hostname}`);
    expect(preview().textContent).toContain('shop › p › tote');

    const longTitle = `Canvas tote for markets, libraries and long walks ${'x'.repeat(20)}`;
    fireEvent.change(screen.getByLabelText('SEO title'), { target: { value: longTitle } });
    expect(screen.getByText(/70 of 60 characters: search results show about the first 60\./)).toBeTruthy();
    expect(preview().textContent).not.toContain(longTitle);
    expect(preview().textContent).toContain('Canvas tote for markets, libraries and long walks…');
    fireEvent.change(screen.getByLabelText('SEO description'), { target: { value: 'Strong canvas.' } });
    expect(preview().textContent).toContain('Strong canvas.');
    expect(screen.getByText(/14 of 160 characters/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Price for Tote'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/config/api/products')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/config/api/products')[0]?.json).toMatchObject({
      seoTitle: longTitle,
      seoDescription: 'Strong canvas.',
    });
  });

  test('JPY prices are whole yen', async () => {
    const { fetch } = await openNew('JPY');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tote' } });
    fireEvent.change(screen.getByLabelText('Price for Tote'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/config/api/products')).toHaveLength(1));
    const body = fetch.callsTo('POST', '/config/api/products')[0]?.json as {
      variants: { priceCents: number }[];
    };
    expect(body.variants[0]?.priceCents).toBe(1200);
  });

  test('checks the form before sending and ties each message to its field', async () => {
    const { fetch } = await openNew();
    fireEvent.change(screen.getByLabelText('Price for this product'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeTruthy();
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = title.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').pop() ?? '')?.textContent).toContain(
      'Enter a title.',
    );
    expect(document.activeElement).toBe(title);
    expect(fetch.callsTo('POST', '/config/api/products')).toHaveLength(0);
  });

  test("shows the server's field errors beside their fields", async () => {
    const { fetch } = await openNew();
    fetch.routes.unshift({
      method: 'POST',
      url: '/config/api/products',
      status: 400,
      body: {
        code: 'PRODUCT_INVALID',
        message: 'Check the highlighted fields.',
        fieldErrors: { urlId: 'Another product on this store page already uses that URL.' },
      },
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tote' } });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'linen-shirt' } });
    fireEvent.change(screen.getByLabelText('Price for Tote'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Another product on this store page already uses that URL.')).toBeTruthy();
    expect(screen.getByLabelText('URL').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('image uploads', () => {
  const UPLOADED = {
    id: 'f1',
    url: '/assets/uploads/site1/f1.png',
    fileName: 'a.png',
    contentType: 'image/png',
    size: 10,
    width: 40,
    height: 30,
  };

  test('a refused upload shows its file field error at the file input, under "Unable to Upload File"', async () => {
    await openNew();
    const tooLarge = 'File too large. The maximum size is 20 MB.';
    fakeXhr({
      status: 400,
      body: { code: 'FILE_TOO_LARGE', message: tooLarge, fieldErrors: { file: tooLarge } },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Upload images');
    fireEvent.change(input, { target: { files: [new File(['x'], 'huge.png', { type: 'image/png' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Unable to Upload Filehuge.png: ${tooLarge}`);
    // Inline beside the input, and read out with it.
    expect(alert.closest('.upload-drop')).toBe(input.closest('.upload-drop'));
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  test('the file field error is what shows when the server names one', async () => {
    await openNew();
    fakeXhr({
      status: 400,
      body: {
        code: 'FILE_UNSUPPORTED_TYPE',
        message: 'Upload refused.',
        fieldErrors: { file: 'File not a supported type. Upload a JPEG, PNG, GIF or WebP image.' },
      },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Upload images');
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'logo.svg: File not a supported type. Upload a JPEG, PNG, GIF or WebP image.',
    );
  });

  test('a dropped connection says "There was a problem while uploading your file."; choosing again clears it', async () => {
    await openNew();
    fakeXhr({ networkError: true });
    const input = screen.getByLabelText<HTMLInputElement>('Upload images');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'a.png: There was a problem while uploading your file.',
    );
    fakeXhr({ status: 201, body: UPLOADED });
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(await screen.findByLabelText('Alt text (main image)')).toBeTruthy();
  });

  test('an uploaded image joins the list with its alt text field, sent with the crumb and site', async () => {
    await openNew();
    const sent = fakeXhr({ status: 201, body: UPLOADED });
    const input = screen.getByLabelText<HTMLInputElement>('Upload images');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByLabelText('Alt text (main image)')).toBeTruthy();
    expect(sent[0]?.headers).toMatchObject({
      'x-csrf-token': 'test-crumb-1234567890',
      'x-website-id': 'site1',
    });
    expect((sent[0]?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
