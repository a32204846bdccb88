import { MESSAGES } from '@plinth/commerce';
import { useId } from 'react';
import { QuantityInput } from '../components/QuantityInput';

export interface QuantityFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The product form's labelled quantity field. */
export function QuantityField({ value, onChange }: QuantityFieldProps) {
  const id = useId();
  return (
    <div className="plinth-field plinth-field--quantity">
      <label className="plinth-field__label" htmlFor={id}>
        {MESSAGES.quantityLabel}
      </label>
      <QuantityInput id={id} value={value} onValueChange={onChange} />
    </div>
  );
}
