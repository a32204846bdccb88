import { MESSAGES } from '@plinth/commerce';
import type { QuickViewRequest } from './use-quick-view';

/** The theme's product-card button (seed 000 section 2: it carries an item id and a group name). */
export const QUICK_VIEW_BUTTON_SELECTOR = 'button.quick-view[data-item-id]';

/** The text of the elements an aria-describedby or aria-labelledby attribute points at. */
function referencedText(element: Element, attribute: string): string {
  const ids = element.getAttribute(attribute)?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** What a Quick View button asks for; null when it does not say which product page to show (no data-url). */
export function readQuickViewRequest(button: HTMLElement): QuickViewRequest | null {
  const { itemId, url } = button.dataset;
  if (!itemId || !url) return null;
  const label = referencedText(button, 'aria-describedby') || MESSAGES.quickView;
  return { productUrl: url, itemId, label };
}

/**
 * Calls onOpen for each click on a Quick View button anywhere on the page, including cards added after
 * start-up: one listener on the document instead of one per card. Returns the unsubscribe function.
 */
export function listenForQuickViewClicks(
  onOpen: (request: QuickViewRequest, button: HTMLElement) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>(QUICK_VIEW_BUTTON_SELECTOR);
    const request = button ? readQuickViewRequest(button) : null;
    if (!button || !request) return;
    event.preventDefault();
    onOpen(request, button);
  };
  document.addEventListener('click', onClick);
  // The theme keeps Quick View buttons invisible until this is set: without JavaScript they do nothing.
  document.documentElement.dataset.quickView = 'ready';
  return () => {
    document.removeEventListener('click', onClick);
    delete document.documentElement.dataset.quickView;
  };
}
