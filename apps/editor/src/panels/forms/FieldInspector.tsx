import { FORM_FIELD_TYPE_LABELS, FORM_LIMITS, type FieldErrors, type FormField } from '@plinth/contracts';
import { Checkbox, Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { FIELD_TITLE_EXAMPLES } from './form-builder-model';
import { OptionsEditor } from './OptionsEditor';

interface FieldInspectorProps {
  field: FormField;
  /** This field's messages, keyed by property ("options", "options.1", "maxLength"). */
  errors: FieldErrors;
  disabled: boolean;
  onChange: (field: FormField) => void;
}

/**
 * The chosen field's properties: exactly those its type has (seed 001 section 3): title and
 * description for all but hidden; placeholder for the text-like ones and textarea; maxLength for
 * textarea; currencySymbol; showCountryCode; underline; options; hidden's key and value; required
 * wherever the type has it.
 */
export function FieldInspector({ field, errors, disabled, onChange }: FieldInspectorProps) {
  const heading = `${FORM_FIELD_TYPE_LABELS[field.type]} field`;
  return (
    <section className="card form-inspector" aria-label={`${heading} settings`}>
      <h2 className="card__title">{heading}</h2>
      <p className="field__hint">
        Its answers are stored under <code>{field.id}</code>.
      </p>
      <fieldset className="plain-fieldset stack" disabled={disabled}>
        {field.type === 'hidden' ? (
          <HiddenProperties field={field} errors={errors} onChange={onChange} />
        ) : (
          <VisibleProperties field={field} errors={errors} onChange={onChange} />
        )}
      </fieldset>
      {errors[''] ? <p className="field__error">{errors['']}</p> : null}
    </section>
  );
}

type Props<F> = { field: F; errors: FieldErrors; onChange: (field: FormField) => void };

function HiddenProperties({ field, errors, onChange }: Props<Extract<FormField, { type: 'hidden' }>>) {
  return (
    <>
      <Field
        label="Key"
        error={errors.key}
        hint="A query-string parameter of the same name fills it (?key=value); otherwise it sends its value."
      >
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={FORM_LIMITS.hiddenKeyMax}
            spellCheck={false}
            value={field.key}
            onChange={(event) => onChange({ ...field, key: event.target.value })}
          />
        )}
      </Field>
      <Field label="Value" error={errors.value}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={FORM_LIMITS.hiddenValueMax}
            value={field.value}
            onChange={(event) => onChange({ ...field, value: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}

function VisibleProperties({ field, errors, onChange }: Props<Exclude<FormField, { type: 'hidden' }>>) {
  return (
    <>
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={FORM_LIMITS.titleMax}
            placeholder={`e.g. ${FIELD_TITLE_EXAMPLES[field.type]}`}
            value={field.title}
            onChange={(event) => onChange({ ...field, title: event.target.value })}
          />
        )}
      </Field>
      <Field label="Description" error={errors.description} hint="Shown under the title.">
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            rows={2}
            maxLength={FORM_LIMITS.descriptionMax}
            value={field.description}
            onChange={(event) => onChange({ ...field, description: event.target.value })}
          />
        )}
      </Field>
      {'placeholder' in field ? (
        <Field label="Placeholder" error={errors.placeholder}>
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={FORM_LIMITS.placeholderMax}
              value={field.placeholder}
              onChange={(event) => onChange({ ...field, placeholder: event.target.value })}
            />
          )}
        </Field>
      ) : null}
      {field.type === 'textarea' ? (
        <Field
          label="Character limit"
          error={errors.maxLength}
          hint={`Visitors see a counter (“12 / 500”). 1 to ${FORM_LIMITS.textareaMaxLength}; empty for no limit.`}
        >
          {(control) => (
            <input
              {...control}
              className="input input--count"
              type="number"
              inputMode="numeric"
              min={1}
              max={FORM_LIMITS.textareaMaxLength}
              step={1}
              value={field.maxLength === null ? '' : String(field.maxLength)}
              onChange={(event) =>
                onChange({
                  ...field,
                  maxLength: event.target.value.trim() === '' ? null : Number(event.target.value),
                })
              }
            />
          )}
        </Field>
      ) : null}
      {field.type === 'currency' ? (
        <Field label="Currency symbol" error={errors.currencySymbol}>
          {(control) => (
            <input
              {...control}
              className="input input--count"
              maxLength={FORM_LIMITS.currencySymbolMax}
              value={field.currencySymbol}
              onChange={(event) => onChange({ ...field, currencySymbol: event.target.value })}
            />
          )}
        </Field>
      ) : null}
      {field.type === 'phone' ? (
        <Checkbox
          label={EDITOR_MESSAGES.includeCountryCode}
          hint="Adds a country code box before the number."
          checked={field.showCountryCode}
          onChange={(showCountryCode) => onChange({ ...field, showCountryCode })}
        />
      ) : null}
      {field.type === 'section' ? (
        <Checkbox
          label="Underline"
          hint="Draws a line under the section’s title."
          checked={field.underline}
          onChange={(underline) => onChange({ ...field, underline })}
        />
      ) : null}
      {'options' in field ? (
        <OptionsEditor
          label={field.type === 'likert' ? 'Statements' : 'Options'}
          itemLabel={field.type === 'likert' ? 'Statement' : 'Option'}
          hint={
            field.type === 'likert'
              ? 'Each statement is answered from Strongly Disagree to Strongly Agree.'
              : undefined
          }
          options={field.options}
          errors={errors}
          onChange={(options) => onChange({ ...field, options })}
        />
      ) : null}
      {'required' in field ? (
        <Checkbox
          label="Required"
          hint={field.type === 'likert' ? 'Visitors may still leave statements unanswered.' : undefined}
          checked={field.required}
          onChange={(required) => onChange({ ...field, required })}
        />
      ) : null}
    </>
  );
}
