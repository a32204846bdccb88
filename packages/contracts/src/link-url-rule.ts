/** The generic validator's URL limit (seed 001 section 5). */
export const LINK_URL_MAX_LENGTH = 2083;

const SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/**
 * Why `value` cannot be a link on the storefront, or null when it can. Allowed: a path on this site
 * ("/", "/shop"), an http(s) address, mailto: and tel:. Everything else, javascript: and data: first
 * among them, is refused: these links are printed into every page of the site.
 */
export function linkUrlProblem(value: string): string | null {
  if (value.length === 0) return 'is empty';
  if (value.length > LINK_URL_MAX_LENGTH) return `is longer than ${LINK_URL_MAX_LENGTH} characters`;
  // Spaces and control characters are how scheme checks get fooled ("java\tscript:").
  if (hasSpaceOrControl(value)) return 'must not contain spaces or control characters';
  if (value.startsWith('/')) {
    // "//host" is another site's address without a scheme, not a path here.
    return value.startsWith('//') || value.startsWith('/\\') ? 'must be a path on this site' : null;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !(SCHEMES as readonly string[]).includes(`${scheme}:`)) {
    return 'must start with "/", http://, https://, mailto: or tel:';
  }
  if (scheme === 'http' || scheme === 'https') {
    try {
      if (!new URL(value).hostname) return 'has no host name';
    } catch {
      return 'is not a valid web address';
    }
  }
  if ((scheme === 'mailto' || scheme === 'tel') && value.length === scheme.length + 1) {
    return `needs an address after ${scheme}:`;
  }
  return null;
}

function hasSpaceOrControl(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || /\s/.test(char)) return true;
  }
  return false;
}
