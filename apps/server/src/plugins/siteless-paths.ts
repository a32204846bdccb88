/**
 * Requests that need no website and no visitor state: static files (the theme's, the islands', the
 * editor's), the health and readiness checks, the favicon.
 */
export function isSitelessPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return (
    path.startsWith('/assets/') ||
    path.startsWith('/config/assets/') ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/favicon.ico'
  );
}
