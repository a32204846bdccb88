import { afterEach, describe, expect, test, vi } from 'vitest';
import { readApiError } from './api-error';
import { readApiErrorBody, readCookie, readCrumbCookie, sendApiRequest } from './api-request';

afterEach(() => vi.unstubAllGlobals());

describe('readCrumbCookie', () => {
  test('reads the crumb cookie over http', () => {
    expect(readCrumbCookie('a=1; crumb=abc_DEF-123; b=2')).toBe('abc_DEF-123');
  });

  test('over https the __Host-crumb cookie wins over a plain crumb, in any order', () => {
    expect(readCrumbCookie('crumb=planted; __Host-crumb=real')).toBe('real');
    expect(readCrumbCookie('__Host-crumb=real; crumb=planted')).toBe('real');
  });

  test('null when there is neither', () => {
    expect(readCrumbCookie('a=1; notcrumb=x')).toBeNull();
    expect(readCrumbCookie('')).toBeNull();
  });

  test('readCookie decodes, and keeps a value that does not decode', () => {
    expect(readCookie('SiteUserInfo', 'SiteUserInfo=%7B%22a%22%3A1%7D')).toBe('{"a":1}');
    expect(readCookie('x', 'x=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('readApiErrorBody agrees with the schema entry', () => {
  const bodies: unknown[] = [
    { code: 'CART_X', message: 'No.' },
    { code: 'INVALID_REQUEST', message: 'Bad', fieldErrors: { 'a.b': 'is required' } },
    { code: 'CRUMB', message: 'Again', crumbFail: true },
    { code: 'RATE', message: 'Slow', retryAfter: 3 },
    { code: 'FORBIDDEN', message: 'No', permission: 'store.view' },
    { code: 'X', message: 'm', extra: 1 },
    { code: '', message: 'm' },
    { code: 'X' },
    { code: 'X', message: 'm', crumbFail: false },
    { code: 'X', message: 'm', retryAfter: -1 },
    { code: 'X', message: 'm', fieldErrors: { a: 1 } },
    { error: 'Bad gateway' },
    null,
    '<html>',
    [],
  ];
  test.each(bodies.map((body) => [JSON.stringify(body), body]))('%s', (_, body) => {
    expect(readApiErrorBody(body)).toEqual(readApiError(body));
  });
});

describe('sendApiRequest', () => {
  test('sends headers and JSON, and reads the answer and the error model', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 'CART_X', message: 'No.', crumbFail: true }, { status: 403 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await sendApiRequest({
      method: 'POST',
      url: '/api/x',
      json: { a: 1 },
      crumb: 'c1',
      headers: { 'X-Website-Id': 's1' },
    });
    expect(answer).toEqual({
      connected: true,
      ok: false,
      status: 403,
      body: { code: 'CART_X', message: 'No.', crumbFail: true },
      error: { code: 'CART_X', message: 'No.', crumbFail: true },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-CSRF-Token': 'c1',
        'X-Website-Id': 's1',
      },
      body: '{"a":1}',
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  test('a dropped connection is a value; an aborted call rejects with the abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendApiRequest({ method: 'GET', url: '/api/x' })).toMatchObject({
      connected: false,
      status: 0,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(sendApiRequest({ method: 'GET', url: '/api/x', signal: controller.signal })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  test('a body that is not JSON reads as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    expect(await sendApiRequest({ method: 'GET', url: '/api/x' })).toMatchObject({ body: null, error: null });
  });
});
