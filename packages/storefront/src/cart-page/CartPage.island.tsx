import { MESSAGES } from '@plinth/commerce';
import type { CartEntry, FormValues, PublicForm, ShoppingCart } from '@plinth/contracts';
import { useRef, useState } from 'react';
import { updateEntryAdditionalFields } from '../api/cart-api.client';
import type { AnswersOutcome } from '../product-forms/AnswersDialog';
import { answerLines, storedAnswers } from '../product-forms/answers';
import { loadAnswersDialog, type AnswersDialogComponent } from '../product-forms/load-answers-dialog.client';
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
  /** Each answered line's product form, by product id (issue 11 part 6); absent when none. */
  entryForms?: Record<string, PublicForm>;
}

interface EditingAnswers {
  Dialog: AnswersDialogComponent;
  form: PublicForm;
  entry: CartEntry;
}

/** The /cart page's entries and subtotal: plain forms without JavaScript, live updates with it. */
export function CartPage({ cart: initialCart, crumb, installments = null, entryForms = {} }: CartPageProps) {
  const enhanced = useHydrated();
  const changes = useCartChanges(initialCart, crumb);
  const { cart, failure } = changes;
  const [editing, setEditing] = useState<EditingAnswers | null>(null);
  const [openFailure, setOpenFailure] = useState(false);
  const editTrigger = useRef<HTMLElement | null>(null);

  async function editAnswers(entry: CartEntry, form: PublicForm) {
    editTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenFailure(false);
    const Dialog = await loadAnswersDialog();
    if (!Dialog) {
      setOpenFailure(true);
      return;
    }
    setEditing({ Dialog, form, entry });
  }

  function closeEditor() {
    setEditing(null);
    editTrigger.current?.focus();
    editTrigger.current = null;
  }

  async function saveAnswers(entry: CartEntry, values: FormValues): Promise<AnswersOutcome> {
    const result = await updateEntryAdditionalFields(
      entry.id,
      { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields: JSON.stringify(values) },
      crumb,
    );
    if (!result.ok) {
      const fieldErrors = result.fieldErrors ?? {};
      return Object.keys(fieldErrors).length > 0
        ? { ok: false, message: MESSAGES.fieldsInvalid, fieldErrors }
        : { ok: false, message: result.message };
    }
    changes.replaceCart(result.data.shoppingCart);
    closeEditor();
    return { ok: true };
  }

  const alert = (
    <ErrorAlert
      title={failure?.title ?? ''}
      message={failure?.message ?? null}
      onClose={changes.dismissFailure}
    />
  );
  const openAlert = (
    <ErrorAlert
      title={MESSAGES.unableToOpenForm}
      message={openFailure ? MESSAGES.checkConnection : null}
      onClose={() => setOpenFailure(false)}
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
      {openAlert}
      <ul className="plinth-cart__entries" aria-busy={changes.recalculating}>
        {cart.entries.map((entry) => {
          const form = entryForms[entry.itemId];
          return (
            <CartRow
              key={entry.id}
              entry={entry}
              currency={cart.currency}
              crumb={crumb}
              enhanced={enhanced}
              onQuantityChange={(quantity) => changes.changeQuantity(entry.id, quantity)}
              onInvalidQuantity={changes.reportInvalidQuantity}
              onRemove={() => void changes.remove(entry.id)}
              answers={form ? answerLines(form, entry.additionalFields) : []}
              onEditAnswers={
                form && entry.additionalFields !== null ? () => void editAnswers(entry, form) : undefined
              }
            />
          );
        })}
      </ul>
      {editing ? (
        <editing.Dialog
          form={editing.form}
          initialValues={storedAnswers(editing.form, editing.entry.additionalFields)}
          failureTitle={MESSAGES.unableToUpdateForm}
          busyLabel={MESSAGES.saving}
          onSubmit={(values) => saveAnswers(editing.entry, values)}
          onClose={closeEditor}
        />
      ) : null}
      <CartSummary cart={cart} recalculating={changes.recalculating}>
        <CartInstallments cart={cart} settings={installments} />
      </CartSummary>
    </div>
  );
}
