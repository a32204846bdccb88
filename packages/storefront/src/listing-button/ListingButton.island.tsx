import { MESSAGES } from '@plinth/commerce';
import type { FormEvent } from 'react';
import { addButtonLabel } from '../button/add-button-reducer';
import { useAddToCart } from '../button/use-add-to-cart';
import { AddButton } from '../components/AddButton';
import { ErrorAlert } from '../components/ErrorAlert';
import { useSelectOptionFlash } from './use-select-option-flash';

export interface ListingButtonProps {
  itemId: string;
  /** The single variant a card can add directly; null when a choice is needed first. */
  sku: string | null;
  requiresSelection: boolean;
  soldOut: boolean;
  productTitle: string;
  productUrl: string;
  addButtonText: string;
  /** A subscription product: its button stays disabled, with a note, until subscriptions open. */
  subscribable?: boolean;
  crumb: string;
}

/**
 * A shop card's add-to-cart button. Without JavaScript it still works: it posts to /cart/add, or opens
 * the product page when options must be chosen there first.
 */
export function ListingButton(props: ListingButtonProps) {
  const { itemId, sku, requiresSelection, soldOut, productTitle, productUrl, addButtonText, crumb } = props;
  const subscribable = props.subscribable ?? false;
  const cart = useAddToCart(crumb);
  const [flashing, flash] = useSelectOptionFlash();

  if (soldOut) {
    return (
      <div className="plinth-listing-button">
        <button type="button" className="plinth-button plinth-add-button is-sold-out" disabled>
          {MESSAGES.soldOutButton}
        </button>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribable) return;
    if (requiresSelection) return flash();
    const request = { itemId, sku: sku ?? undefined, quantity: 1, additionalFields: null };
    void cart.add(() => Promise.resolve({ ok: true, request }), productTitle);
  }

  return (
    <div className="plinth-listing-button">
      <form
        method={requiresSelection ? 'get' : 'post'}
        action={requiresSelection ? productUrl : '/cart/add'}
        onSubmit={submit}
      >
        {requiresSelection ? null : (
          <>
            <input type="hidden" name="itemId" value={itemId} />
            {sku === null ? null : <input type="hidden" name="sku" value={sku} />}
            <input type="hidden" name="quantity" value="1" />
            <input type="hidden" name="crumb" value={crumb} />
          </>
        )}
        <AddButton
          label={flashing ? MESSAGES.selectOptionButton : addButtonLabel(cart.state, addButtonText)}
          status={cart.state.status}
          disabled={flashing || subscribable}
          note={subscribable ? MESSAGES.subscriptionsNotOpen : null}
        />
      </form>
      <ErrorAlert title={MESSAGES.unableToAddItem} message={cart.error} onClose={cart.dismissError} />
    </div>
  );
}
