import type { PublicForm } from '@plinth/contracts';
import { parseStoredJson } from '../../stored-json';
import type { FormRow } from './queries';

/** What `forms.definition` holds: the PublicForm without id, name and version. */
export type StoredFormDefinition = Omit<PublicForm, 'id' | 'name' | 'version'>;

const EMPTY_DEFINITION: StoredFormDefinition = {
  fields: [],
  submitLabel: 'Submit',
  parsedSubmissionMessage: '',
  submissionHTML: '',
  successRedirect: '',
  parsedDisclaimerMessage: '',
  captchaEnabled: true,
  captchaTheme: 'light',
  captchaAlignment: 'left',
};

/** A stored form as visitors get it (the definition was checked and sanitised when it was saved). */
export function toPublicForm(row: Pick<FormRow, 'id' | 'name' | 'version' | 'definition'>): PublicForm {
  const definition = parseStoredJson<StoredFormDefinition>(row.definition, EMPTY_DEFINITION);
  return { ...EMPTY_DEFINITION, ...definition, id: row.id, name: row.name, version: row.version };
}
