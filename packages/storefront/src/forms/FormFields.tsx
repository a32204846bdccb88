import type { FormErrors } from '@plinth/commerce';
import type { FormField, FormValue, FormValues } from '@plinth/contracts';
import { FormFieldView } from './FormFieldView';

export interface FormFieldsProps {
  fields: readonly FormField[];
  /** Unique in the page (a useId value): each field's ids are this and its position. */
  idPrefix: string;
  values: FormValues;
  errors: FormErrors;
  onChange: (id: string, value: FormValue) => void;
}

/**
 * A form's fields in order, each with its label, description and error: the site-form island's and the
 * product form dialog's (issue 11 part 6) one rendering.
 */
export function FormFields({ fields, idPrefix, values, errors, onChange }: FormFieldsProps) {
  return (
    <>
      {fields.map((field, index) => (
        <FormFieldView
          key={field.id}
          field={field}
          idBase={`${idPrefix}f${index}`}
          values={values}
          error={field.type === 'section' ? undefined : errors[field.id]}
          onChange={onChange}
        />
      ))}
    </>
  );
}
