import { formatMessage, MESSAGES } from '@plinth/commerce';
import type { ProductOption } from '@plinth/contracts';
import { useId } from 'react';

export interface OptionSelectProps {
  option: ProductOption;
  /** '' while nothing is chosen. */
  value: string;
  /** Values that cannot be bought with the other choices; still selectable, so the spec's message explains. */
  soldOutValues?: readonly string[];
  onChange: (value: string) => void;
}

/** One labelled dropdown per product option; the field name is what POST /cart/add reads without JS. */
export function OptionSelect({ option, value, soldOutValues = [], onChange }: OptionSelectProps) {
  const id = useId();
  return (
    <div className="plinth-field">
      <label className="plinth-field__label" htmlFor={id}>
        {option.name}
      </label>
      <div className="plinth-select">
        <select
          id={id}
          name={`options[${option.name}]`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{formatMessage('selectVariant', { variantName: option.name })}</option>
          {option.values.map((optionValue) => (
            <option key={optionValue} value={optionValue}>
              {soldOutValues.includes(optionValue)
                ? `${optionValue} (${MESSAGES.soldOutBadge})`
                : optionValue}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
