import { describe, expect, test } from 'vitest';
import { absoluteUrl, canonicalOrigin } from './canonical';

describe('canonical origin', () => {
  const request = { protocol: 'http', hostname: 'www.shop.example', port: null };

  test('names the site primary host whatever host was asked for, with the request scheme', () => {
    expect(canonicalOrigin({ primaryHost: 'shop.example' }, request)).toBe('http://shop.example');
    expect(canonicalOrigin({ primaryHost: 'shop.example' }, { ...request, protocol: 'https' })).toBe(
      'https://shop.example',
    );
  });

  test("keeps a port that is not the scheme's default, drops one that is", () => {
    const site = { primaryHost: 'shop.example' };
    expect(canonicalOrigin(site, { ...request, port: 3000 })).toBe('http://shop.example:3000');
    expect(canonicalOrigin(site, { ...request, port: 80 })).toBe('http://shop.example');
    expect(canonicalOrigin(site, { ...request, protocol: 'https', port: 443 })).toBe('https://shop.example');
    expect(canonicalOrigin(site, { ...request, protocol: 'https', port: 80 })).toBe(
      'https://shop.example:80',
    );
  });

  test('falls back on the host asked for, and writes an IPv6 address in brackets', () => {
    expect(canonicalOrigin({ primaryHost: null }, request)).toBe('http://www.shop.example');
    expect(canonicalOrigin({ primaryHost: '::1' }, { ...request, port: 3000 })).toBe('http://[::1]:3000');
    expect(canonicalOrigin({ primaryHost: null }, { ...request, hostname: '[::1]' })).toBe('http://[::1]');
  });

  test('makes site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://shop.example', '/shop/p/mug')).toBe('https://shop.example/shop/p/mug');
    expect(absoluteUrl('https://shop.example', 'uploads/a.png')).toBe('https://shop.example/uploads/a.png');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });
});
