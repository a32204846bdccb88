import type { ProductOption } from '@plinth/contracts';

export interface AmountPillsProps {
  /** The gift card's "Amount" option. */
  option: ProductOption;
  value: string;
  onChange: (value: string) => void;
}

/** Gift card denominations as radio buttons styled as pills: every amount is visible at a glance. */
export function AmountPills({ option, value, onChange }: AmountPillsProps) {
  return (
    <fieldset className="plinth-field plinth-pills">
      <legend className="plinth-field__label">{option.name}</legend>
      <div className="plinth-pills__list">
        {option.values.map((amount) => (
          <label key={amount} className="plinth-pill">
            <input
              className="plinth-pill__input"
              type="radio"
              name={`options[${option.name}]`}
              value={amount}
              checked={value === amount}
              onChange={() => onChange(amount)}
            />
            <span className="plinth-pill__text">{amount}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
