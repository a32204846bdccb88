import { defineMessages } from './define-messages';

/**
 * Creating a site (docs/sites.md, decision 0037): the starting templates, the limits and the host name
 * rule, shared by the server, the `site:create` command and the editor's Create site dialog. Zod-free.
 */

/** The starting templates a new site can be made from. */
export const SITE_TEMPLATE = { blank: 'blank' } as const;
export type SiteTemplate = (typeof SITE_TEMPLATE)[keyof typeof SITE_TEMPLATE];
export const SITE_TEMPLATES: readonly SiteTemplate[] = Object.values(SITE_TEMPLATE);

export const SITE_LIMITS = {
  titleMax: 200,
  /** RFC 1035: a whole name, and one label. */
  hostMax: 253,
  hostLabelMax: 63,
  /** Host names a site may have in use (site:create, Settings › Site address). */
  hostsPerSite: 10,
} as const;

/** Days an address the owner removed keeps redirecting visitors to the primary one (decision 0070). */
export const SITE_ADDRESS_REDIRECT_DAYS = 30;
/** Days between deleting a site and removing its data: until then it is closed and can be restored. */
export const SITE_DELETION_GRACE_DAYS = 14;

export const SITE_MESSAGES = {
  titleRequired: 'Enter a title for the site.',
  titleTooLong: 'A site title has at most 200 characters.',
  hostRequired: 'Enter a host name, like shop.example.com.',
  hostNotBare: 'Enter the host name alone, like shop.example.com: no https://, port or path.',
  hostNotAscii: 'Write an international host name in its xn-- form (punycode).',
  hostInvalid:
    '{host} is not a host name: use letters, digits and hyphens between dots, like shop.example.com.',
  hostTooLong: 'A host name has at most 253 characters.',
  hostTaken: 'The host name {host} already belongs to a site. Choose another.',
  templateUnknown: 'Choose a starting template: blank.',
  hostsRequired: 'A site needs at least one address.',
  hostsTooMany: 'A site has at most 10 addresses.',
  hostRepeated: '{host} is in the list twice.',
  deleteConfirmMismatch: 'Type the site’s name, {title}, exactly as shown to delete it.',
  deletionScheduled: 'This site is already being deleted.',
  deletionNotScheduled: 'This site is not being deleted.',
  siteClosed: 'This site has closed.',
} as const;
export type SiteMessageId = keyof typeof SITE_MESSAGES;

const catalogue = defineMessages(SITE_MESSAGES);
export const siteMessage = catalogue.format;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** An IPv6 literal as the resolver stores it, without brackets ("::1"): hex groups and colons. */
const IPV6 = /^(?=.*:.*:)[0-9a-f:]{2,39}$/;

/**
 * Whether a host name reaches only this machine (localhost, 127.0.0.1, ::1): a site whose primary address
 * is one has not been given its own address yet (the setup guide's step).
 */
export function isLoopbackHost(host: string): boolean {
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** A host name as it is stored: trimmed and lower-case (website_hosts.host, matched per request). */
export function normalizeSiteHost(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * What is wrong with a (normalized) host name, in the catalogue's words; null when it may be a site's
 * host. A host is what the browser sends in Host without the port: labels of letters, digits and
 * hyphens (not at either end), joined by dots; or an IPv6 address without its brackets, such as ::1 (the
 * demo answers on it).
 */
export function siteHostProblem(host: string): string | null {
  if (host === '') return siteMessage('hostRequired');
  if (IPV6.test(host)) return null;
  if (/[/:\s@?#\\]/.test(host)) return siteMessage('hostNotBare');
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(host)) return siteMessage('hostNotAscii');
  if (host.length > SITE_LIMITS.hostMax) return siteMessage('hostTooLong');
  const labels = host.split('.');
  const valid = labels.every((label) => label.length <= SITE_LIMITS.hostLabelMax && LABEL.test(label));
  return valid ? null : siteMessage('hostInvalid', { host });
}
