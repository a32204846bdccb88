import { describe, expect, test } from 'vitest';
import {
  LINK_MESSAGES,
  linkHrefProblem,
  linkPropHref,
  linkPropProblem,
  mailtoHref,
  referenceHref,
  telHref,
  type LinkProp,
} from './link-prop';
import { linkPropSchema } from './link-prop-schema';

const email = (
  over: Partial<Extract<LinkProp, { type: 'email' }>> = {},
): Extract<LinkProp, { type: 'email' }> => ({
  type: 'email',
  email: 'hello@example.com',
  subject: '',
  cc: '',
  bcc: '',
  body: '',
  newWindow: false,
  ...over,
});

describe('the link prop (Page, Web Address, Email, Phone, File; Open in New Window)', () => {
  test('email builds a mailto: with CC, BCC, subject and body encoded', () => {
    expect(mailtoHref(email())).toBe('mailto:hello@example.com');
    expect(
      mailtoHref(
        email({ subject: 'Hi & bye?', cc: 'a@b.co; c@d.co', bcc: ' e@f.co ', body: 'Line 1\nLine 2' }),
      ),
    ).toBe(
      'mailto:hello@example.com?cc=a%40b.co%2Cc%40d.co&bcc=e%40f.co&subject=Hi%20%26%20bye%3F&body=Line%201%0ALine%202',
    );
  });

  test('phone keeps digits and the leading +', () => {
    expect(telHref('+44 (0)20 7946-0018')).toBe('tel:+4402079460018');
  });

  test('pages and files become references, resolved when rendered', () => {
    expect(linkPropHref({ type: 'page', pageId: 'p1', newWindow: false })).toBe('page:p1');
    expect(linkPropHref({ type: 'file', fileId: 'f1', newWindow: true })).toBe('file:f1');
    expect(referenceHref('page:p1')).toEqual({ kind: 'page', id: 'p1' });
    expect(referenceHref('page:../x')).toBeNull();
  });

  test('refusals use seed 001 wording', () => {
    expect(linkPropProblem(email({ email: 'not an email' }))).toBe('Please enter a valid email');
    expect(linkPropProblem(email({ cc: 'a@b.co, nope' }))).toBe(LINK_MESSAGES.invalidEmail);
    expect(linkPropProblem({ type: 'web', url: 'javascript:alert(1)', newWindow: false })).toBe(
      'Links must be formatted as https://example.com or /page',
    );
    expect(linkPropProblem({ type: 'web', url: 'mailto:a@b.co', newWindow: false })).toBe(
      LINK_MESSAGES.webFormat,
    );
    expect(linkPropProblem({ type: 'phone', phone: 'call me', newWindow: false })).toBe(
      'call me is not a valid page URL',
    );
    expect(linkPropProblem({ type: 'web', url: 'https://example.com/shop', newWindow: true })).toBeNull();
  });

  test('URL maximum length 2083, for web addresses and built mailto: alike', () => {
    const base = 'https://example.com/';
    expect(
      linkPropProblem({ type: 'web', url: base + 'a'.repeat(2083 - base.length), newWindow: false }),
    ).toBeNull();
    expect(
      linkPropProblem({ type: 'web', url: base + 'a'.repeat(2084 - base.length), newWindow: false }),
    ).not.toBeNull();
    expect(linkPropProblem(email({ body: '&'.repeat(1000) }))).toBe(
      'The email link is longer than 2083 characters',
    );
  });

  test('the schema takes each type strictly and refuses what the editor refuses', () => {
    expect(linkPropSchema.safeParse({ type: 'page', pageId: 'abc', newWindow: false }).success).toBe(true);
    expect(linkPropSchema.safeParse(email({ subject: 'Hello' })).success).toBe(true);
    expect(
      linkPropSchema.safeParse({ type: 'page', pageId: 'abc', newWindow: false, url: '/x' }).success,
    ).toBe(false);
    expect(
      linkPropSchema.safeParse({ type: 'web', url: 'javascript:alert(1)', newWindow: false }).success,
    ).toBe(false);
    expect(linkPropSchema.safeParse({ type: 'ftp', url: 'ftp://x', newWindow: false }).success).toBe(false);
    expect(linkPropSchema.safeParse({ type: 'file', fileId: '../../etc', newWindow: false }).success).toBe(
      false,
    );
    expect(linkPropSchema.safeParse({ type: 'web', url: '/', newWindow: 'yes' }).success).toBe(false);
  });

  test('rich-text hrefs: references or linkUrlProblem URLs', () => {
    expect(linkHrefProblem('file:abc')).toBeNull();
    expect(linkHrefProblem('vbscript:x')).toBe('vbscript:x is not a valid page URL');
  });
});
