import { FORM_MESSAGES, LIKERT_LABELS } from '@plinth/commerce';
import { LIKERT_VALUES, plainFieldName, type LikertField, type OptionsField } from '@plinth/contracts';
import { controlAria, FieldFrame, RequiredMark, type FieldIds } from './FieldFrame';

interface ChoiceProps<F, V> {
  field: F;
  ids: FieldIds;
  value: V;
  error: string | undefined;
  onChange: (value: V) => void;
}

const titleOf = (field: { title: string; required: boolean }) => (
  <>
    {field.title}
    <RequiredMark required={field.required} />
  </>
);

/** Radio buttons and checkboxes: a fieldset of labelled choices. Checkboxes keep option order. */
export function OptionsFieldView({
  field,
  ids,
  value,
  error,
  onChange,
}: ChoiceProps<OptionsField & { type: 'radio' | 'checkbox' }, string | string[]>) {
  const aria = controlAria(ids, error, field.description !== '');
  const checked = (option: string) => (Array.isArray(value) ? value.includes(option) : value === option);
  const toggle = (option: string, on: boolean) => {
    if (field.type === 'radio') return onChange(option);
    const list = Array.isArray(value) ? value : [];
    onChange(field.options.filter((o) => (o === option ? on : list.includes(o))));
  };
  return (
    <FieldFrame
      type={field.type}
      ids={ids}
      error={error}
      description={field.description}
      title={titleOf(field)}
      group
    >
      <div className="form-field__choices">
        {field.options.map((option, index) => {
          const id = index === 0 ? ids.control : `${ids.control}-${index}`;
          return (
            <div className="form-field__choice" key={option}>
              <input
                id={id}
                type={field.type}
                name={plainFieldName(field.id)}
                value={option}
                checked={checked(option)}
                {...aria}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <label htmlFor={id}>{option}</label>
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}

/** A dropdown, its first option "Select an option" (the empty answer). */
export function SelectFieldView({ field, ids, value, error, onChange }: ChoiceProps<OptionsField, string>) {
  return (
    <FieldFrame
      type="select"
      ids={ids}
      error={error}
      description={field.description}
      title={
        <label className="form-field__title" htmlFor={ids.control}>
          {titleOf(field)}
        </label>
      }
      group={false}
    >
      <select
        id={ids.control}
        className="form-field__input form-field__select"
        name={plainFieldName(field.id)}
        value={value}
        aria-required={field.required || undefined}
        {...controlAria(ids, error, field.description !== '')}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{FORM_MESSAGES.selectPlaceholder}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * A likert scale: each statement a radio group (its legend the statement) of the five answers,
 * Strongly Disagree to Strongly Agree, sent as "-2" to "2". A grid on wide screens, stacked on phones.
 */
export function LikertFieldView({
  field,
  ids,
  value,
  error,
  onChange,
}: ChoiceProps<LikertField, Record<string, string[]>>) {
  const aria = controlAria(ids, error, field.description !== '');
  return (
    <FieldFrame
      type="likert"
      ids={ids}
      error={error}
      description={field.description}
      title={titleOf(field)}
      group
    >
      <div className="form-likert">
        <div className="form-likert__scale" aria-hidden="true">
          {LIKERT_LABELS.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
        {field.options.map((statement, row) => (
          <fieldset className="form-likert__row" key={statement}>
            <legend className="form-likert__statement">{statement}</legend>
            <div className="form-likert__answers">
              {LIKERT_VALUES.map((answer, column) => {
                const id = row === 0 && column === 0 ? ids.control : `${ids.control}-${row}-${column}`;
                return (
                  <div className="form-likert__answer" key={answer}>
                    <input
                      id={id}
                      type="radio"
                      name={plainFieldName(field.id, row)}
                      value={answer}
                      checked={value[statement]?.[0] === answer}
                      {...aria}
                      onChange={() => onChange({ ...value, [statement]: [answer] })}
                    />
                    <label htmlFor={id}>{LIKERT_LABELS[column]}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </FieldFrame>
  );
}
