import { MESSAGES } from '@plinth/commerce';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { EDITOR_MESSAGES } from '../../messages';
import type { Swatch } from './ColorPicker';

// react-colorful and the picker load the first time a picker opens (decision 0034: their own chunk).
const ColorPicker = lazy(() => import('./ColorPicker').then((module) => ({ default: module.ColorPicker })));

interface ColorFieldProps {
  label: string;
  /** #rrggbb (#rrggbbaa with `alpha`), or '' for no colour. */
  value: string;
  onChange: (hex: string) => void;
  hint?: ReactNode;
  alpha?: boolean;
  swatches?: readonly Swatch[];
  disabled?: boolean;
  /** Offer "Remove colour", for a colour that may be left unset. */
  onClear?: () => void;
  /** Open the picker at first. */
  defaultOpen?: boolean;
}

/**
 * A colour setting: its swatch and value, and a button that opens the full colour picker under it.
 * A closed field costs no script: the picker loads on first open.
 */
export function ColorField({
  label,
  value,
  onChange,
  hint,
  alpha,
  swatches,
  disabled,
  onClear,
  defaultOpen = false,
}: ColorFieldProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const shown = value === '' ? EDITOR_MESSAGES.colorNone : value;
  return (
    <div className="field color-field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="color-field__row">
        <span className="color-field__chip" aria-hidden="true">
          <span
            className="color-field__chip-fill"
            style={value === '' ? undefined : { backgroundColor: value }}
          />
        </span>
        <span className="color-field__value" id={`${id}-value`}>
          {shown}
        </span>
        <button
          type="button"
          className="button button--small"
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          aria-label={`${EDITOR_MESSAGES.colorEdit} ${label.toLowerCase()}`}
          aria-describedby={`${id}-value`}
          disabled={disabled}
          onClick={() => setOpen(!open)}
        >
          {EDITOR_MESSAGES.colorEdit}
        </button>
        {onClear && value !== '' ? (
          <button
            type="button"
            className="button button--small button--quiet"
            disabled={disabled}
            onClick={onClear}
          >
            {EDITOR_MESSAGES.colorRemove}
          </button>
        ) : null}
      </div>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div id={`${id}-picker`} hidden={!open}>
        {open ? (
          <Suspense fallback={<p role="status">{MESSAGES.loading}</p>}>
            <ColorPicker
              label={label}
              value={value === '' ? '#ffffff' : value}
              onChange={onChange}
              alpha={alpha}
              swatches={swatches}
              disabled={disabled}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
