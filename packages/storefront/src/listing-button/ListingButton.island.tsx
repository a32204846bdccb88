import { MESSAGES, SUBSCRIPTION_MESSAGES } from '@plinth/commerce';
import { subscriptionCheckoutPath, SUBSCRIPTION_PAGE } from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { requestSubscriptionCart } from '../api/subscription-api.client';
import { navigateTo } from '../browser/navigate.client';
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
  /**
   * A subscription product: its button subscribes as the product page's does (decision 0031), going on
   * to the subscription checkout; a product whose variant must be chosen opens its page instead.
   */
  subscribable?: boolean;
  crumb: string;
}

/**
 * A shop card's add-to-cart button. Without JavaScript it still works: it posts to /cart/add, or opens
 * the product page when options must be chosen there first. A subscribable product's posts to
 * /cart/subscribe, which answers with the subscription checkout.
 */
export function ListingButton(props: ListingButtonProps) {
  const { itemId, sku, requiresSelection, soldOut, productTitle, productUrl, addButtonText, crumb } = props;
  const subscribable = props.subscribable ?? false;
  const cart = useAddToCart(crumb);
  const [flashing, flash] = useSelectOptionFlash();
  const [subscribing, setSubscribing] = useState(false);
  const [subscribeError, setSubscribeError] = useState<string | null>(null);

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
    if (requiresSelection) return flash();
    if (subscribable) return void subscribe();
    const request = { itemId, sku: sku ?? undefined, quantity: 1, additionalFields: null };
    void cart.add(() => Promise.resolve({ ok: true, request }), productTitle);
  }

  async function subscribe() {
    if (subscribing) return;
    setSubscribeError(null);
    setSubscribing(true);
    const result = await requestSubscriptionCart(
      { itemId, sku: sku ?? undefined, qty: 1, additionalFields: null },
      crumb,
    );
    if (result.ok) {
      // Stays busy while the browser leaves for the subscription checkout.
      navigateTo(subscriptionCheckoutPath(result.data.cartToken));
      return;
    }
    setSubscribing(false);
    setSubscribeError(result.message);
  }

  const label = flashing
    ? MESSAGES.selectOptionButton
    : subscribing
      ? SUBSCRIPTION_MESSAGES.subscribing
      : addButtonLabel(cart.state, addButtonText);

  return (
    <div className="plinth-listing-button">
      <form
        method={requiresSelection ? 'get' : 'post'}
        action={requiresSelection ? productUrl : subscribable ? SUBSCRIPTION_PAGE.subscribeForm : '/cart/add'}
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
        <AddButton label={label} status={subscribing ? 'adding' : cart.state.status} disabled={flashing} />
      </form>
      {subscribable ? (
        <ErrorAlert
          title={SUBSCRIPTION_MESSAGES.unableToSubscribe}
          message={subscribeError}
          onClose={() => setSubscribeError(null)}
        />
      ) : (
        <ErrorAlert title={MESSAGES.unableToAddItem} message={cart.error} onClose={cart.dismissError} />
      )}
    </div>
  );
}
