import type { HeaderFooter } from './site-header-footer';

export const FOOTER_LINKS_MAX = 10;

export const DEFAULT_HEADER_FOOTER: HeaderFooter = {
  header: { title: '', announcement: '', showCartLink: true, showAccountLink: true },
  footer: { text: '', links: [], showPoweredBy: true },
};
