import { formatCheckoutMessage, formatMoney } from '@plinth/commerce';
import type { AppliedGiftCard, ShoppingCart } from '@plinth/contracts';
import { useId, useState } from 'react';
import { OrderSummary } from './OrderSummary';

export interface SummaryToggleProps {
  cart: ShoppingCart;
  busy: boolean;
  giftCard: AppliedGiftCard | null;
  answers?: Record<string, { title: string; summary: string }[]> | undefined;
}

/**
 * Phones only (the stylesheet hides it from 900 px, where the summary sits beside the form): the
 * total at the top of the checkout, "Show order summary · $92.00", opening the summary under it.
 * Closed at first; rendered once the island runs, since its button needs JavaScript (without it
 * the summary follows the form).
 */
export function SummaryToggle({ cart, busy, giftCard, answers }: SummaryToggleProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const total = formatMoney(cart.grandTotalCents, cart.currency);
  return (
    <div className="plinth-checkout__summary-toggle">
      <button
        type="button"
        className="plinth-checkout-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {/* One text: "Show order summary · $92.00" is both what shows and the button's name. */}
        <span className="plinth-checkout-toggle__label">
          {`${formatCheckoutMessage(open ? 'hideOrderSummary' : 'showOrderSummary')} · ${total}`}
        </span>
      </button>
      <div id={panelId} className="plinth-checkout__summary-panel" hidden={!open}>
        {open ? <OrderSummary cart={cart} busy={busy} giftCard={giftCard} answers={answers} /> : null}
      </div>
    </div>
  );
}
