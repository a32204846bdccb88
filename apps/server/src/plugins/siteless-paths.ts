/** Requests that need no website and no visitor state: static files, the health check, the favicon. */
export function isSitelessPath(url: string): boolean {
  return url.startsWith('/assets/') || url === '/healthz' || url === '/favicon.ico';
}
