import { linkUrlProblem } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import {
  completeWebAddress,
  EMPTY_LINK_FORM,
  linkFormFrom,
  linkTargetFrom,
  PHONE_FORMAT,
  WEB_ADDRESS_FORMAT,
} from './link-target';

describe('linkTargetFrom', () => {
  test('Page: Home is "/", a store page is its collection id', () => {
    expect(linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'page', page: 'home' })).toEqual({
      ok: true,
      target: { collectionId: null, externalLink: '/' },
    });
    expect(linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'page', page: 'c1' })).toEqual({
      ok: true,
      target: { collectionId: 'c1', externalLink: null },
    });
  });

  test('Web Address: adds https:// to a bare host, keeps paths, refuses the rest', () => {
    const web = (value: string) => linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'web', web: value });
    expect(web('example.com/about')).toEqual({
      ok: true,
      target: { collectionId: null, externalLink: 'https://example.com/about' },
    });
    expect(web('http://example.com')).toMatchObject({
      ok: true,
      target: { externalLink: 'http://example.com' },
    });
    expect(web('/shop')).toMatchObject({ ok: true, target: { externalLink: '/shop' } });
    expect(web('not a link')).toEqual({ ok: false, message: WEB_ADDRESS_FORMAT });
    expect(web('//evil.example')).toEqual({ ok: false, message: WEB_ADDRESS_FORMAT });
  });

  test('Web Address: what the server refuses is refused; what it accepts is accepted (one rule)', () => {
    const web = (value: string) => linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'web', web: value });
    const typed = [
      'https://localhost',
      'http://shop.example/a?b=c',
      '/about',
      'example.com',
      'shop',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://',
      'https://exa mple.com',
      '/\\evil.example',
    ];
    for (const text of typed) {
      const accepted = web(text).ok;
      expect({ text, accepted }).toEqual({
        text,
        accepted: linkUrlProblem(completeWebAddress(text)) === null,
      });
    }
    expect(web('https://localhost')).toMatchObject({
      ok: true,
      target: { externalLink: 'https://localhost' },
    });
    expect(web('shop')).toEqual({ ok: false, message: WEB_ADDRESS_FORMAT });
  });

  test('Web Address completion: https:// only for a host with a dot and no scheme', () => {
    expect(completeWebAddress(' example.com/about ')).toBe('https://example.com/about');
    expect(completeWebAddress('shop')).toBe('shop');
    expect(completeWebAddress('/shop')).toBe('/shop');
    expect(completeWebAddress('http://example.com')).toBe('http://example.com');
  });

  test('Email: mailto with an optional subject; "Please enter a valid email" otherwise', () => {
    expect(
      linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'email', email: 'hi@example.com', subject: 'Order help' }),
    ).toEqual({
      ok: true,
      target: { collectionId: null, externalLink: 'mailto:hi@example.com?subject=Order%20help' },
    });
    expect(linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'email', email: 'hi@' })).toEqual({
      ok: false,
      message: 'Please enter a valid email',
    });
  });

  test('Phone: tel: without spaces, with its country code', () => {
    expect(linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'phone', phone: '+1 (555) 010-0199' })).toEqual({
      ok: true,
      target: { collectionId: null, externalLink: 'tel:+15550100199' },
    });
    expect(linkTargetFrom({ ...EMPTY_LINK_FORM, type: 'phone', phone: 'call me' })).toEqual({
      ok: false,
      message: PHONE_FORMAT,
    });
  });
});

test('linkFormFrom reads a saved target back into the form', () => {
  expect(linkFormFrom({ collectionId: 'c1', externalLink: null })).toMatchObject({
    type: 'page',
    page: 'c1',
  });
  expect(linkFormFrom({ collectionId: null, externalLink: '/' })).toMatchObject({
    type: 'page',
    page: 'home',
  });
  expect(
    linkFormFrom({ collectionId: null, externalLink: 'mailto:a@b.co?subject=Hi%20there' }),
  ).toMatchObject({
    type: 'email',
    email: 'a@b.co',
    subject: 'Hi there',
  });
  expect(linkFormFrom({ collectionId: null, externalLink: 'tel:+15550100199' })).toMatchObject({
    type: 'phone',
    phone: '+15550100199',
  });
  expect(linkFormFrom({ collectionId: null, externalLink: 'https://x.org' })).toMatchObject({
    type: 'web',
    web: 'https://x.org',
  });
});
