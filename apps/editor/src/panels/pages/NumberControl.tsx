import type { BlockField, PropValue } from '@plinth/contracts';
import { useState } from 'react';
import { Field } from '../../components/Field';

interface NumberControlProps {
  field: Extract<BlockField, { kind: 'number' }>;
  value: PropValue | undefined;
  disabled?: boolean;
  onChange: (value: PropValue | undefined, typing: boolean) => void;
}

/** A block's number field: the box keeps what is typed; only a number in range reaches the block. */
export function NumberControl({ field, value, disabled, onChange }: NumberControlProps) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Field
      label={field.unit ? `${field.label} (${field.unit})` : field.label}
      hint={field.help}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          className="input input--number"
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const number = Number(event.target.value);
            if (event.target.value.trim() === '' || !Number.isFinite(number)) {
              setError(`Enter a number from ${field.min} to ${field.max}.`);
            } else if (number < field.min || number > field.max) {
              setError(`Enter a number from ${field.min} to ${field.max}.`);
            } else {
              setError(null);
              onChange(number, true);
            }
          }}
        />
      )}
    </Field>
  );
}
