/** The `crumb` cookie's value: the CSRF token every write sends back in X-CSRF-Token. */
export function readCrumb(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'crumb') return decodeURIComponent(rest.join('='));
  }
  return null;
}
