import { FORM_PART_LABELS } from '@plinth/commerce';
import { AMPM_VALUES, plainFieldName, type PhoneField, type PlainField } from '@plinth/contracts';
import { controlAria, FieldFrame, RequiredMark, type FieldIds } from './FieldFrame';

/** The fields whose value is a list of parts (seed 000 section 3). */
export type PartsField = PhoneField | (PlainField & { type: 'address' | 'date' | 'name' | 'time' });

interface PartInput {
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  /** Narrow inputs for short numbers. */
  size?: 'short' | 'year';
}

const PART_INPUTS: { readonly [T in PartsField['type']]: readonly PartInput[] } = {
  address: [
    { autoComplete: 'address-line1' },
    { autoComplete: 'address-line2' },
    { autoComplete: 'address-level2' },
    { autoComplete: 'address-level1' },
    { autoComplete: 'postal-code' },
    { autoComplete: 'country-name' },
  ],
  date: [
    { inputMode: 'numeric', size: 'short' },
    { inputMode: 'numeric', size: 'short' },
    { inputMode: 'numeric', size: 'year' },
  ],
  name: [{ autoComplete: 'given-name' }, { autoComplete: 'family-name' }],
  time: [
    { inputMode: 'numeric', size: 'short' },
    { inputMode: 'numeric', size: 'short' },
    { inputMode: 'numeric', size: 'short' },
    {},
  ],
  phone: [
    { autoComplete: 'tel-country-code', inputMode: 'tel', size: 'short' },
    { autoComplete: 'tel-area-code', inputMode: 'tel', size: 'short' },
    { autoComplete: 'tel-local-prefix', inputMode: 'tel', size: 'short' },
    { autoComplete: 'tel-local-suffix', inputMode: 'tel', size: 'year' },
  ],
};

interface PartsFieldProps {
  field: PartsField;
  ids: FieldIds;
  /** All parts, FORM_VALUE_PARTS' length (a phone's four even without its country code input). */
  value: readonly string[];
  error: string | undefined;
  onChange: (value: string[]) => void;
}

/**
 * Address, date, name, time and phone: a fieldset whose legend is the title, one labelled input per
 * part (the time's AM/PM a dropdown). A phone without the country code shows parts 1 to 3.
 */
export function PartsFieldView({ field, ids, value, error, onChange }: PartsFieldProps) {
  const labels = FORM_PART_LABELS[field.type];
  const shown = labels
    .map((label, index) => ({ label, index }))
    .filter(({ index }) => !(field.type === 'phone' && !field.showCountryCode && index === 0));
  const change = (index: number, part: string) =>
    onChange(labels.map((_, i) => (i === index ? part : (value[i] ?? ''))));
  const aria = controlAria(ids, error, field.description !== '');
  return (
    <FieldFrame
      type={field.type}
      ids={ids}
      error={error}
      description={field.description}
      title={
        <>
          {field.title}
          <RequiredMark required={field.required} />
        </>
      }
      group
    >
      <div className={`form-field__parts form-field__parts--${field.type}`}>
        {shown.map(({ label, index }, position) => {
          const id = position === 0 ? ids.control : `${ids.control}-${index}`;
          const input = PART_INPUTS[field.type][index] ?? {};
          const isAmpm = field.type === 'time' && index === 3;
          return (
            <div
              className={`form-field__part${input.size ? ` form-field__part--${input.size}` : ''}`}
              key={index}
            >
              <label className="form-field__part-label" htmlFor={id}>
                {label}
              </label>
              {isAmpm ? (
                <select
                  id={id}
                  className="form-field__input form-field__select"
                  name={plainFieldName(field.id, index)}
                  value={value[index] ?? ''}
                  {...aria}
                  onChange={(event) => change(index, event.target.value)}
                >
                  <option value="" />
                  {AMPM_VALUES.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  className="form-field__input"
                  name={plainFieldName(field.id, index)}
                  type="text"
                  autoComplete={input.autoComplete}
                  inputMode={input.inputMode}
                  value={value[index] ?? ''}
                  aria-required={field.required || undefined}
                  {...aria}
                  onChange={(event) => change(index, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}
