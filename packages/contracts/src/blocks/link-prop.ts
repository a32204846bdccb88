import { LINK_URL_MAX_LENGTH, linkUrlProblem } from '../link-url-rule';

/**
 * The link editor's value (seed 001 section 2: "Page, Web Address, Email, Phone, File; option Open in
 * New Window"; section 3: email "with subject/CC/BCC/body"). One flat object, so it fits a block prop;
 * buttons hold it whole, rich-text links hold its href form (linkPropHref). No zod here.
 */
export const LINK_TYPES = ['page', 'web', 'email', 'phone', 'file'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The link editor's labels, as seed 001 writes them. */
export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  page: 'Page',
  web: 'Web Address',
  email: 'Email',
  phone: 'Phone',
  file: 'File',
};
export const LINK_NEW_WINDOW_LABEL = 'Open in New Window';

export const LINK_LIMITS = {
  /** Seed 001 section 5: "URL maximum length 2083"; also the cap on a built mailto:. */
  url: LINK_URL_MAX_LENGTH,
  email: 254,
  /** CC and BCC: addresses separated by commas. */
  addressList: 1000,
  subject: 255,
  body: 1500,
  phone: 32,
  id: 64,
} as const;

export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** An address without spaces, one @, a dot in the domain: what a mail client will accept. */
export const EMAIL_PATTERN = /^[^\s@,;<>"]{1,64}@[^\s@,;<>"]+\.[^\s@,;<>".]{2,63}$/;
/** Digits with the separators people type, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{1,30}$/;

export type LinkProp =
  | { type: 'page'; pageId: string; newWindow: boolean }
  | { type: 'web'; url: string; newWindow: boolean }
  | {
      type: 'email';
      email: string;
      subject: string;
      cc: string;
      bcc: string;
      body: string;
      newWindow: boolean;
    }
  | { type: 'phone'; phone: string; newWindow: boolean }
  | { type: 'file'; fileId: string; newWindow: boolean };

/** Seed 001 section 8's words for the link editor's refusals. */
export const LINK_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  invalidUrl: '{val} is not a valid page URL',
  webFormat: 'Links must be formatted as https://example.com or /page',
} as const;

export function emptyLink(): LinkProp {
  return { type: 'web', url: '/', newWindow: false };
}

/** tel: with only the digits and the leading + (spaces and brackets are for people). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** mailto: with CC, BCC, subject and body encoded as its query (RFC 6068). */
export function mailtoHref(link: Extract<LinkProp, { type: 'email' }>): string {
  const query = (
    [
      ['cc', link.cc],
      ['bcc', link.bcc],
      ['subject', link.subject],
      ['body', link.body],
    ] as const
  )
    .filter(([, value]) => value.trim() !== '')
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(name === 'cc' || name === 'bcc' ? addressList(value) : value)}`,
    );
  const address = encodeURIComponent(link.email.trim()).replace('%40', '@');
  return `mailto:${address}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

function addressList(value: string): string {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(',');
}

/** The addresses of a CC or BCC field, or null when one of them is not an email address. */
export function emailListProblem(value: string): string | null {
  const parts = value.split(/[,;]/).map((part) => part.trim());
  if (value.trim() === '') return null;
  return parts.every((part) => part === '' || EMAIL_PATTERN.test(part)) ? null : LINK_MESSAGES.invalidEmail;
}

/**
 * Why the link cannot be saved, in seed 001's words, or null. The schema and the link editor both ask
 * this, so the owner sees the same message the server would answer with.
 */
export function linkPropProblem(link: LinkProp): string | null {
  switch (link.type) {
    case 'page':
    case 'file': {
      const id = link.type === 'page' ? link.pageId : link.fileId;
      return LINK_ID_PATTERN.test(id) ? null : LINK_MESSAGES.invalidUrl.replace('{val}', id);
    }
    case 'web':
      return linkUrlProblem(link.url) === null && !/^(mailto|tel):/i.test(link.url)
        ? null
        : LINK_MESSAGES.webFormat;
    case 'email': {
      if (!EMAIL_PATTERN.test(link.email.trim())) return LINK_MESSAGES.invalidEmail;
      const list = emailListProblem(link.cc) ?? emailListProblem(link.bcc);
      if (list) return list;
      return mailtoHref(link).length <= LINK_LIMITS.url
        ? null
        : `The email link is longer than ${LINK_LIMITS.url} characters`;
    }
    case 'phone':
      return PHONE_PATTERN.test(link.phone.trim())
        ? null
        : LINK_MESSAGES.invalidUrl.replace('{val}', link.phone);
  }
}

/**
 * The link as one href string, the form rich-text link marks store: web, mailto: and tel: as they
 * are, pages and files as page:{id} and file:{id} (resolved to their current URL when rendered, so a
 * renamed page keeps its links).
 */
export function linkPropHref(link: LinkProp): string {
  switch (link.type) {
    case 'page':
      return `page:${link.pageId}`;
    case 'file':
      return `file:${link.fileId}`;
    case 'web':
      return link.url.trim();
    case 'email':
      return mailtoHref(link);
    case 'phone':
      return telHref(link.phone);
  }
}

/** A page:{id} or file:{id} href's parts, or null for any other href. */
export function referenceHref(href: string): { kind: 'page' | 'file'; id: string } | null {
  const match = /^(page|file):([A-Za-z0-9_-]{1,64})$/.exec(href);
  return match ? { kind: match[1] as 'page' | 'file', id: match[2] ?? '' } : null;
}

/** Why an href cannot be a rich-text link, or null: a reference, or a URL that linkUrlProblem allows. */
export function linkHrefProblem(href: string): string | null {
  if (referenceHref(href)) return null;
  return linkUrlProblem(href) === null ? null : LINK_MESSAGES.invalidUrl.replace('{val}', href.slice(0, 60));
}
