import { MESSAGES } from '@plinth/commerce';
import { useEffect, useRef } from 'react';

/**
 * How a subscribable product that is also sold once is bought (issue 13 part 5, decision 0048). The
 * product form loads this module only for such products, after it runs: it stays out of the product
 * page's first JavaScript (decision 0012).
 */
export type PurchaseMode = 'once' | 'subscribe';

export interface PurchaseChoiceProps {
  value: PurchaseMode;
  onChange: (value: PurchaseMode) => void;
}

const CHOICES: ReadonlyArray<[PurchaseMode, string]> = [
  ['once', MESSAGES.oneTimePurchase],
  ['subscribe', MESSAGES.subscribe],
];

/** "One-time purchase" / "Subscribe" as a radio group styled as pills; the form shows one button for it. */
export function PurchaseChoice({ value, onChange }: PurchaseChoiceProps) {
  const root = useRef<HTMLFieldSetElement>(null);
  // The theme's "Subscription · Every 2 weeks" tag above the form speaks of the subscription only: it
  // hides while "One-time purchase" is chosen (on this product's page, not the rest of the document).
  // It is the one place the period is written (the price line does not repeat it).
  useEffect(() => {
    const scope = root.current?.closest('.product') ?? null;
    for (const tag of scope?.querySelectorAll<HTMLElement>('.product__subscription') ?? []) {
      tag.hidden = value === 'once';
    }
  }, [value]);
  return (
    <fieldset ref={root} className="plinth-field plinth-pills">
      <legend className="plinth-field__label">{MESSAGES.purchaseOption}</legend>
      <div className="plinth-pills__list">
        {CHOICES.map(([mode, label]) => (
          <label key={mode} className="plinth-pill">
            <input
              className="plinth-pill__input"
              type="radio"
              name="purchaseOption"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <span className="plinth-pill__text">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
