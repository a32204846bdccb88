import { MESSAGES } from '@plinth/commerce';
import type { FormSummary } from '@plinth/contracts';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getForm, listForms } from '../../api/forms-api';
import { formPath } from '../../panels/forms/form-paths';
import { NewFormDialog } from '../../panels/forms/NewFormDialog';
import { Link } from '../../router/Link';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { EntityPicker } from './EntityPicker';
import { PICKER_MESSAGES as M } from './picker-messages';

interface FormPickerProps {
  label: string;
  hint?: string;
  /** The chosen form's id; "" for none. */
  value: string;
  disabled?: boolean;
  onChange: (formId: string) => void;
}

interface FormChoice {
  id: string;
  name: string;
  fieldCount: number;
}

const TEXTS = {
  choose: M.chooseForm,
  search: M.searchForms,
  empty: M.noForms,
  gone: M.formGone,
  loadFailed: MESSAGES.unableToLoad,
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const fieldsText = (n: number) => `${n} ${n === 1 ? 'field' : 'fields'}`;

function choiceOf(form: Pick<FormSummary, 'id' | 'name' | 'fieldCount'>): FormChoice {
  return { id: form.id, name: form.name, fieldCount: form.fieldCount };
}

async function findForm(id: string, signal: AbortSignal): Promise<FormChoice | null> {
  try {
    const form = await getForm(id, signal);
    return choiceOf({ ...form, fieldCount: form.fields.length });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * A form block's form (block field kind 'form'): the site's forms by name, searched here, with a
 * Create form shortcut (name it, it is chosen at once); Open in Forms leads to its settings and submissions.
 */
export function FormPicker(props: FormPickerProps) {
  const { can } = useSignedIn();
  const [creating, setCreating] = useState(false);
  const canCreate = can(PERMISSION.formsManage) && !props.disabled;
  return (
    <>
      <EntityPicker<FormChoice>
        {...props}
        texts={TEXTS}
        find={findForm}
        search={async (query, signal) => {
          const q = fold(query.trim());
          return (await listForms(signal)).forms.filter((f) => fold(f.name).includes(q)).map(choiceOf);
        }}
        renderChoice={(choice) => (
          <span className="picker-choice__text">
            <span className="picker-choice__name">{choice.name}</span>{' '}
            <span className="picker-choice__meta">{fieldsText(choice.fieldCount)}</span>
          </span>
        )}
        renderItem={(item) => (
          <span className="picker__text">
            <span className="picker__name">{item.name}</span>{' '}
            <span className="picker__meta">{fieldsText(item.fieldCount)}</span>
          </span>
        )}
        actions={
          <>
            {canCreate ? (
              <button type="button" className="button button--small" onClick={() => setCreating(true)}>
                {M.createForm}
              </button>
            ) : null}
            {props.value ? (
              <Link to={formPath(props.value)} className="button button--small">
                {M.editForm}
              </Link>
            ) : null}
          </>
        }
      />
      {creating ? (
        <NewFormDialog
          onClose={() => setCreating(false)}
          onCreated={(form) => {
            setCreating(false);
            props.onChange(form.id);
          }}
        />
      ) : null}
    </>
  );
}
