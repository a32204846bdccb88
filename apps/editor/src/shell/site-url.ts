import type { OwnerSite } from '@plinth/contracts';

/**
 * A link to a page of the site on its own address. The site the editor was opened on is this origin,
 * so its links stay relative (and keep the port); another site goes to its first host name, on this
 * server's port (every site of a server answers on the same one).
 */
export function siteUrl(site: Pick<OwnerSite, 'id' | 'host'>, path: string, currentSiteId: string): string {
  if (site.id === currentSiteId || !site.host) return path;
  const port = window.location.port ? `:${window.location.port}` : '';
  const host = site.host.includes(':') ? `[${site.host}]` : site.host;
  return `${window.location.protocol}//${host}${port}${path}`;
}
