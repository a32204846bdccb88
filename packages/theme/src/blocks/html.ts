/** Escaping for block renderers: every string from a page document is the owner's (or an attacker's). */
const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => TEXT[c] ?? c);
}

/** Attribute values are always double-quoted by the renderers, so the same escaping holds. */
export const escapeAttr = escapeHtml;

/**
 * A link target that cannot run script: site paths, fragments, http(s), mailto and tel. Anything else
 * (javascript:, data:, vbscript:, protocol-relative //host) becomes "#".
 */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '#';
  if (trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  return '#';
}
