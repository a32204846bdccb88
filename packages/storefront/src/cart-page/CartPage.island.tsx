import type { ShoppingCart } from '@plinth/contracts';
import { ErrorAlert } from '../components/ErrorAlert';
import { useHydrated } from '../components/use-hydrated';
import type { CartInstallmentSettings } from '../installments/installment-props';
import { CartInstallments } from '../installments/CartInstallments';
import { CartRow } from './CartRow';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';
import { useCartChanges } from './use-cart-changes';

export interface CartPageProps {
  cart: ShoppingCart;
  crumb: string;
  /** Installment messaging as the owner set it, with the cart items' types; null or absent when off. */
  installments?: CartInstallmentSettings | null;
}

/** The /cart page's entries and subtotal: plain forms without JavaScript, live updates with it. */
export function CartPage({ cart: initialCart, crumb, installments = null }: CartPageProps) {
  const enhanced = useHydrated();
  const changes = useCartChanges(initialCart, crumb);
  const { cart, failure } = changes;

  const alert = (
    <ErrorAlert
      title={failure?.title ?? ''}
      message={failure?.message ?? null}
      onClose={changes.dismissFailure}
    />
  );
  if (cart.entries.length === 0) {
    return (
      <div className="plinth-cart">
        {alert}
        <EmptyCart />
      </div>
    );
  }
  return (
    <div className={changes.recalculating ? 'plinth-cart is-recalculating' : 'plinth-cart'}>
      {alert}
      <ul className="plinth-cart__entries" aria-busy={changes.recalculating}>
        {cart.entries.map((entry) => (
          <CartRow
            key={entry.id}
            entry={entry}
            currency={cart.currency}
            crumb={crumb}
            enhanced={enhanced}
            onQuantityChange={(quantity) => changes.changeQuantity(entry.id, quantity)}
            onInvalidQuantity={changes.reportInvalidQuantity}
            onRemove={() => void changes.remove(entry.id)}
          />
        ))}
      </ul>
      <CartSummary cart={cart} recalculating={changes.recalculating}>
        <CartInstallments cart={cart} settings={installments} />
      </CartSummary>
    </div>
  );
}
