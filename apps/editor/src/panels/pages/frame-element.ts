/**
 * An event's target as an Element, whichever window it comes from. Elements in the frame are built by
 * the frame's own Element class, so `instanceof Element` (the editor window's) is false for them.
 */
export function elementOf(target: EventTarget | null): Element | null {
  if (target === null || typeof target !== 'object') return null;
  const node = target as Partial<Element>;
  return node.nodeType === 1 && typeof node.closest === 'function' ? (target as Element) : null;
}
