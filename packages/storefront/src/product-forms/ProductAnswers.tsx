import { MESSAGES, SUBSCRIPTION_MESSAGES } from '@plinth/commerce';
import type { AddToCartRequest, FormValues, ProductView, PublicForm } from '@plinth/contracts';
import { useEffect, useState } from 'react';
import type { AddToCart } from '../button/use-add-to-cart';
import { prepareProductAdd } from '../product-form/prepare-product-add.client';
import { AnswersDialog, type AnswersOutcome } from './AnswersDialog';

export interface ProductAnswersProps {
  product: ProductView;
  form: PublicForm;
  /** The product form's choices when Add To Cart was pressed. */
  selection: Record<string, string>;
  quantity: string;
  /** The product form's add flow: its button shows Adding…/Added! for the dialog's add too. */
  cart: AddToCart;
  /** The stock check said no: the page shows the message; this component is then removed. */
  onRefused: (message: string) => void;
  onOpened: () => void;
  onClose: () => void;
  /** What gets focus back when the dialog closes (what had it when the flow was asked for). */
  returnFocus?: Element | null;
  /** Opened by Subscribe: the answers (JSON) start the subscription checkout instead of an add. */
  onSubscribe?: (additionalFields: string) => Promise<SubscribeOutcome>;
}

/** The product form's Subscribe answer: the request's refusal, field errors included. */
export type SubscribeOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> | undefined };

/**
 * Adding an item with a form (issue 11 part 6, seed 000 section 5): stock is checked first (the item's
 * stock rows and what the cart already holds), then the form opens in a dialog; its answers go with the
 * add as one JSON string in the site forms' value shapes. Loaded only when needed (the page's budget).
 */
export function ProductAnswers({
  product,
  form,
  selection,
  quantity,
  cart,
  onRefused,
  onOpened,
  onClose,
  returnFocus = null,
  onSubscribe,
}: ProductAnswersProps) {
  const [request, setRequest] = useState<AddToCartRequest | null>(null);

  useEffect(() => {
    let live = true;
    void prepareProductAdd({ product, selection, quantity }).then((prepared) => {
      if (!live) return;
      if (!prepared.ok) return onRefused(prepared.message);
      setRequest(prepared.request);
      onOpened();
    });
    return () => {
      live = false;
    };
    // Runs once per opening: the parent gives each opening a fresh instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function close() {
    onClose();
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  }

  async function send(values: FormValues): Promise<AnswersOutcome> {
    if (!request) return { ok: false, message: MESSAGES.unableToOpenForm };
    const answered = { ...request, additionalFields: JSON.stringify(values) };
    // Success leaves the page for the subscription checkout; the dialog stays busy until then.
    const outcome = onSubscribe
      ? await onSubscribe(answered.additionalFields)
      : await cart.add(() => Promise.resolve({ ok: true, request: answered }), product.title, {
          restart: true,
        });
    if (outcome.ok) {
      if (!onSubscribe) {
        cart.dismissError();
        close();
      }
      return outcome;
    }
    const fieldErrors = outcome.fieldErrors ?? {};
    return Object.keys(fieldErrors).length > 0
      ? { ok: false, message: MESSAGES.fieldsInvalid, fieldErrors }
      : { ok: false, message: outcome.message };
  }

  if (!request) return null;
  return (
    <AnswersDialog
      form={form}
      failureTitle={MESSAGES.unableToAddItem}
      busyLabel={onSubscribe ? SUBSCRIPTION_MESSAGES.subscribing : MESSAGES.adding}
      submitLabel={onSubscribe ? SUBSCRIPTION_MESSAGES.continueToCheckout : undefined}
      onSubmit={send}
      onClose={close}
    />
  );
}
