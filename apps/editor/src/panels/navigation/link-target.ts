import { isValidEmail } from '@plinth/commerce';
import { linkUrlProblem } from '@plinth/contracts';
import { EDITOR_MESSAGES } from '../../messages';

/** The link editor's types (seed 001 section 2); File waits for a file browser. */
export type LinkType = 'page' | 'web' | 'email' | 'phone';

export const LINK_TYPE_LABEL: Record<LinkType, string> = {
  page: EDITOR_MESSAGES.linkPage,
  web: EDITOR_MESSAGES.linkWebAddress,
  email: EDITOR_MESSAGES.linkEmail,
  phone: EDITOR_MESSAGES.linkPhone,
};

/**
 * A page of the site a link can lead to: Home ("/"), a block page or a store page. Block and store
 * pages are linked by id (UpdateNavigation's `collectionId`), so a link follows the page's slug.
 */
export interface SitePage {
  title: string;
  /** "home", a block page's id or a store page's collection id. */
  value: string;
  /** Where the link editor lists it: "Pages" (Home and block pages) or "Store pages". */
  group?: 'page' | 'store';
  /** A block page's status label ("Draft", "Published"...): visitors see the link only while it is live. */
  status?: string;
}

export const HOME_PAGE: SitePage = { title: 'Home', value: 'home', group: 'page' };

/** The option text of a page in the link editor: a block page says its status. */
export function pageOptionLabel(page: SitePage): string {
  return page.status ? `${page.title} (${page.status})` : page.title;
}

export interface LinkForm {
  type: LinkType;
  page: string;
  web: string;
  email: string;
  subject: string;
  phone: string;
}

export interface LinkTarget {
  collectionId: string | null;
  externalLink: string | null;
}

export const EMPTY_LINK_FORM: LinkForm = {
  type: 'page',
  page: HOME_PAGE.value,
  web: '',
  email: '',
  subject: '',
  phone: '',
};

/** The form that edits an existing target: mailto: is Email, tel: is Phone, "/" and store pages are Page. */
export function linkFormFrom(target: LinkTarget): LinkForm {
  const link = target.externalLink ?? '';
  if (target.collectionId) return { ...EMPTY_LINK_FORM, type: 'page', page: target.collectionId };
  if (link === '/') return { ...EMPTY_LINK_FORM, type: 'page', page: HOME_PAGE.value };
  if (link.toLowerCase().startsWith('mailto:')) {
    const [address = '', query = ''] = link.slice('mailto:'.length).split('?', 2);
    const subject = new URLSearchParams(query).get('subject') ?? '';
    return { ...EMPTY_LINK_FORM, type: 'email', email: decodeURIComponent(address), subject };
  }
  if (link.toLowerCase().startsWith('tel:'))
    return { ...EMPTY_LINK_FORM, type: 'phone', phone: link.slice(4) };
  return { ...EMPTY_LINK_FORM, type: 'web', web: link };
}

/** Seed 001 section 8: "Links must be formatted as {host} or {host}", with examples for the two. */
export const WEB_ADDRESS_FORMAT = 'Links must be formatted as https://example.com or /page';
export const PHONE_FORMAT = 'Enter a phone number with its country code, such as +1 555 010 0199.';

/**
 * A web address as typed, completed the one way the editor completes it (decision 0016): text with no
 * scheme whose host part has a dot ("example.com/about") gets https://. Everything else is left as
 * typed, so "shop" is not guessed into https://shop.
 */
export function completeWebAddress(text: string): string {
  const value = text.trim();
  if (value.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  const host = value.split(/[/?#]/, 1)[0] ?? '';
  return host.includes('.') ? `https://${value}` : value;
}

/**
 * The Web Address a link gets, or null. Whether it is a link at all is the server's rule (contracts
 * linkUrlProblem), unchanged; mailto: and tel: have their own link types.
 */
function normalizeWeb(text: string): string | null {
  const value = completeWebAddress(text);
  if (/^(mailto|tel):/i.test(value)) return null;
  return linkUrlProblem(value) === null ? value : null;
}

/** The target the form describes, or the message saying what to fix. */
export function linkTargetFrom(
  form: LinkForm,
): { ok: true; target: LinkTarget } | { ok: false; message: string } {
  switch (form.type) {
    case 'page':
      return {
        ok: true,
        target:
          form.page === HOME_PAGE.value
            ? { collectionId: null, externalLink: '/' }
            : { collectionId: form.page, externalLink: null },
      };
    case 'web': {
      const url = normalizeWeb(form.web);
      return url
        ? { ok: true, target: { collectionId: null, externalLink: url } }
        : { ok: false, message: WEB_ADDRESS_FORMAT };
    }
    case 'email': {
      const email = form.email.trim();
      if (!isValidEmail(email)) return { ok: false, message: EDITOR_MESSAGES.invalidEmail };
      const subject = form.subject.trim();
      const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
      return { ok: true, target: { collectionId: null, externalLink: `mailto:${email}${query}` } };
    }
    case 'phone': {
      const phone = form.phone.replace(/[\s().-]/g, '');
      if (!/^\+?\d{4,20}$/.test(phone)) return { ok: false, message: PHONE_FORMAT };
      return { ok: true, target: { collectionId: null, externalLink: `tel:${phone}` } };
    }
  }
}

/** What a row says about where it leads: "Home", "Store page: Shop", an address. */
export function describeTarget(
  target: LinkTarget & { url?: string | null },
  pages: readonly SitePage[],
): string {
  if (target.collectionId) {
    const page = pages.find((p) => p.value === target.collectionId);
    return page ? `Page: ${page.title}` : `Page: ${target.url ?? 'store page'}`;
  }
  const link = target.externalLink ?? '';
  if (link === '/') return 'Page: Home';
  if (link.startsWith('mailto:')) return `Email: ${link.slice(7).split('?')[0]}`;
  if (link.startsWith('tel:')) return `Phone: ${link.slice(4)}`;
  return link;
}
