import { FormSection } from '../../components/FormSection';
import { Field } from '../../components/Field';
import {
  addOption,
  addOptionValue,
  MAX_OPTIONS,
  removeOption,
  removeOptionValue,
  setOptionName,
  setOptionValue,
} from './option-edits';
import type { OptionDraft } from './product-form';
import type { SectionProps } from './section-props';

/** Focuses a field once React has drawn it. */
function focusLater(id: string) {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** Options (Size, Color …) and their values; every change redraws the variant grid below. */
export function OptionsSection({ form, onChange, errors }: SectionProps) {
  return (
    <FormSection
      title="Options"
      description="Options such as Size or Color make one variant for each combination of values."
    >
      {form.options.length === 0 ? (
        <p className="muted">This product has no options: it is sold as one variant.</p>
      ) : null}
      <div className="option-list">
        {form.options.map((option, index) => (
          <OptionEditor
            key={option.key}
            option={option}
            index={index}
            errors={errors}
            onName={(name) => onChange(setOptionName(form, index, name))}
            onValue={(valueIndex, value) => onChange(setOptionValue(form, index, valueIndex, value))}
            onAddValue={() => {
              onChange(addOptionValue(form, index));
              focusLater(`${option.key}-value-${option.values.length}`);
            }}
            onRemoveValue={(valueIndex) => onChange(removeOptionValue(form, index, valueIndex))}
            onRemove={() => onChange(removeOption(form, index))}
          />
        ))}
      </div>
      {form.options.length < MAX_OPTIONS ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            const next = addOption(form);
            onChange(next);
            const added = next.options[next.options.length - 1];
            if (added) focusLater(`${added.key}-name`);
          }}
        >
          Add option
        </button>
      ) : (
        <p className="muted">A product can have at most {MAX_OPTIONS} options.</p>
      )}
    </FormSection>
  );
}

interface OptionEditorProps {
  option: OptionDraft;
  index: number;
  errors: Record<string, string>;
  onName: (name: string) => void;
  onValue: (valueIndex: number, value: string) => void;
  onAddValue: () => void;
  onRemoveValue: (valueIndex: number) => void;
  onRemove: () => void;
}

function OptionEditor({
  option,
  index,
  errors,
  onName,
  onValue,
  onAddValue,
  onRemoveValue,
  onRemove,
}: OptionEditorProps) {
  const name = option.name.trim() || `option ${index + 1}`;
  return (
    <div className="option-editor" role="group" aria-label={`Option ${index + 1}`}>
      <div className="option-editor__head">
        <Field
          label="Option name"
          id={`${option.key}-name`}
          error={errors[`options.${index}.name`]}
          className="option-editor__name"
        >
          {(control) => (
            <input
              {...control}
              className="input"
              placeholder="Size"
              value={option.name}
              onChange={(event) => onName(event.target.value)}
            />
          )}
        </Field>
        <button type="button" className="button button--small button--danger-outline" onClick={onRemove}>
          Remove option <span className="visually-hidden">{name}</span>
        </button>
      </div>
      <p className="field__label" id={`${option.key}-values-label`}>
        Values
      </p>
      <ul className="value-list" aria-labelledby={`${option.key}-values-label`}>
        {option.values.map((value, valueIndex) => (
          <li key={valueIndex} className="value-list__item">
            <Field
              label={`${name} value ${valueIndex + 1}`}
              hideLabel
              id={`${option.key}-value-${valueIndex}`}
              error={errors[`options.${index}.values.${valueIndex}`]}
            >
              {(control) => (
                <input
                  {...control}
                  className="input input--compact"
                  value={value}
                  onChange={(event) => onValue(valueIndex, event.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${name} value ${value || valueIndex + 1}`}
              onClick={() => onRemoveValue(valueIndex)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {errors[`options.${index}.values`] ? (
        <p className="field__error">{errors[`options.${index}.values`]}</p>
      ) : null}
      <button type="button" className="button button--small" onClick={onAddValue}>
        Add value <span className="visually-hidden">to {name}</span>
      </button>
    </div>
  );
}
