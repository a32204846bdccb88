import { describe, expect, test } from 'vitest';
import { normalizeSiteHost, siteHostProblem } from './owner-sites-rules';

describe('site host names', () => {
  test('host names, localhost and IP addresses are accepted', () => {
    for (const host of [
      'shop.example.com',
      'localhost',
      '127.0.0.1',
      'xn--bcher-kva.example',
      '::1',
      'fe80::1',
    ]) {
      expect(siteHostProblem(host), host).toBeNull();
    }
  });

  test('a URL, a port, a bad label or a non-ASCII name is refused with its reason', () => {
    expect(siteHostProblem('https://shop.example.com/')).toMatch(/no https/);
    expect(siteHostProblem('shop.example.com:3000')).toMatch(/no https/);
    expect(siteHostProblem('-shop.example.com')).toMatch(/is not a host name/);
    expect(siteHostProblem('bücher.example')).toMatch(/punycode/);
    expect(siteHostProblem('')).toBe('Enter a host name, like shop.example.com.');
    expect(siteHostProblem('a:b')).toMatch(/no https/);
  });

  test('host names are stored trimmed and in lower case', () => {
    expect(normalizeSiteHost('  Shop.Example.COM ')).toBe('shop.example.com');
  });
});
