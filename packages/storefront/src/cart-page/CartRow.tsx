import { CART_MESSAGES, formatMoney, MAX_QUANTITY, MESSAGES } from '@plinth/commerce';
import type { CartEntry } from '@plinth/contracts';
import { useId, type FormEvent, type MouseEvent } from 'react';
import { QuantityInput } from '../components/QuantityInput';
import { describeAttributes } from './describe-attributes';
import type { RowMessage } from './use-cart-changes';
import { useQuantityDraft } from './use-quantity-draft';

export { describeAttributes };

export interface CartRowProps {
  entry: CartEntry;
  currency: string;
  crumb: string;
  /** After hydration the quantity saves itself, so the no-JavaScript Update button hides. */
  enhanced: boolean;
  /** A change of this line is on its way to the server. */
  busy?: boolean;
  /** What happened to this line's last change (a refusal, or stock that limited it). */
  message?: RowMessage | undefined;
  /** Resolves the quantity the line now holds, or null when it kept its own. */
  onQuantityChange: (quantity: number) => Promise<number | null>;
  onInvalidQuantity: (message: string) => void;
  onRemove: () => void;
  /** The line's product form answers, as "title: summary" lines (issue 11 part 6). */
  answers?: { title: string; summary: string }[];
  /** Reopens the answers in the form dialog; absent when the line has none to edit. */
  onEditAnswers?: () => void;
}

/**
 * One cart entry with − and + steppers beside its quantity (0 removes the line). Without JavaScript its
 * forms post to /cart/entries/...: the steppers through their own form (the field's value would
 * otherwise win), − at 1 to the removal.
 */
export function CartRow({
  entry,
  currency,
  crumb,
  enhanced,
  busy = false,
  message,
  onQuantityChange,
  onInvalidQuantity,
  onRemove,
  answers = [],
  onEditAnswers,
}: CartRowProps) {
  const quantityId = useId();
  const titleId = useId();
  const stepFormId = useId();
  const messageId = useId();
  const quantity = useQuantityDraft({
    committed: entry.quantity,
    commit: onQuantityChange,
    onInvalid: onInvalidQuantity,
    onZero: onRemove,
  });
  const attributes = describeAttributes(entry.chosenVariant.attributes);
  const path = `/cart/entries/${encodeURIComponent(entry.id)}`;

  const submitQuantity = (event: FormEvent) => {
    event.preventDefault();
    quantity.flush();
  };
  const submitRemove = (event: FormEvent) => {
    event.preventDefault();
    onRemove();
  };
  const step = (delta: number) => (event: MouseEvent) => {
    event.preventDefault();
    quantity.step(delta);
  };
  const fewer = entry.quantity - 1;

  return (
    <li
      className={busy ? 'plinth-cart-row is-busy' : 'plinth-cart-row'}
      aria-busy={busy}
      data-entry-id={entry.id}
    >
      <a className="plinth-cart-row__media" href={entry.productUrl} tabIndex={-1} aria-hidden="true">
        {entry.imageUrl ? <img src={entry.imageUrl} alt="" loading="lazy" /> : null}
      </a>
      <div className="plinth-cart-row__details">
        <a id={titleId} className="plinth-cart-row__title" href={entry.productUrl}>
          {entry.title}
        </a>
        {attributes ? <p className="plinth-cart-row__attributes">{attributes}</p> : null}
        {answers.length > 0 ? (
          <dl className="plinth-cart-row__answers">
            {answers.map((answer, index) => (
              <div key={index} className="plinth-cart-row__answer">
                <dt>{answer.title}:</dt> <dd>{answer.summary}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {onEditAnswers && enhanced ? (
          <button
            type="button"
            className="plinth-link-button plinth-cart-row__edit"
            aria-describedby={titleId}
            onClick={onEditAnswers}
          >
            {MESSAGES.editAnswers}
          </button>
        ) : null}
        <UnitPrice entry={entry} currency={currency} />
      </div>
      <form id={stepFormId} method="post" action={`${path}/quantity`} hidden>
        <input type="hidden" name="crumb" value={crumb} />
      </form>
      <form
        className="plinth-cart-row__quantity"
        method="post"
        action={`${path}/quantity`}
        onSubmit={submitQuantity}
      >
        <label className="plinth-visually-hidden" htmlFor={quantityId}>
          {MESSAGES.quantityLabel}
        </label>
        <div className="plinth-stepper">
          <button
            type="submit"
            form={stepFormId}
            name="quantity"
            value={fewer}
            formAction={fewer < 1 ? `${path}/remove` : undefined}
            className="plinth-stepper__button"
            aria-label={CART_MESSAGES.decreaseQuantity}
            aria-describedby={titleId}
            onClick={step(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <QuantityInput
            id={quantityId}
            className="plinth-stepper__input"
            aria-describedby={message ? `${titleId} ${messageId}` : titleId}
            aria-invalid={message?.title ? true : undefined}
            value={quantity.draft}
            onValueChange={(value) => quantity.change(value)}
            onBlur={quantity.flush}
          />
          <button
            type="submit"
            form={stepFormId}
            name="quantity"
            value={entry.quantity + 1}
            className="plinth-stepper__button"
            aria-label={CART_MESSAGES.increaseQuantity}
            aria-describedby={titleId}
            disabled={entry.quantity >= Math.min(MAX_QUANTITY, entry.stockLimit ?? MAX_QUANTITY)}
            onClick={step(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" className="plinth-button plinth-button--secondary" hidden={enhanced}>
          {MESSAGES.update}
        </button>
        {busy ? (
          <span className="plinth-cart-row__saving">
            <span className="plinth-visually-hidden">{MESSAGES.saving}</span>
          </span>
        ) : null}
      </form>
      <p className="plinth-cart-row__total">
        <span className="plinth-cart-row__amount">{formatMoney(entry.subTotal, currency)}</span>
      </p>
      <div id={messageId} className="plinth-cart-row__message" role="alert">
        {message ? (
          <p className={message.title ? 'plinth-cart-row__error' : 'plinth-cart-row__notice'}>
            {message.title ? <strong>{message.title}: </strong> : null}
            {message.text}
          </p>
        ) : null}
      </div>
      <form
        className="plinth-cart-row__remove"
        method="post"
        action={`${path}/remove`}
        onSubmit={submitRemove}
      >
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" className="plinth-link-button" aria-describedby={titleId}>
          {MESSAGES.remove}
        </button>
      </form>
    </li>
  );
}

/** The unit price; on sale, the struck original before it, each named for screen readers. */
function UnitPrice({ entry, currency }: { entry: CartEntry; currency: string }) {
  const original = entry.originalPriceCents ?? null;
  if (original === null || original <= entry.purchasePriceCents) {
    return <p className="plinth-cart-row__unit-price">{formatMoney(entry.purchasePriceCents, currency)}</p>;
  }
  return (
    <p className="plinth-cart-row__unit-price">
      <s className="plinth-cart-row__original-price">
        <span className="plinth-visually-hidden">{MESSAGES.originalPriceLabel} </span>
        {formatMoney(original, currency)}
      </s>{' '}
      <span className="plinth-cart-row__sale-price">
        <span className="plinth-visually-hidden">{MESSAGES.salePriceLabel} </span>
        {formatMoney(entry.purchasePriceCents, currency)}
      </span>
    </p>
  );
}
