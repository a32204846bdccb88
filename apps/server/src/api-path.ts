/** JSON APIs: the storefront's /api/* and the editor's /config/api/*. Everything else may answer HTML. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/config/api/');
}
