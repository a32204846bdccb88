// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHistoryRouter, matchRoute, queryParam } from './history-router';

describe('matchRoute', () => {
  test('gives the params of a matching path', () => {
    expect(matchRoute('/config/products/:id', '/config/products/p1')).toEqual({ id: 'p1' });
  });

  test('ignores trailing slashes, the query and the hash', () => {
    expect(matchRoute('/config/products', '/config/products/?q=mug#top')).toEqual({});
  });

  test('decodes params', () => {
    expect(matchRoute('/config/invitation/:token', '/config/invitation/a%20b')).toEqual({ token: 'a b' });
  });

  test('refuses a different length, a different segment and a malformed escape', () => {
    expect(matchRoute('/config/products/:id', '/config/products')).toBeNull();
    expect(matchRoute('/config/products/:id', '/config/inventory/p1')).toBeNull();
    expect(matchRoute('/config/products/:id', '/config/products/%E0%A4%A')).toBeNull();
  });
});

test('queryParam reads one parameter and gives "" when absent', () => {
  expect(queryParam('/config/products?q=linen%20shirt', 'q')).toBe('linen shirt');
  expect(queryParam('/config/products', 'q')).toBe('');
});

describe('createHistoryRouter', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    window.history.replaceState(null, '', '/config/products');
  });
  afterEach(() => {
    stop();
  });

  test('navigate pushes the address and tells subscribers', () => {
    const router = createHistoryRouter(window);
    const listener = vi.fn();
    router.subscribe(listener);
    router.navigate('/config/inventory');
    expect(window.location.pathname).toBe('/config/inventory');
    expect(router.location()).toBe('/config/inventory');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('replace does not add a history entry', () => {
    const router = createHistoryRouter(window);
    const before = window.history.length;
    router.navigate('/config/inventory', { replace: true });
    expect(window.history.length).toBe(before);
  });

  test('a guard holds a navigation until it proceeds', () => {
    const router = createHistoryRouter(window);
    let proceed: () => void = () => {};
    router.setGuard((to, go) => {
      expect(to).toBe('/config/members');
      proceed = go;
      return true;
    });
    router.navigate('/config/members');
    expect(router.location()).toBe('/config/products');
    proceed();
    expect(router.location()).toBe('/config/members');
    expect(window.location.pathname).toBe('/config/members');
  });

  test('a guard that lets go does not hold', () => {
    const router = createHistoryRouter(window);
    router.setGuard(() => false);
    router.navigate('/config/members');
    expect(router.location()).toBe('/config/members');
  });

  test('back and forward update the location, and a held one puts the address back', () => {
    const router = createHistoryRouter(window);
    stop = router.start();
    router.navigate('/config/inventory');

    window.history.replaceState(null, '', '/config/products');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.location()).toBe('/config/products');

    let proceed: () => void = () => {};
    router.setGuard((_to, go) => {
      proceed = go;
      return true;
    });
    window.history.replaceState(null, '', '/config/navigation');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.pathname).toBe('/config/products');
    expect(router.location()).toBe('/config/products');
    proceed();
    expect(router.location()).toBe('/config/navigation');
  });
});
