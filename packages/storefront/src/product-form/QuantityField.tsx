import { MAX_QUANTITY, MESSAGES, MIN_QUANTITY } from '@plinth/commerce';
import { useId } from 'react';

export interface QuantityFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Kept as the raw text so parseQuantity can answer "Quantity must be a number." for nonsense. */
export function QuantityField({ value, onChange }: QuantityFieldProps) {
  const id = useId();
  return (
    <div className="plinth-field plinth-field--quantity">
      <label className="plinth-field__label" htmlFor={id}>
        {MESSAGES.quantityLabel}
      </label>
      <input
        id={id}
        className="plinth-input"
        type="number"
        name="quantity"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
