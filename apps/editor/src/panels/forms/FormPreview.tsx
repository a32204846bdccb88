import { LIKERT_LABELS } from '@plinth/commerce';
import { FORM_VALUE_PARTS, type FormField } from '@plinth/contracts';
import type { ReactNode } from 'react';

/**
 * A picture of the form as visitors will see it, drawn from the draft as it is edited. It is only a
 * picture: inert and hidden from assistive technology (the field list says the same in words), so its
 * controls never take focus or clash with the builder's own labels.
 */
export function FormPreview({ fields, submitLabel }: { fields: readonly FormField[]; submitLabel: string }) {
  return (
    <section className="card form-preview" aria-labelledby="form-preview-title">
      <h2 id="form-preview-title" className="card__title">
        Preview
      </h2>
      <div className="form-preview__body" aria-hidden="true" inert>
        {fields.length === 0 ? <p className="muted">The form’s fields show here.</p> : null}
        {fields.map((field) => (
          <PreviewField key={field.id} field={field} />
        ))}
        <span className="button button--primary form-preview__submit">{submitLabel || 'Submit'}</span>
      </div>
    </section>
  );
}

const PART_LABELS: Record<string, string> = {
  Line1: 'Address 1',
  Line2: 'Address 2',
  City: 'City',
  State: 'State',
  Zip: 'ZIP code',
  Country: 'Country',
  Month: 'MM',
  Day: 'DD',
  Year: 'YYYY',
  First: 'First name',
  Last: 'Last name',
  Hour: 'HH',
  Minute: 'MM',
  Second: 'SS',
  Ampm: 'AM',
  Areacode: '###',
  Prefix: '###',
  Line: '####',
};

function Parts({ parts }: { parts: readonly string[] }) {
  return (
    <span className="form-preview__parts">
      {parts.map((part) => (
        <input key={part} className="input" tabIndex={-1} readOnly placeholder={PART_LABELS[part] ?? part} />
      ))}
    </span>
  );
}

function control(field: Exclude<FormField, { type: 'hidden' | 'section' }>): ReactNode {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'number':
    case 'website':
      return <input className="input" tabIndex={-1} readOnly placeholder={field.placeholder} />;
    case 'textarea':
      return (
        <>
          <textarea className="textarea" rows={3} tabIndex={-1} readOnly placeholder={field.placeholder} />
          {field.maxLength ? <span className="form-preview__counter">0 / {field.maxLength}</span> : null}
        </>
      );
    case 'currency':
      return (
        <span className="form-preview__currency">
          <span>{field.currencySymbol}</span>
          <input className="input" tabIndex={-1} readOnly />
        </span>
      );
    case 'password':
    case 'twitter':
      return (
        <input className="input" tabIndex={-1} readOnly placeholder={field.type === 'twitter' ? '@' : ''} />
      );
    case 'date':
    case 'time':
    case 'name':
    case 'address':
      return <Parts parts={FORM_VALUE_PARTS[field.type]} />;
    case 'phone':
      return <Parts parts={FORM_VALUE_PARTS.phone.slice(field.showCountryCode ? 0 : 1)} />;
    case 'radio':
    case 'checkbox':
      return (
        <span className="form-preview__options">
          {field.options.map((option, index) => (
            <label key={index} className="choice">
              <input type={field.type} tabIndex={-1} readOnly checked={false} /> {option}
            </label>
          ))}
        </span>
      );
    case 'select':
      return (
        <select className="select" tabIndex={-1} value="">
          <option value="">Select an option</option>
        </select>
      );
    case 'likert':
      return (
        <table className="form-preview__likert">
          <thead>
            <tr>
              <td />
              {LIKERT_LABELS.map((label) => (
                <th key={label}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {field.options.map((statement, index) => (
              <tr key={index}>
                <th>{statement}</th>
                {LIKERT_LABELS.map((label) => (
                  <td key={label}>
                    <input type="radio" tabIndex={-1} readOnly checked={false} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function PreviewField({ field }: { field: FormField }) {
  if (field.type === 'hidden')
    return (
      <p className="form-preview__hidden">
        Hidden field <code>{field.key}</code> (not shown to visitors)
      </p>
    );
  if (field.type === 'section')
    return (
      <div className="form-preview__section">
        <h3 className={field.underline ? 'form-preview__section-title--underline' : undefined}>
          {field.title}
        </h3>
        {field.description ? <p className="field__hint">{field.description}</p> : null}
      </div>
    );
  return (
    <div className="field form-preview__field">
      <span className="field__label">
        {field.title}
        {field.required ? <span className="form-preview__required"> (required)</span> : null}
      </span>
      {field.description ? <span className="field__hint">{field.description}</span> : null}
      {control(field)}
    </div>
  );
}
