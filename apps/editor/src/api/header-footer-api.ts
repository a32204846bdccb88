import type { HeaderFooter } from '@plinth/contracts';
import { ownerFetch } from './owner-fetch';

export type { FooterLink, HeaderFooter, SiteFooter, SiteHeader } from '@plinth/contracts';

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
