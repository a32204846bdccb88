import type { OwnerSite } from '@plinth/contracts';

/**
 * A link to a page of the site on its own address. The site the editor was opened on is this origin,
 * so its links stay relative (and keep the port); another site goes to its first host name.
 */
export function siteUrl(site: Pick<OwnerSite, 'id' | 'host'>, path: string, currentSiteId: string): string {
  if (site.id === currentSiteId || !site.host) return path;
  return `${window.location.protocol}//${site.host}${path}`;
}
