import { useState } from 'react';
import { Field } from '../Field';

interface ColorTextInputProps<T> {
  label: string;
  /** The current colour in this input's form ("44, 74, 63"). */
  text: string;
  parse: (text: string) => T | null;
  onCommit: (value: T) => void;
  /** Shown while the text cannot be read. */
  error: string;
  disabled?: boolean;
  className?: string;
}

/**
 * One text form of the colour (Hex, RGB, HSL, Saturation, Lightness). What the owner types is kept
 * while they type; each readable value changes the colour at once, and leaving the input shows the
 * colour in its own words again. Unreadable text stays, marked, until it is fixed.
 */
export function ColorTextInput<T>({
  label,
  text,
  parse,
  onCommit,
  error,
  disabled,
  className,
}: ColorTextInputProps<T>) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parse(draft) === null;
  return (
    <Field label={label} error={invalid ? error : null} className={className}>
      {(control) => (
        <input
          {...control}
          className="input input--compact"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={draft ?? text}
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = parse(event.target.value);
            if (parsed !== null) onCommit(parsed);
          }}
          onBlur={() => {
            if (!invalid) setDraft(null);
          }}
        />
      )}
    </Field>
  );
}
