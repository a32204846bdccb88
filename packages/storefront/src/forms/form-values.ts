import { hiddenFieldValue, valueFields } from '@plinth/commerce';
import { FORM_VALUE_PARTS, type FormField, type FormValues } from '@plinth/contracts';

/**
 * A form's values before the visitor types: blank, in each field's seed shape (form-fields.ts). A phone
 * always holds its four parts; without the country code input its first stays blank (phoneValue's rule).
 * Hidden fields hold their own value until the query string is read (fillHiddenFromQuery).
 */
export function initialFormValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of valueFields(fields)) {
    switch (field.type) {
      case 'address':
      case 'date':
      case 'name':
      case 'time':
      case 'phone':
        values[field.id] = FORM_VALUE_PARTS[field.type].map(() => '');
        break;
      case 'checkbox':
        values[field.id] = [];
        break;
      case 'likert':
        values[field.id] = {};
        break;
      case 'hidden':
        values[field.id] = field.value;
        break;
      default:
        values[field.id] = '';
    }
  }
  return values;
}

/** Hidden fields take the query string's value of their key when it has one (seed 000 section 3). */
export function fillHiddenFromQuery(
  fields: readonly FormField[],
  values: FormValues,
  search: string,
): FormValues {
  const filled = { ...values };
  for (const field of fields) {
    if (field.type === 'hidden') filled[field.id] = hiddenFieldValue(field, search);
  }
  return filled;
}

/** The text of a single-valued field ('' for another shape). */
export function textValue(values: FormValues, id: string): string {
  const value = values[id];
  return typeof value === 'string' ? value : '';
}

/** The parts of a list-valued field, or the checked options of a checkbox group. */
export function listValue(values: FormValues, id: string): string[] {
  const value = values[id];
  return Array.isArray(value) ? value : [];
}

/** A likert field's answers: statement to its one chosen value. */
export function likertValue(values: FormValues, id: string): Record<string, string[]> {
  const value = values[id];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}
