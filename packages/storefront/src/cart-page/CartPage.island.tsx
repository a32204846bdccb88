import { MESSAGES } from '@plinth/commerce';
import type { CartEntry, FormValues, PublicForm, ShoppingCart } from '@plinth/contracts';
import { useEffect, useRef, useState } from 'react';
import { updateEntryAdditionalFields } from '../api/cart-line-api.client';
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
import { RemovedNotice } from './RemovedNotice';
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

/**
 * Where focus goes once a line is removed or put back: the notice's Undo, a row (its title link), or
 * the page's heading.
 */
type FocusTarget = { entryId: string } | 'heading' | 'undo';

/** The page's h1 (the theme's), made focusable from script if it is not. */
function focusHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** The /cart page's entries and subtotal: plain forms without JavaScript, live updates with it. */
export function CartPage({ cart: initialCart, crumb, installments = null, entryForms = {} }: CartPageProps) {
  const enhanced = useHydrated();
  const changes = useCartChanges(initialCart, crumb);
  const { cart } = changes;
  const [editing, setEditing] = useState<EditingAnswers | null>(null);
  const [openFailure, setOpenFailure] = useState(false);
  const editTrigger = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // Focus moves once the row list has re-rendered: the target waits here, and the tick runs the effect.
  const focusTarget = useRef<FocusTarget | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const moveFocus = (target: FocusTarget) => {
    focusTarget.current = target;
    setFocusTick((tick) => tick + 1);
  };

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!target) return;
    if (target === 'heading') return focusHeading();
    if (target === 'undo') {
      const undoButton = document.querySelector<HTMLElement>('.plinth-cart__removed button');
      return undoButton ? undoButton.focus() : focusHeading();
    }
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-entry-id]') ?? [];
    const row = [...rows].find((element) => element.dataset.entryId === target.entryId);
    const title = row?.querySelector<HTMLElement>('.plinth-cart-row__title');
    if (title) title.focus();
    else focusHeading();
  }, [focusTick]);

  /** After Remove (or 0): focus to the notice's Undo, one Tab from putting the line back. */
  async function remove(entry: CartEntry) {
    if (!(await changes.remove(entry))) return;
    moveFocus('undo');
  }

  async function undo() {
    const restored = await changes.undo();
    if (restored) moveFocus({ entryId: restored });
  }

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

  // First in both branches, so the live region stays the same element when the last line goes.
  const notice = <RemovedNotice removed={changes.removed} onUndo={() => void undo()} />;
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
        {notice}
        <EmptyCart />
      </div>
    );
  }
  return (
    <div className={changes.recalculating ? 'plinth-cart is-recalculating' : 'plinth-cart'}>
      {notice}
      {openAlert}
      <ul className="plinth-cart__entries" ref={list}>
        {cart.entries.map((entry) => {
          const form = entryForms[entry.itemId];
          return (
            <CartRow
              key={entry.id}
              entry={entry}
              currency={cart.currency}
              crumb={crumb}
              enhanced={enhanced}
              busy={changes.isBusy(entry.id)}
              message={changes.messageOf(entry.id)}
              onQuantityChange={(quantity) => changes.changeQuantity(entry, quantity)}
              onInvalidQuantity={(message) => changes.reportInvalidQuantity(entry.id, message)}
              onRemove={() => void remove(entry)}
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
          submitLabel={MESSAGES.update}
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
