import { linkPropHref, type LinkProp, type SitePageSummary } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { linkPropFromHref, storedHref } from './link-href';

const PAGES = [{ id: 'about1', title: 'About', url: '/about' }] as unknown as SitePageSummary[];

describe('a rich-text href back into the link editor', () => {
  test.each<LinkProp>([
    { type: 'page', pageId: 'about1', newWindow: false },
    { type: 'file', fileId: 'f_1', newWindow: true },
    { type: 'web', url: 'https://example.com/a?b=1', newWindow: false },
    { type: 'web', url: '/shop', newWindow: true },
    { type: 'phone', phone: '+351123456', newWindow: false },
    {
      type: 'email',
      email: 'hi@example.com',
      subject: 'A shirt & a mug',
      cc: 'a@example.com, b@example.com',
      bcc: 'c@example.com',
      body: 'Hello,\nthere',
      newWindow: false,
    },
    { type: 'email', email: 'hi@example.com', subject: '', cc: '', bcc: '', body: '', newWindow: false },
  ])('linkPropHref and back give the same link: %o', (link) => {
    expect(linkPropFromHref(linkPropHref(link), link.newWindow)).toEqual(link);
  });

  test('a site path that is a page’s address opens as that page (HTML descriptions store paths)', () => {
    expect(linkPropFromHref('/about', false, PAGES)).toEqual({
      type: 'page',
      pageId: 'about1',
      newWindow: false,
    });
    expect(linkPropFromHref('/other', false, PAGES)).toEqual({
      type: 'web',
      url: '/other',
      newWindow: false,
    });
  });

  test('HTML stores a page as its address, JSON as page:{id}; an unknown page cannot be stored in HTML', () => {
    const link: LinkProp = { type: 'page', pageId: 'about1', newWindow: false };
    expect(storedHref(link, 'json', PAGES)).toBe('page:about1');
    expect(storedHref(link, 'html', PAGES)).toBe('/about');
    expect(storedHref({ ...link, pageId: 'gone' }, 'html', PAGES)).toBeNull();
  });
});
