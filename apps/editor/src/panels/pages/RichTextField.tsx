import type { PropValue } from '@plinth/contracts';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { linesToRichText, richTextToLines } from './rich-text-plain';

interface RichTextFieldProps {
  label: string;
  hint?: string;
  value: PropValue | undefined;
  disabled?: boolean;
  onChange: (value: PropValue, typing: boolean) => void;
}

/** Rich text as lines (see rich-text-plain.ts) until the formatting toolbar of issue 10 part 4. */
export function RichTextField({ label, hint, value, disabled, onChange }: RichTextFieldProps) {
  const [text, setText] = useState(() => richTextToLines(value));
  return (
    <Field label={label} hint={hint ?? 'One paragraph per line. Start a line with # or ## for a heading.'}>
      {(control) => (
        <textarea
          {...control}
          className="input"
          rows={6}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(linesToRichText(event.target.value), true);
          }}
        />
      )}
    </Field>
  );
}
