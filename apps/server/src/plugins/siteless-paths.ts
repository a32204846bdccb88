/** Requests that need no website and no visitor state: static files, the health check, the favicon. */
export function isSitelessPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return path.startsWith('/assets/') || path === '/healthz' || path === '/favicon.ico';
}
