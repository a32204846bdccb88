import { isZeroQuantity, MAX_QUANTITY, parseQuantity } from '@plinth/commerce';
import { useEffect, useRef, useState } from 'react';

/** Typing (or stepping) pauses this long before the new quantity is sent. */
export const QUANTITY_DEBOUNCE_MS = 400;

export interface QuantityDraftOptions {
  /** The quantity the cart holds. */
  committed: number;
  /** Sends a valid new quantity; resolves the quantity the line now holds, or null when it kept its own. */
  commit: (quantity: number) => Promise<number | null>;
  onInvalid: (message: string) => void;
  /** A quantity of 0: the line goes (issue 13). */
  onZero: () => void;
}

/**
 * The quantity field's text: sent after a pause in typing or stepping, or at once on blur or Enter.
 * 0 removes the line; anything else that is not a quantity is refused on the row.
 */
export function useQuantityDraft({ committed, commit, onInvalid, onZero }: QuantityDraftOptions) {
  const [draft, setDraft] = useState(String(committed));
  const [shownCommitted, setShownCommitted] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommitted = useRef(committed);
  // A blur right after the debounced send must not send the same quantity twice.
  const sending = useRef<number | null>(null);

  // The server's answer (or another tab's change) replaces the text.
  if (committed !== shownCommitted) {
    setShownCommitted(committed);
    setDraft(String(committed));
  }
  useEffect(() => {
    latestCommitted.current = committed;
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const restore = () => setDraft(String(latestCommitted.current));

  /** `final` is a blur or Enter: a blank field goes back to the cart's quantity instead of waiting. */
  function flush(value: string, final: boolean) {
    clearTimeout(timer.current);
    const text = value.trim();
    if (text === '') {
      if (final) restore();
      return;
    }
    if (isZeroQuantity(text)) {
      restore();
      onZero();
      return;
    }
    const parsed = parseQuantity(text);
    if (!parsed.ok) {
      onInvalid(parsed.message);
      restore();
      return;
    }
    if (parsed.quantity === latestCommitted.current || parsed.quantity === sending.current) return;
    sending.current = parsed.quantity;
    void commit(parsed.quantity).then((held) => {
      sending.current = null;
      if (held === null) restore();
      else setDraft(String(held));
    });
  }

  function change(value: string) {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(value, false), QUANTITY_DEBOUNCE_MS);
  }

  return {
    draft,
    change,
    flush: () => flush(draft, true),
    /** − and +: from the field's quantity (the cart's when the field holds none), 0 to 9999. */
    step(delta: number) {
      const parsed = parseQuantity(draft);
      const base = draft.trim() !== '' && parsed.ok ? parsed.quantity : latestCommitted.current;
      change(String(Math.min(MAX_QUANTITY, Math.max(0, base + delta))));
    },
  };
}
