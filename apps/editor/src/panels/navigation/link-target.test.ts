import { describe, expect, test } from 'vitest';
import {
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
