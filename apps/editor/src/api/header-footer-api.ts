import { ownerFetch } from './owner-fetch';

export interface SiteHeader {
  /** '' means the site title. */
  title: string;
  /** '' means no announcement bar. */
  announcement: string;
  showCartLink: boolean;
  showAccountLink: boolean;
}

export interface FooterLink {
  title: string;
  url: string;
}

export interface SiteFooter {
  /** '' means "© {year} {site title}". */
  text: string;
  links: FooterLink[];
  showPoweredBy: boolean;
}

export interface HeaderFooter {
  header: SiteHeader;
  footer: SiteFooter;
}

const PATH = '/api/site-header-footer';

export function getHeaderFooter(signal?: AbortSignal): Promise<HeaderFooter> {
  return ownerFetch<HeaderFooter>(PATH, { signal });
}

export function saveHeaderFooter(value: HeaderFooter): Promise<HeaderFooter> {
  return ownerFetch<HeaderFooter>(PATH, {
    method: 'PUT',
    json: { header: value.header, footer: value.footer },
  });
}
