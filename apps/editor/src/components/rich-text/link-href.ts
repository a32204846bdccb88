import { linkPropHref, referenceHref, type LinkProp, type SitePageSummary } from '@plinth/contracts';

/**
 * A rich-text link's href back into the link editor's value: the reverse of contracts' linkPropHref
 * (page:{id}, file:{id}, mailto: with its query, tel:, anything else a web address). `pages` lets a
 * site path that is some page's address open as that page (the product description stores paths).
 */
export function linkPropFromHref(
  href: string,
  newWindow: boolean,
  pages: readonly SitePageSummary[] = [],
): LinkProp {
  const reference = referenceHref(href);
  if (reference?.kind === 'page') return { type: 'page', pageId: reference.id, newWindow };
  if (reference?.kind === 'file') return { type: 'file', fileId: reference.id, newWindow };
  if (/^mailto:/i.test(href)) return emailLink(href.slice('mailto:'.length), newWindow);
  if (/^tel:/i.test(href)) return { type: 'phone', phone: href.slice('tel:'.length), newWindow };
  const page = href.startsWith('/') ? pages.find((candidate) => candidate.url === href) : undefined;
  if (page) return { type: 'page', pageId: page.id, newWindow };
  return { type: 'web', url: href, newWindow };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
}

function emailLink(rest: string, newWindow: boolean): LinkProp {
  const [address = '', query = ''] = rest.split('?', 2);
  const fields: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    const key = name.toLowerCase();
    if (['cc', 'bcc', 'subject', 'body'].includes(key)) fields[key] = decode(value);
  }
  return {
    type: 'email',
    email: decode(address),
    subject: fields.subject ?? '',
    cc: (fields.cc ?? '').split(',').join(', '),
    bcc: (fields.bcc ?? '').split(',').join(', '),
    body: fields.body ?? '',
    newWindow,
  };
}

/**
 * The href a link mark stores. Page documents keep page:{id} (resolved when rendered, so a renamed
 * page keeps its links); HTML (the product description) is served as stored, so a page becomes its
 * current address, and null when the page is not known.
 */
export function storedHref(
  link: LinkProp,
  format: 'json' | 'html',
  pages: readonly SitePageSummary[],
): string | null {
  if (format === 'html' && link.type === 'page') {
    return pages.find((page) => page.id === link.pageId)?.url ?? null;
  }
  return linkPropHref(link);
}
