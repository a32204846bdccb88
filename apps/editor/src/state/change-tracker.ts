/**
 * Remembers the form fields the owner changed inside one element, so Review (in the unsaved-changes
 * prompt) can focus the first of them in page order. Fields marked data-unsaved-ignore (search boxes)
 * are not changes to save.
 */
export interface ChangeTracker {
  attach: (element: HTMLElement | null) => void;
  clear: () => void;
  /** Focuses the first changed field still on the page; false when there is none. */
  focusFirstChanged: () => boolean;
}

function isField(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    (target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement) &&
    !target.closest('[data-unsaved-ignore]')
  );
}

export function createChangeTracker(): ChangeTracker {
  const changed = new Set<HTMLElement>();
  let root: HTMLElement | null = null;
  const record = (event: Event) => {
    if (isField(event.target)) changed.add(event.target);
  };

  return {
    attach(element) {
      root?.removeEventListener('input', record, true);
      root?.removeEventListener('change', record, true);
      root = element;
      root?.addEventListener('input', record, true);
      root?.addEventListener('change', record, true);
    },
    clear() {
      changed.clear();
    },
    focusFirstChanged() {
      const fields = [...changed].filter((field) => field.isConnected && !field.hasAttribute('disabled'));
      fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const first = fields[0];
      if (!first) return false;
      first.focus();
      first.scrollIntoView?.({ block: 'center' });
      return true;
    },
  };
}
