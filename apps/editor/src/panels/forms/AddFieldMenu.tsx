import { FORM_FIELD_TYPE_LABELS, FORM_FIELD_TYPES, type FormFieldType } from '@plinth/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** The types most forms use, offered first (issue 24 §4); the others wait under "More field types". */
export const COMMON_FIELD_TYPES: readonly FormFieldType[] = [
  'text',
  'textarea',
  'email',
  'name',
  'phone',
  'select',
  'checkbox',
  'radio',
  'date',
];

/**
 * Add field: a disclosure listing the common field types by label, then "More field types", which
 * adds the rare ones (Password, Twitter, Likert scale…) to the list in the contract's order. Choosing
 * one closes the list; Escape closes it and gives focus back to the button.
 */
export function AddFieldMenu({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (type: FormFieldType) => void;
}) {
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  /** Opens or closes the list; it opens on the common types again. */
  function show(next: boolean) {
    setOpen(next);
    setAll(false);
  }

  const rare = FORM_FIELD_TYPES.filter((type) => !COMMON_FIELD_TYPES.includes(type));
  const shown = all ? [...COMMON_FIELD_TYPES, ...rare] : COMMON_FIELD_TYPES;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    show(false);
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
        onClick={() => show(!open)}
      >
        Add field
      </button>
      {open ? (
        <ul id={`${id}-types`} ref={listRef} className="add-field__types" aria-label="Field types">
          {shown.map((type, index) => (
            <li key={type}>
              <button
                type="button"
                className="add-field__type"
                // The first rare type takes the focus when they appear, so the list goes on from there.
                ref={all && index === COMMON_FIELD_TYPES.length ? (button) => button?.focus() : undefined}
                onClick={() => {
                  show(false);
                  onAdd(type);
                }}
              >
                {FORM_FIELD_TYPE_LABELS[type]}
              </button>
            </li>
          ))}
          {all ? null : (
            <li className="add-field__more">
              <button type="button" className="add-field__type" onClick={() => setAll(true)}>
                More field types
              </button>
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
