import { FORM_LIMITS, type FieldErrors } from '@plinth/contracts';
import { useEffect, useId, useRef } from 'react';
import { moveItem } from './form-builder-model';

interface OptionsEditorProps {
  /** "Options", or "Statements" for a likert scale. */
  label: string;
  itemLabel: string;
  hint?: string;
  options: string[];
  /** The field's messages: "options" for the list ("Each option must be different"), "options.N" for one. */
  errors: FieldErrors;
  onChange: (options: string[]) => void;
}

/** A choice field's options: edit in place, add, remove, move up and down. */
export function OptionsEditor({ label, itemLabel, hint, options, errors, onChange }: OptionsEditorProps) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    focusIndex.current = null;
    if (index === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus();
  }, [options]);

  const listError = errors.options;
  const describedBy = [hint ? `${id}-hint` : null, listError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const set = (index: number, text: string) => onChange(options.map((o, i) => (i === index ? text : o)));
  return (
    <fieldset className="field options-editor" aria-describedby={describedBy || undefined}>
      <legend className="field__label">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ol className="options-editor__list" ref={listRef}>
        {options.map((option, index) => {
          const name = `${itemLabel} ${index + 1}`;
          const error = errors[`options.${index}`];
          return (
            <li key={index} className="options-editor__row">
              <label className="visually-hidden" htmlFor={`${id}-${index}`}>
                {name}
              </label>
              <input
                id={`${id}-${index}`}
                className="input"
                maxLength={FORM_LIMITS.optionMax}
                value={option}
                aria-invalid={error || listError ? true : undefined}
                aria-describedby={error ? `${id}-${index}-error` : listError ? `${id}-error` : undefined}
                onChange={(event) => set(index, event.target.value)}
              />
              <button
                type="button"
                className="button button--small"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => onChange(moveItem(options, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={`Move ${name} down`}
                disabled={index === options.length - 1}
                onClick={() => onChange(moveItem(options, index, index + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small button--danger-outline"
                aria-label={`Remove ${name}`}
                onClick={() => {
                  focusIndex.current = Math.max(0, index - 1);
                  onChange(options.filter((_, i) => i !== index));
                }}
              >
                Remove
              </button>
              {error ? (
                <p id={`${id}-${index}-error`} className="field__error options-editor__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id={`${id}-error`} className="field__error">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--small"
        disabled={options.length >= FORM_LIMITS.optionsMax}
        onClick={() => {
          focusIndex.current = options.length;
          onChange([...options, '']);
        }}
      >
        Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
