import { formatMoney, MESSAGES } from '@plinth/commerce';
import type { CartEntry } from '@plinth/contracts';
import { useId, type FormEvent } from 'react';
import { QuantityInput } from '../components/QuantityInput';
import { useQuantityDraft } from './use-quantity-draft';

export interface CartRowProps {
  entry: CartEntry;
  currency: string;
  crumb: string;
  /** After hydration the quantity saves itself, so the no-JavaScript Update button hides. */
  enhanced: boolean;
  onQuantityChange: (quantity: number) => Promise<boolean>;
  onInvalidQuantity: (message: string) => void;
  onRemove: () => void;
  /** The line's product form answers, as "title: summary" lines (issue 11 part 6). */
  answers?: { title: string; summary: string }[];
  /** Reopens the answers in the form dialog; absent when the line has none to edit. */
  onEditAnswers?: () => void;
}

/** "Size: M, Color: Sand" */
export function describeAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** One cart entry; its two forms post to /cart/entries/... when JavaScript is off. */
export function CartRow({
  entry,
  currency,
  crumb,
  enhanced,
  onQuantityChange,
  onInvalidQuantity,
  onRemove,
  answers = [],
  onEditAnswers,
}: CartRowProps) {
  const quantityId = useId();
  const titleId = useId();
  const quantity = useQuantityDraft({
    committed: entry.quantity,
    commit: onQuantityChange,
    onInvalid: onInvalidQuantity,
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

  return (
    <li className="plinth-cart-row">
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
        <p className="plinth-cart-row__unit-price">{formatMoney(entry.purchasePriceCents, currency)}</p>
      </div>
      <form
        className="plinth-cart-row__quantity"
        method="post"
        action={`${path}/quantity`}
        onSubmit={submitQuantity}
      >
        <label className="plinth-visually-hidden" htmlFor={quantityId}>
          {MESSAGES.quantityLabel}
        </label>
        <QuantityInput
          id={quantityId}
          aria-describedby={titleId}
          value={quantity.draft}
          onValueChange={(value) => quantity.change(value)}
          onBlur={quantity.flush}
        />
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" className="plinth-button plinth-button--secondary" hidden={enhanced}>
          {MESSAGES.update}
        </button>
      </form>
      <p className="plinth-cart-row__total">{formatMoney(entry.subTotal, currency)}</p>
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
