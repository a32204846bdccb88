import { EXPRESS_MESSAGES, MESSAGES } from '@plinth/commerce';
import { EXPRESS_CHECKOUT } from '@plinth/contracts';
import type { MouseEvent } from 'react';
import type { AddButtonState } from '../button/add-button-reducer';

export interface BuyNowButtonProps {
  status: AddButtonState['status'];
  disabled: boolean;
  onBuy: () => void;
}

/**
 * "Buy now": a second submit button of the product form. Without JavaScript it posts the form to
 * /cart/express (then the checkout); with it, the click runs the express flow instead.
 */
export function BuyNowButton({ status, disabled, onBuy }: BuyNowButtonProps) {
  const adding = status === 'adding';
  function click(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    onBuy();
  }
  return (
    <button
      type="submit"
      formAction={EXPRESS_CHECKOUT.form}
      className={`plinth-button plinth-button--secondary plinth-buy-now is-${status}`}
      disabled={disabled || adding}
      aria-busy={adding || undefined}
      aria-disabled={status === 'error' || undefined}
      onClick={click}
    >
      <span className="plinth-buy-now__label">{adding ? MESSAGES.adding : EXPRESS_MESSAGES.buyNow}</span>
    </button>
  );
}
