import { describe, expect, test } from 'vitest';
import { isLoopbackHost, normalizeSiteHost, siteHostProblem } from './owner-sites-rules';

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

test('this machine’s names are loopback; a real domain is not (the setup guide’s address step)', () => {
  for (const host of ['localhost', 'shop.localhost', '127.0.0.1', '127.1.2.3', '::1']) {
    expect(isLoopbackHost(host), host).toBe(true);
  }
  for (const host of ['shop.example.com', 'localhost.example.com', '10.0.0.1', '1127.0.0.1']) {
    expect(isLoopbackHost(host), host).toBe(false);
  }
});
