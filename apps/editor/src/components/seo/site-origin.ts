import type { OwnerSite } from '@plinth/contracts';

/**
 * Where the site's pages are found, as the server names them in canonical links: its primary host on
 * the scheme and port the editor is served on (every site of a server answers on the same port).
 */
export function siteOrigin(site: Pick<OwnerSite, 'host'>): string {
  const host = site.host ?? window.location.hostname;
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${host.includes(':') ? `[${host}]` : host}${port}`;
}
