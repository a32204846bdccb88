import { MAX_QUANTITY, MIN_QUANTITY } from '@plinth/commerce';
import type { InputHTMLAttributes } from 'react';

export type QuantityInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'min' | 'max' | 'step' | 'inputMode' | 'onChange'
> & {
  onValueChange: (value: string) => void;
};

/**
 * The spec's quantity input (number, 1 to 9999, step 1), named `quantity` for the no-JavaScript forms.
 * The value stays raw text so parseQuantity can answer "Quantity must be a number." for nonsense.
 */
export function QuantityInput({ onValueChange, className, ...rest }: QuantityInputProps) {
  return (
    <input
      {...rest}
      className={className ?? 'plinth-input'}
      type="number"
      name="quantity"
      min={MIN_QUANTITY}
      max={MAX_QUANTITY}
      step={1}
      inputMode="numeric"
      onChange={(e) => onValueChange(e.target.value)}
    />
  );
}
