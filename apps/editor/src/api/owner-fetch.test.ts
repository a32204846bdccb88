// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { ApiError } from './api-error';
import { configureOwnerRequests, ownerFetch } from './owner-fetch';

beforeEach(() => {
  document.cookie = 'crumb=crumb-value-123456';
  configureOwnerRequests({ siteId: 'site-2', onSignedOut: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureOwnerRequests({ siteId: null });
});

describe('ownerFetch', () => {
  test('includes credentials, names the site and sends the crumb on writes only', async () => {
    const fetch = mockFetch([
      { url: '/config/api/members', body: { members: [] } },
      { method: 'PUT', url: '/config/api/members/u1', body: { members: [] } },
    ]);
    await ownerFetch('/config/api/members');
    await ownerFetch('/config/api/members/u1', { method: 'PUT', json: { role: 4 } });
    const [read, write] = fetch.calls;
    expect(read?.headers['x-website-id']).toBe('site-2');
    expect(read?.headers['x-csrf-token']).toBeUndefined();
    expect(write?.headers['x-csrf-token']).toBe('crumb-value-123456');
    expect(write?.headers['content-type']).toBe('application/json');
    expect(write?.json).toEqual({ role: 4 });
    expect(fetch.fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  test('rejects with the server message, code and field errors', async () => {
    mockFetch([
      {
        method: 'POST',
        url: '/config/api/products',
        status: 400,
        body: {
          code: 'PRODUCT_INVALID',
          message: 'Check the highlighted fields.',
          fieldErrors: { title: 'Enter a title.' },
        },
      },
    ]);
    const error = await ownerFetch('/config/api/products', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'PRODUCT_INVALID',
      message: 'Check the highlighted fields.',
      fieldErrors: { title: 'Enter a title.' },
    });
  });

  test('settings refusals carry the same fieldErrors; a body outside the model gets the fallback', async () => {
    mockFetch([
      {
        method: 'PUT',
        url: '/api/site-header-footer',
        status: 400,
        body: {
          code: 'INVALID_REQUEST',
          message: 'Invalid request: footer.links.0.url is not a valid page URL',
          fieldErrors: { 'footer.links.0.url': 'is not a valid page URL' },
        },
      },
      // A proxy's answer, not Plinth's: the client falls back to its own message.
      { url: '/config/api/members', status: 502, body: { error: 'Bad gateway' }, notPlinth: true },
    ]);
    await expect(ownerFetch('/api/site-header-footer', { method: 'PUT', json: {} })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      fieldErrors: { 'footer.links.0.url': 'is not a valid page URL' },
    });
    await expect(ownerFetch('/config/api/members')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Something went wrong',
      fieldErrors: {},
    });
  });

  test('a 401 tells the session the owner is signed out, unless the call expects one', async () => {
    const onSignedOut = vi.fn();
    configureOwnerRequests({ onSignedOut });
    mockFetch([
      {
        url: '/config/api/members',
        status: 401,
        body: { code: 'AUTH_REQUIRED', message: 'Sign in to continue.' },
      },
    ]);
    await expect(ownerFetch('/config/api/members')).rejects.toThrow('Sign in to continue.');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await expect(ownerFetch('/config/api/members', { sessionRequired: false })).rejects.toThrow();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  test('a write refused for its crumb is sent once more', async () => {
    let first = true;
    const fetch = mockFetch([
      {
        method: 'DELETE',
        url: '/config/api/session',
        status: 204,
      },
    ]);
    fetch.routes.unshift({
      method: 'DELETE',
      url: '/config/api/session',
      get status() {
        const status = first ? 403 : 204;
        first = false;
        return status;
      },
      body: { code: 'CRUMB_FAIL', message: 'Your session has expired.', crumbFail: true },
    });
    await expect(ownerFetch('/config/api/session', { method: 'DELETE' })).resolves.toBeNull();
    expect(fetch.calls).toHaveLength(2);
  });

  test('a dropped connection becomes "Network error"', async () => {
    mockFetch([{ url: '/config/api/members', networkError: true }]);
    await expect(ownerFetch('/config/api/members')).rejects.toMatchObject({
      status: 0,
      message: 'Network error',
    });
  });
});
