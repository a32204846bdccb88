import { formatCheckoutMessage, formatMoney } from '@plinth/commerce';
import { CHECKOUT_FIELD, type ShoppingCart } from '@plinth/contracts';
import { useId } from 'react';

export interface ShippingOptionsProps {
  cart: ShoppingCart;
  /** The option the shopper chose; the server's choice (the first offered) until then. */
  selectedId: string;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** The shipping options offered where the order goes, each with its price for this cart. */
export function ShippingOptions({ cart, selectedId, error, onChange }: ShippingOptionsProps) {
  const errorId = useId();
  const chosen = cart.shippingOptions.some((o) => o.id === selectedId)
    ? selectedId
    : (cart.selectedShippingOption?.id ?? '');
  return (
    <fieldset
      className={error ? 'plinth-checkout-options is-invalid' : 'plinth-checkout-options'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="plinth-checkout__heading">{formatCheckoutMessage('shippingMethod')}</legend>
      {cart.shippingOptions.length === 0 ? (
        <p className="plinth-checkout__note">{formatCheckoutMessage('noShippingToCountry')}</p>
      ) : (
        cart.shippingOptions.map((option) => (
          <label key={option.id} className="plinth-checkout-option">
            <input
              type="radio"
              name={CHECKOUT_FIELD.shippingOptionId}
              value={option.id}
              checked={option.id === chosen}
              onChange={() => onChange(option.id)}
            />
            <span className="plinth-checkout-option__name">{option.name}</span>
            <span className="plinth-checkout-option__price">
              {option.costCents === 0
                ? formatCheckoutMessage('free')
                : formatMoney(option.costCents, cart.currency)}
            </span>
          </label>
        ))
      )}
      {error ? (
        <p id={errorId} className="plinth-checkout-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
