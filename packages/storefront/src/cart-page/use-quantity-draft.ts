import { parseQuantity } from '@plinth/commerce';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the new quantity is sent. */
export const QUANTITY_DEBOUNCE_MS = 400;

export interface QuantityDraftOptions {
  /** The quantity the cart holds. */
  committed: number;
  /** Sends a valid new quantity; resolves false when the cart refused it. */
  commit: (quantity: number) => Promise<boolean>;
  onInvalid: (message: string) => void;
}

/** The quantity field's text: sent after a pause in typing, or at once on blur or Enter. */
export function useQuantityDraft({ committed, commit, onInvalid }: QuantityDraftOptions) {
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
    if (value.trim() === '') {
      if (final) restore();
      return;
    }
    const parsed = parseQuantity(value);
    if (!parsed.ok) {
      onInvalid(parsed.message);
      restore();
      return;
    }
    if (parsed.quantity === latestCommitted.current || parsed.quantity === sending.current) return;
    sending.current = parsed.quantity;
    void commit(parsed.quantity).then((accepted) => {
      sending.current = null;
      if (!accepted) restore();
    });
  }

  return {
    draft,
    change(value: string) {
      setDraft(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(value, false), QUANTITY_DEBOUNCE_MS);
    },
    flush: () => flush(draft, true),
  };
}
