import { describe, expect, test } from 'vitest';
import type { CheckoutPreferences } from '@plinth/contracts';
import { createCommercePreferencesClient, PREFERENCES_REFETCH_EVENT } from './commerce-preferences.client';
import type { OwnerRequest } from './owner-fetch';

function setup(answers: Record<string, unknown> = {}) {
  const calls: { path: string; request: OwnerRequest | undefined }[] = [];
  const log: string[] = [];
  const request = async <T>(path: string, init?: OwnerRequest): Promise<T> => {
    calls.push({ path, request: init });
    log.push(`${init?.method ?? 'GET'} ${path}`);
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (answer instanceof Error) throw answer;
    return (answer ?? { ...(init?.json as object), websiteId: 'site-1' }) as T;
  };
  const events = new EventTarget();
  events.addEventListener(PREFERENCES_REFETCH_EVENT, (event) => {
    log.push(`refetch ${(event as CustomEvent<{ namespace: string }>).detail.namespace}`);
  });
  let site = 'site-1';
  const client = createCommercePreferencesClient(request, events, () => site);
  return { client, calls, log, request, switchSite: (id: string) => (site = id) };
}

const CHECKOUT_PATH = '/api/v1/commerce-preferences/checkout';

describe('commerce preferences client (seed 001)', () => {
  test('get drops the websiteId of the answer', async () => {
    const { client } = setup({
      [`GET ${CHECKOUT_PATH}`]: { minimumOrderSubtotalCents: 500, websiteId: 'site-1' },
    });
    expect(await client.get('checkout')).toEqual({ minimumOrderSubtotalCents: 500 });
  });

  test('an update equal to the cached value is not sent', async () => {
    const { client, calls, log } = setup({
      [`GET ${CHECKOUT_PATH}`]: { minimumOrderSubtotalCents: 500, websiteId: 'site-1' },
    });
    await client.get('checkout');
    const kept = await client.update('checkout', { minimumOrderSubtotalCents: 500 });
    expect(kept).toEqual({ minimumOrderSubtotalCents: 500 });
    expect(calls).toHaveLength(1);
    expect(log).not.toContain('refetch checkout');
  });

  test('a change fires the refetch event, then sends the value and caches the answer', async () => {
    const { client, calls, log } = setup({
      [`GET ${CHECKOUT_PATH}`]: { minimumOrderSubtotalCents: 500, websiteId: 'site-1' },
    });
    await client.get('checkout');
    const saved = await client.update('checkout', { minimumOrderSubtotalCents: 1000 });
    expect(saved).toEqual({ minimumOrderSubtotalCents: 1000 });
    expect(log).toEqual([`GET ${CHECKOUT_PATH}`, 'refetch checkout', `PUT ${CHECKOUT_PATH}`]);
    expect(calls[1]?.request?.json).toEqual({ minimumOrderSubtotalCents: 1000 });

    await client.update('checkout', { minimumOrderSubtotalCents: 1000 });
    expect(calls).toHaveLength(2);
  });

  test('the cache belongs to one site: the same value for another site is sent', async () => {
    const { client, calls, switchSite } = setup({
      [`GET ${CHECKOUT_PATH}`]: { minimumOrderSubtotalCents: 500, websiteId: 'site-1' },
    });
    await client.get('checkout');
    switchSite('site-2');
    await client.update('checkout', { minimumOrderSubtotalCents: 500 });
    expect(calls.map((call) => call.request?.method ?? 'GET')).toEqual(['GET', 'PUT']);
  });

  test('fetch errors are re-thrown', async () => {
    const failure = new Error('Network error');
    const { client } = setup({ [`GET ${CHECKOUT_PATH}`]: failure });
    await expect(client.get('checkout')).rejects.toBe(failure);
  });

  test('save errors are re-thrown and leave the cache as it was', async () => {
    const failure = new Error('Your role (Viewer) does not allow changing products and store settings.');
    const { client, calls } = setup({
      [`GET ${CHECKOUT_PATH}`]: { minimumOrderSubtotalCents: 500, websiteId: 'site-1' },
      [`PUT ${CHECKOUT_PATH}`]: failure,
    });
    await client.get('checkout');
    const change: CheckoutPreferences = { minimumOrderSubtotalCents: 700 };
    await expect(client.update('checkout', change)).rejects.toBe(failure);
    await expect(client.update('checkout', { minimumOrderSubtotalCents: 500 })).resolves.toEqual({
      minimumOrderSubtotalCents: 500,
    });
    expect(calls).toHaveLength(2);
  });
});
