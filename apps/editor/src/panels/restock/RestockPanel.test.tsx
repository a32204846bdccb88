// @vitest-environment jsdom
import { RESTOCK_API, SITE_ROLE, type RestockGroup, type RestockSignUp } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { RestockPanel, STILL_SOLD_OUT_HINT } from './RestockPanel';
import { BULK_SEND_BATCH } from './restock-send';

function group(overrides: Partial<RestockGroup>): RestockGroup {
  return {
    productId: 'p-shirt',
    variantId: 'v-navy-l',
    productName: 'Linen Shirt',
    variantLabel: 'Navy / L',
    sku: 'SH-L-Navy',
    waiting: 3,
    unlimited: false,
    qtyInStock: 5,
    ...overrides,
  };
}

function signUp(n: number, overrides: Partial<RestockSignUp> = {}): RestockSignUp {
  return {
    id: `s${n}`,
    email: `shopper${n}@example.com`,
    status: 'waiting',
    joinedMailingList: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    notifiedAt: null,
    ...overrides,
  };
}

const navy = group({});
const soldOut = group({ variantId: 'v-sand-m', variantLabel: 'Sand / M', sku: 'SH-M-Sand', qtyInStock: 0 });
const mug = group({
  productId: 'p-mug',
  variantId: 'v-mug',
  productName: 'Mug',
  variantLabel: '',
  sku: 'MUG',
  waiting: 1,
  unlimited: true,
  qtyInStock: 0,
});

const groupsPage = (signUpGroups: RestockGroup[], nextPageCursor: string | null = null) => ({
  signUpGroups,
  hasNextPage: nextPageCursor !== null,
  nextPageCursor,
});

