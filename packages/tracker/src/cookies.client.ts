/** A cookie's value (URI-decoded when it decodes), or null when the page has none of that name. */
export function readCookie(name: string): string | null {
  const raw = document.cookie.match(`(?:^|; )${name}=([^;]*)`)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A first-party cookie for the whole site; a max age of 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
