/**
 * Pasted HTML before ProseMirror reads it. The schema already drops tags it lacks (spans, tables,
 * images become their text or nothing); this also removes what would otherwise ride along on the
 * tags it keeps: styles, classes, ids, event handlers, a list's letter type, a link's title or
 * target other than a new window. Script-like elements go with their content.
 */
const DROPPED = 'script, style, template, noscript, iframe, object, embed, svg, math, link, meta, title';

/** Attributes that survive, per tag; `*` for every tag. */
const KEPT: Record<string, readonly string[]> = {
  '*': ['data-pm-slice'],
  a: ['href', 'target'],
  ol: ['start'],
};

const ALIGN_CLASS = /^rich-text-align-(center|right|justify)$/;

function keep(element: Element, name: string, value: string): boolean {
  const tag = element.tagName.toLowerCase();
  if (name === 'class') return ALIGN_CLASS.test(value.trim());
  if (name === 'target') return value === '_blank';
  if (name === 'start') return /^\d{1,6}$/.test(value);
  return (KEPT['*'] ?? []).includes(name) || (KEPT[tag] ?? []).includes(name);
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(DROPPED).forEach((element) => element.remove());
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (!keep(element, attribute.name.toLowerCase(), attribute.value))
        element.removeAttribute(attribute.name);
    }
  }
  return doc.body.innerHTML;
}
