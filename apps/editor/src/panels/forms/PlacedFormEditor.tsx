import type { FormDefinition, FormField, FormFieldType } from '@plinth/contracts';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getForm, listForms } from '../../api/forms-api';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { saveLabel } from '../pages/save-state';
import { AddFieldMenu } from './AddFieldMenu';
import { FieldInspector } from './FieldInspector';
import { FieldList } from './FieldList';
import { errorsOfField, newField, type FormDraft } from './form-builder-model';
import { SubmitLabelField } from './SubmitLabelField';
import { useFormAutosave } from './use-form-autosave';
import '../../styles/forms.css';

interface PlacedFormEditorProps {
  formId: string;
  /** The page being edited: other pages using the form are named, this one is not. */
  pageId?: string;
  /** A change of the form was saved (the page editor shows the page again with it). */
  onSaved?: () => void;
}

/**
 * The Form block's form, edited where it is placed (issue 24 §4): its fields (add, reorder, remove, the
 * chosen one's label, required and the rest of its properties) and its button text, saved as the owner
 * types. The Forms panel keeps the form's other settings and its submissions.
 */
export function PlacedFormEditor({ formId, pageId, onSaved }: PlacedFormEditorProps) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useFetch((signal) => getForm(formId, signal), `${formId}#${attempt}`);
  // A form that is gone is said by the picker above ("This form no longer exists…").
  if (loaded.hasError && isApiError(loaded.error) && loaded.error.status === 404) return null;
  return (
    <LoadState state={loaded}>
      {(form) =>
        // A reload starts the fields again from the answer, not from the form shown before it.
        loaded.loading ? (
          <p className="field__hint" role="status">
            Loading the form…
          </p>
        ) : (
          <PlacedFormFields
            key={`${form.id}#${attempt}`}
            form={form}
            pageId={pageId}
            onSaved={onSaved}
            onReload={() => setAttempt((n) => n + 1)}
          />
        )
      }
    </LoadState>
  );
}

function PlacedFormFields({
  form,
  pageId,
  onSaved,
  onReload,
}: {
  form: FormDefinition;
  pageId?: string;
  onSaved?: () => void;
  onReload: () => void;
}) {
  const { can } = useSignedIn();
  const canEdit = can(PERMISSION.formsManage);
  const { draft, save, errors, update } = useFormAutosave(form, canEdit, onSaved);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const inspectorRef = useRef<HTMLDivElement>(null);
  const selectedIndex = draft.fields.findIndex((field) => field.id === selectedId);
  const selected = draft.fields[selectedIndex] ?? null;
  const locked = !canEdit || save.status === 'conflict';

  function setFields(fields: FormField[]) {
    update((current) => ({ ...current, fields }));
    if (selectedId !== null && !fields.some((field) => field.id === selectedId)) setSelectedId(null);
  }

  function add(type: FormFieldType) {
    const field = newField(type, draft.fields);
    setFields([...draft.fields, field]);
    setSelectedId(field.id);
    // The owner types the label next: the caret waits in its Title (scrolled to) once it is shown.
    window.setTimeout(() => inspectorRef.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
  }

  return (
    <section className="placed-form" aria-label={`Form: ${draft.name}`}>
      <div className="placed-form__head">
        <h3 className="placed-form__title">Fields of “{draft.name}”</h3>
        <span className={`placed-form__save is-${save.status}`} role="status">
          {canEdit ? saveLabel(save) : ''}
        </span>
      </div>
      {!canEdit ? <Alert tone="info">Your role can look at forms but not change them.</Alert> : null}
      {save.status === 'conflict' ? (
        <Alert tone="error" title="This form changed elsewhere">
          <p>{save.message}</p>
          <button type="button" className="button" onClick={onReload}>
            Reload the form
          </button>
        </Alert>
      ) : save.status === 'failed' || save.status === 'invalid' ? (
        <p className="field__error">{save.message}</p>
      ) : null}
      <UsedElsewhere formId={form.id} pageId={pageId} />
      {errors.fields ? <p className="field__error">{errors.fields}</p> : null}
      <FieldList
        fields={draft.fields}
        selectedId={selectedId}
        errors={errors}
        disabled={locked}
        onChange={setFields}
        onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
      />
      {canEdit ? <AddFieldMenu disabled={locked} onAdd={add} /> : null}
      <div ref={inspectorRef}>
        {selected ? (
          <FieldInspector
            key={selected.id}
            field={selected}
            errors={errorsOfField(errors, selectedIndex)}
            disabled={locked}
            onChange={(field) =>
              setFields(draft.fields.map((f, index) => (index === selectedIndex ? field : f)))
            }
          />
        ) : (
          <p className="field__hint">Choose a field to change its label, whether it is required and more.</p>
        )}
      </div>
      <SubmitLabelField
        value={draft.submitLabel}
        error={errors.submitLabel}
        disabled={locked}
        onChange={(submitLabel) => update((current: FormDraft) => ({ ...current, submitLabel }))}
      />
    </section>
  );
}

/** The other pages and products showing this form: its changes show there too. */
function UsedElsewhere({ formId, pageId }: { formId: string; pageId?: string }) {
  const forms = useFetch((signal) => listForms(signal), 'forms');
  const uses = forms.data?.forms.find((f) => f.id === formId)?.usedOn ?? [];
  const others = uses.filter((use) => !(use.kind === 'page' && use.id === pageId));
  if (others.length === 0) return null;
  return (
    <p className="field__hint">
      Also shown on {others.map((use) => use.title).join(', ')}: changes here show there too.
    </p>
  );
}