beforeEach(() => window.history.replaceState(null, '', '/config/restock'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RestockPanel', () => {
  test('follows the group pages until none remain and lists every option with its waiting count', async () => {
    const { fetch } = await renderSignedIn(<RestockPanel />, [
      {
        url: /^\/api\/site-users\/account\/notifications\/restock\/groups\?cursor=page2$/,
        body: groupsPage([mug]),
      },
      { url: RESTOCK_API.groups, body: groupsPage([navy, soldOut], 'page2') },
    ]);
    const row = (await screen.findByRole('rowheader', { name: 'Mug' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Unlimited')).toBeTruthy();
    const navyRow = screen
      .getByRole('rowheader', { name: 'Linen Shirt — Navy / L' })
      .closest('tr') as HTMLElement;
    expect(within(navyRow).getByText('3')).toBeTruthy();
    expect(fetch.callsTo('GET', RESTOCK_API.groups).map((call) => call.url)).toEqual([
      RESTOCK_API.groups,
      `${RESTOCK_API.groups}?cursor=page2`,
    ]);
  });

  test('a still sold-out option cannot be sent and says why', async () => {
    await renderSignedIn(<RestockPanel />, [{ url: RESTOCK_API.groups, body: groupsPage([soldOut]) }]);
    const send = await screen.findByRole('button', { name: 'Send to Linen Shirt — Sand / M' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      STILL_SOLD_OUT_HINT,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Send all back in stock/ }).disabled).toBe(
      true,
    );
  });

  test('Send emails one option and logs what was queued; a second send that queues nothing says so', async () => {
    let queued = 3;
    const { fetch } = await renderSignedIn(<RestockPanel />, [
      { url: RESTOCK_API.groups, body: groupsPage([navy]) },
      { method: 'POST', url: RESTOCK_API.send, body: () => ({ queued: queued }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to Linen Shirt — Navy / L' }));
    expect(await screen.findByText('Linen Shirt — Navy / L: 3 emails queued')).toBeTruthy();
    expect(fetch.callsTo('POST', RESTOCK_API.send)[0]?.json).toEqual({
      productId: 'p-shirt',
      variantId: 'v-navy-l',
    });
    queued = 0;
    await vi.waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Send to Linen Shirt — Navy / L' }).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send to Linen Shirt — Navy / L' }));
    expect(await screen.findByText('Linen Shirt — Navy / L: 0 emails queued')).toBeTruthy();
    // Each send reloads the list for the new counts.
    await vi.waitFor(() => expect(fetch.callsTo('GET', RESTOCK_API.groups).length).toBeGreaterThanOrEqual(3));
  });

  test('a refused send is logged with the server message', async () => {
    await renderSignedIn(<RestockPanel />, [
      { url: RESTOCK_API.groups, body: groupsPage([navy]) },
      {
        method: 'POST',
        url: RESTOCK_API.send,
        status: 404,
        body: { code: 'RESTOCK_VARIANT_NOT_FOUND', message: 'This product option no longer exists.' },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to Linen Shirt — Navy / L' }));
    expect(
      await screen.findByText('Linen Shirt — Navy / L: failed (This product option no longer exists.)'),
    ).toBeTruthy();
  });

  test('Send all sends only the options back in stock, in batches, with progress while it runs', async () => {
    const many = Array.from({ length: BULK_SEND_BATCH + 1 }, (_, n) =>
      group({ variantId: `v${n}`, variantLabel: `Size ${n}`, sku: `SKU-${n}`, waiting: 1 }),
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetch } = await renderSignedIn(<RestockPanel />, [
      { url: RESTOCK_API.groups, body: groupsPage([...many, soldOut]) },
      {
        method: 'POST',
        url: RESTOCK_API.sendAll,
        wait: held,
        body: (json: unknown) => ({ queued: (json as { sendRequests: unknown[] }).sendRequests.length }),
      },
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: `Send all back in stock (${BULK_SEND_BATCH + 1})` }),
    );
    const progress = await screen.findByRole('progressbar', { name: 'Sending restock emails' });
    expect(progress.getAttribute('max')).toBe(String(BULK_SEND_BATCH + 1));
    expect(screen.getByText(`Sending: 0 of ${BULK_SEND_BATCH + 1} options done`)).toBeTruthy();
    release();
    expect(await screen.findByText(/^Linen Shirt — Size 20: 1 email queued$/)).toBeTruthy();
    expect(
      screen.getByText(
        new RegExp(`^Linen Shirt — Size 0, .*Size ${BULK_SEND_BATCH - 1}: ${BULK_SEND_BATCH} emails queued$`),
      ),
    ).toBeTruthy();
    const sent = fetch
      .callsTo('POST', RESTOCK_API.sendAll)
      .map((call) => (call.json as { sendRequests: unknown[] }).sendRequests.length);
    expect(sent).toEqual([BULK_SEND_BATCH, 1]);
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  test('expanding an option lists its emails and loads the next page on demand', async () => {
    const { fetch } = await renderSignedIn(<RestockPanel />, [
      { url: RESTOCK_API.groups, body: groupsPage([navy]) },
      {
        url: /^\/api\/site-users\/account\/notifications\/restock\?.*cursor=c2/,
        body: { signUps: [signUp(3, { status: 'notified' })], hasNextPage: false, nextPageCursor: null },
      },
      {
        url: /^\/api\/site-users\/account\/notifications\/restock\?productId=p-shirt&variantId=v-navy-l$/,
        body: {
          signUps: [signUp(1), signUp(2, { joinedMailingList: true })],
          hasNextPage: true,
          nextPageCursor: 'c2',
        },
      },
    ]);
    const toggle = await screen.findByRole('button', { name: 'Show emails for Linen Shirt — Navy / L' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('shopper1@example.com')).toBeTruthy();
    expect(screen.getByText('Waiting · joined the mailing list')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more emails' }));
    expect(await screen.findByText('shopper3@example.com')).toBeTruthy();
    expect(screen.getByText('Emailed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more emails' })).toBeNull();
    expect(fetch.calls.some((call) => call.url.includes('cursor=c2'))).toBe(true);
  });

  test('a viewer sees the sign-ups but no send buttons', async () => {
    await renderSignedIn(
      <RestockPanel />,
      [{ url: RESTOCK_API.groups, body: groupsPage([navy]) }],
      SITE_ROLE.VIEWER,
    );
    expect(await screen.findByRole('rowheader', { name: 'Linen Shirt — Navy / L' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
