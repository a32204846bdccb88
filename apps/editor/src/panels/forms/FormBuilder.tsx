import type { FormDefinition, FormField, FormFieldType } from '@plinth/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { FORM_VERSION_CONFLICT, getForm, updateForm } from '../../api/forms-api';
import { Alert } from '../../components/Alert';
import { PanelHeader } from '../../components/PanelHeader';
import { SaveBar } from '../../components/SaveBar';
import { Link } from '../../router/Link';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { usePhoneLayout } from '../../shell/use-phone-layout';
import { useEditorForm } from '../../state/use-editor-form';
import { AddFieldMenu } from './AddFieldMenu';
import { FieldInspector } from './FieldInspector';
import { FieldList } from './FieldList';
import {
  draftErrors,
  draftOfDefinition,
  errorsOfField,
  newField,
  type FormDraft,
} from './form-builder-model';
import { FORMS_PATH, submissionsPath } from './form-paths';
import { FormPreview } from './FormPreview';
import { FormSettings } from './FormSettings';
import '../../styles/forms.css';

const CONFLICT_TEXT =
  'Someone changed this form (perhaps you, in another tab) after you opened it, so it was not saved. Reload it to see the latest version; the changes made here since then will be lost.';

/**
 * The form builder: the fields (add, reorder by drag or keys, duplicate, remove), the chosen field's
 * properties, the form's settings and a preview; one Save of the whole form with the version it was
 * loaded at, so a save over someone else's change is refused (409) and offered a reload.
 */
export function FormBuilder({ form }: { form: FormDefinition }) {
  const { can } = useSignedIn();
  const canEdit = can(PERMISSION.formsManage);
  const phone = usePhoneLayout();
  const [definition, setDefinition] = useState(form);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(form.fields[0]?.id ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const inspectorRef = useRef<HTMLDivElement>(null);

  const editor = useEditorForm<FormDraft>(
    () => draftOfDefinition(form),
    async (draft) => {
      try {
        const saved = await updateForm(definition.id, { ...draft, expectedVersion: definition.version });
        setDefinition(saved);
        return draftOfDefinition(saved);
      } catch (error) {
        if (isApiError(error) && error.code === FORM_VERSION_CONFLICT) setConflict(true);
        throw error;
      }
    },
    { canEdit, check: draftErrors },
  );
  const { value: draft, errors, status } = editor;
  const selectedIndex = draft.fields.findIndex((f) => f.id === selectedId);
  const selected = draft.fields[selectedIndex] ?? null;

  // After a failed save: open the first field with a problem, then put focus on the first marked control.
  const [focusProblem, setFocusProblem] = useState(0);
  useEffect(() => {
    if (focusProblem === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusProblem]);

  function setFields(fields: FormField[]) {
    editor.update((current) => ({ ...current, fields }));
    if (selectedId !== null && !fields.some((f) => f.id === selectedId)) setSelectedId(fields[0]?.id ?? null);
  }

  function select(fieldId: string) {
    setSelectedId(fieldId);
    // On a phone the properties sit under the list: bring them into view.
    if (phone) window.setTimeout(() => inspectorRef.current?.scrollIntoView({ block: 'start' }), 0);
  }

  function add(type: FormFieldType) {
    const field = newField(type, draft.fields);
    setFields([...draft.fields, field]);
    select(field.id);
    // The owner names it next: the caret waits in its Title (its first box) once it is shown.
    window.setTimeout(() => inspectorRef.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
  }

  function changeField(index: number, field: FormField) {
    setFields(draft.fields.map((f, i) => (i === index ? field : f)));
  }

  async function reload() {
    setReloading(true);
    try {
      const fresh = await getForm(definition.id);
      setDefinition(fresh);
      editor.reset(draftOfDefinition(fresh));
      setConflict(false);
      if (!fresh.fields.some((f) => f.id === selectedId)) setSelectedId(fresh.fields[0]?.id ?? null);
    } catch {
      editor.fail('The form could not be reloaded. Check your connection and try again.');
    } finally {
      setReloading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!editor.dirty || status.kind === 'saving') return;
    void editor.save();
  }

  // The errors of the last save: open the first field they name, then focus its first marked control.
  const [shownErrors, setShownErrors] = useState(errors);
  if (shownErrors !== errors) {
    setShownErrors(errors);
    const firstPath = Object.keys(errors).find((path) => /^fields\.\d+/.test(path));
    const index = firstPath ? Number(firstPath.split('.')[1]) : -1;
    const field = draft.fields[index];
    if (field && Object.keys(errorsOfField(errors, selectedIndex)).length === 0) setSelectedId(field.id);
    if (Object.keys(errors).length > 0) setFocusProblem((n) => n + 1);
  }

  return (
    <>
      <p className="panel-back">
        <Link to={FORMS_PATH}>← Forms</Link>
      </p>
      <PanelHeader
        title={definition.name}
        description={`Version ${definition.version} · last saved ${new Date(definition.updatedAt).toLocaleString()}`}
        actions={
          <Link to={submissionsPath(definition.id)} className="button">
            Submissions
          </Link>
        }
      />
      {!canEdit ? <Alert tone="info">Your role can look at forms but not change them.</Alert> : null}
      {conflict ? (
        <div className="alert alert--error" role="alert">
          <h3 className="alert__title">This form changed elsewhere</h3>
          <div className="alert__body">
            <p>{CONFLICT_TEXT}</p>
            <button type="button" className="button" onClick={() => void reload()} disabled={reloading}>
              {reloading ? 'Reloading…' : 'Reload the latest version'}
            </button>
          </div>
        </div>
      ) : status.kind === 'failed' ? (
        <Alert tone="error">{status.message}</Alert>
      ) : null}
      <form ref={formRef} className="form-builder" onSubmit={submit} noValidate aria-label="Form builder">
        <div className="form-builder__columns">
          <section className="card form-builder__fields" aria-labelledby="form-builder-fields">
            <div className="card__header">
              <h2 id="form-builder-fields" className="card__title">
                Fields
              </h2>
              {canEdit ? (
                <div className="card__actions">
                  <AddFieldMenu disabled={status.kind === 'saving'} onAdd={add} />
                </div>
              ) : null}
            </div>
            {errors.fields ? <p className="field__error">{errors.fields}</p> : null}
            <FieldList
              fields={draft.fields}
              selectedId={selectedId}
              errors={errors}
              disabled={!canEdit || status.kind === 'saving'}
              onChange={setFields}
              onSelect={select}
            />
          </section>
          <div className="form-builder__inspector" ref={inspectorRef}>
            {selected ? (
              <FieldInspector
                key={selected.id}
                field={selected}
                errors={errorsOfField(errors, selectedIndex)}
                disabled={!canEdit || status.kind === 'saving'}
                onChange={(field) => changeField(selectedIndex, field)}
              />
            ) : (
              <p className="card empty empty--compact">Choose a field to change its settings.</p>
            )}
          </div>
        </div>
        <FormSettings
          draft={draft}
          errors={errors}
          disabled={!canEdit || status.kind === 'saving'}
          onChange={editor.set}
        />
        <FormPreview fields={draft.fields} submitLabel={draft.submitLabel} />
        {canEdit ? <SaveBar status={status} dirty={editor.dirty} label="Save form" /> : null}
      </form>
    </>
  );
}
