/**
 * The crumb cookie's value: the CSRF token every write sends back in X-CSRF-Token. Over https the
 * server names it `__Host-crumb` (only this host can set it), over http `crumb`; the first wins.
 */
export function readCrumb(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  let plain: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === '__Host-crumb') return decodeURIComponent(rest.join('='));
    if (name === 'crumb' && plain === null) plain = decodeURIComponent(rest.join('='));
  }
  return plain;
}
