// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { apiRequest, failureMessage } from './api-request.client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failureMessage', () => {
  test('a crumb failure asks for a reload, or for cookies when they are off', () => {
    const body = { code: 'CRUMB', message: 'Forbidden', crumbFail: true };
    expect(failureMessage(403, body)).toBe('Your session has expired. Please reload the page and try again.');
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(failureMessage(403, body)).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
    vi.restoreAllMocks();
  });

  test('429 asks to wait; other failures show the server message', () => {
    expect(failureMessage(429, { message: 'Too many' })).toBe('Please try again in a few seconds.');
    expect(
      failureMessage(409, { code: 'C', message: 'Sorry, we do not have enough of that item available.' }),
    ).toBe('Sorry, we do not have enough of that item available.');
    expect(failureMessage(403, { code: 'F', message: 'Forbidden.' })).toBe('Forbidden.');
  });
});

describe('apiRequest', () => {
  test('a network failure asks to check the connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiRequest({ method: 'GET', url: '/api/x' })).toEqual({
      ok: false,
      status: 0,
      message: 'Please check your internet connection.',
    });
  });

  test('sends JSON with the crumb header', async () => {
    const fetchMock = mockFetch([{ method: 'POST', url: '/api/x', body: { done: true } }]);
    expect(await apiRequest({ method: 'POST', url: '/api/x', body: { a: 1 }, crumb: 'k' })).toEqual({
      ok: true,
      data: { done: true },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'k' });
    expect(init?.body).toBe('{"a":1}');
  });
});
