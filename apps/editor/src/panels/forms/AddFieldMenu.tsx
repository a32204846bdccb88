import { FORM_FIELD_TYPE_LABELS, FORM_FIELD_TYPES, type FormFieldType } from '@plinth/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Add field: a disclosure listing every field type with its label (contracts' order). Choosing one
 * closes the list; Escape closes it and gives focus back to the button.
 */
export function AddFieldMenu({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (type: FormFieldType) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    // Escape anywhere in the open list closes it (the keys land on its buttons, not on this wrapper).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="add-field" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={`${id}-types`}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        Add field
      </button>
      {open ? (
        <ul id={`${id}-types`} ref={listRef} className="add-field__types" aria-label="Field types">
          {FORM_FIELD_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                className="add-field__type"
                onClick={() => {
                  setOpen(false);
                  onAdd(type);
                }}
              >
                {FORM_FIELD_TYPE_LABELS[type]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
