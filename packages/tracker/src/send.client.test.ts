// @vitest-environment jsdom
import { ANALYTICS_TIMEOUT_MS } from '@plinth/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { removeBeacon, settle, stubBeacon } from '../test/test-page';
import { postText, sendEvent } from './send.client';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  removeBeacon();
});

describe('sending an event', () => {
  test('goes by beacon when the browser has one: a text/plain body of {eventContent, eventSchemaName}', async () => {
    const sent = stubBeacon();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await sendEvent('/api/v1/clanker/events', 'PageView', { page_path: '/shop' });
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/v1/clanker/events', type: 'text/plain' });
    const body = JSON.parse(sent[0]!.body) as { eventContent: string; eventSchemaName: string };
    expect(body.eventSchemaName).toBe('PageView');
    expect(JSON.parse(body.eventContent)).toEqual({ page_path: '/shop' });
  });

  test('falls back to fetch (keepalive, a text body, a 2500 ms timeout) without a beacon', async () => {
    removeBeacon();
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await expect(postText('/api/v1/clanker/events', '{"a":1}')).resolves.toBeUndefined();
    expect(timeout).toHaveBeenCalledWith(ANALYTICS_TIMEOUT_MS);
    expect(ANALYTICS_TIMEOUT_MS).toBe(2500);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/clanker/events');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', keepalive: true });
    expect(init.signal).toBe(timeout.mock.results[0]?.value);
  });

  test('falls back to fetch when the browser refuses to queue the beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => false,
      configurable: true,
      writable: true,
    });
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await postText('/x', 'body');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a request that outlives the timeout is abandoned (the promise rejects)', async () => {
    removeBeacon();
    const controller = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const sending = postText('/x', 'body');
    controller.abort();
    await expect(sending).rejects.toThrow('aborted');
  });

  test('a status other than 200 or 202 warns and rejects with "Error tracking event: HTTP Status {code}"', async () => {
    removeBeacon();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(postText('/x', 'body')).rejects.toThrow('Error tracking event: HTTP Status 500');
    expect(warn).toHaveBeenCalledWith('Error tracking event: HTTP Status 500');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(postText('/x', 'body')).rejects.toThrow('Error tracking event: HTTP Status 204');
  });

  test('an event without content rejects with "no payload" and sends nothing', async () => {
    const sent = stubBeacon();
    await expect(sendEvent('/x', 'PageView', null)).rejects.toThrow('no payload');
    await expect(sendEvent('/x', 'PageView', undefined)).rejects.toThrow('no payload');
    expect(sent).toHaveLength(0);
  });
});
