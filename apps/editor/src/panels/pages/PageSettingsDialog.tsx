import { SITE_PAGE_MESSAGES, type FieldErrors, type SitePageDetail } from '@plinth/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { updatePageSettings } from '../../api/pages-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { EDITOR_MESSAGES } from '../../messages';
import { UnsavedChangesDialog } from '../../state/UnsavedChangesDialog';
import { useUnsavedChanges } from '../../state/unsaved-changes';
import {
  checkPageSettings,
  hasPageSettingsChanges,
  isLiveStatus,
  pageSettingsChanges,
  pageSettingsForm,
  type PageSettingsForm,
} from './page-settings-form';
import { PageSettingsFields } from './PageSettingsFields';
import { useDeletePage } from './use-delete-page';

interface PageSettingsDialogProps {
  page: SitePageDetail;
  siteId: string;
  /** content.edit: settings of a live page, and Delete. content.draft alone edits pages not live. */
  mayPublish: boolean;
  /** Pages directly under this one (the delete confirmation says they move up). */
  subpageCount: number;
  onSaved: (page: SitePageDetail) => void;
  onDeleted: () => void;
  onClose: () => void;
}

const FORM_FIELDS = new Set<string>([
  'title',
  'slug',
  'seoTitle',
  'seoDescription',
  'socialImageFileId',
  'status',
  'password',
]);

/**
 * Page settings: title, URL slug, SEO title and description, social image, status, password and
 * members only; Delete page in its danger zone. Escape or × with changes asks Save, Discard or Review
 * (seed 001 section 4); Cancel discards. The server's field errors show at their fields.
 */
export function PageSettingsDialog({
  page,
  siteId,
  mayPublish,
  subpageCount,
  onSaved,
  onDeleted,
  onClose,
}: PageSettingsDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<PageSettingsForm>(() => pageSettingsForm(page));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const deleting = useDeletePage();
  const readOnly = isLiveStatus(page.status) && !mayPublish;
  const dirty = !readOnly && hasPageSettingsChanges(form, page);

  useUnsavedChanges(dirty, () => save());

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  function change(update: Partial<PageSettingsForm>) {
    setForm((current) => ({ ...current, ...update }));
    // A field's error goes once the owner changes that field.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(update)) delete next[key];
      return next;
    });
  }

  async function save(): Promise<boolean> {
    if (busy) return false;
    const problems = checkPageSettings(form, page);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setAlert(SITE_PAGE_MESSAGES.invalid);
      setFocusInvalid((n) => n + 1);
      return false;
    }
    const changes = pageSettingsChanges(form, page);
    if (Object.keys(changes).length === 0) {
      onClose();
      return true;
    }
    setBusy(true);
    setAlert(null);
    try {
      const saved = await updatePageSettings(page.id, changes);
      setBusy(false);
      onSaved(saved);
      return true;
    } catch (caught) {
      const fieldErrors = isApiError(caught) ? caught.fieldErrors : {};
      const atFields = Object.fromEntries(
        Object.entries(fieldErrors).filter(([key]) => FORM_FIELDS.has(key)),
      );
      setErrors(atFields);
      const shown = Object.keys(atFields).length > 0;
      setAlert(shown ? SITE_PAGE_MESSAGES.invalid : errorMessage(caught, EDITOR_MESSAGES.somethingWentWrong));
      if (shown) setFocusInvalid((n) => n + 1);
      setBusy(false);
      return false;
    }
  }

  function requestClose() {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  }

  async function remove() {
    setAlert(null);
    const outcome = await deleting.requestDelete({
      id: page.id,
      title: page.title,
      subpageCount,
      navigations: page.navigations,
    });
    if (outcome.deleted) onDeleted();
    else if (outcome.error) setAlert(outcome.error);
  }

  return (
    <Dialog
      open
      wide
      title="Page settings"
      onClose={requestClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {readOnly ? 'Close' : EDITOR_MESSAGES.cancel}
          </button>
          {readOnly ? null : (
            <button type="submit" form={formId} className="button button--primary" disabled={busy}>
              {busy ? EDITOR_MESSAGES.saving : EDITOR_MESSAGES.save}
            </button>
          )}
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        className="page-settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        {readOnly ? <Alert tone="info">{SITE_PAGE_MESSAGES.livePageNeedsEditor}</Alert> : null}
        <PageSettingsFields
          page={page}
          form={form}
          errors={errors}
          siteId={siteId}
          origin={window.location.origin}
          disabled={readOnly || busy}
          onChange={change}
        />
        {mayPublish ? (
          <section className="page-settings__danger" aria-labelledby="page-settings-danger">
            <h3 id="page-settings-danger" className="page-settings__heading">
              Delete page
            </h3>
            <p className="field__hint">
              Deletes the page and its saved versions. Visitors get “page not found” at its address. This
              cannot be undone.
            </p>
            <button
              type="button"
              className="button button--danger-outline"
              disabled={busy}
              onClick={() => void remove()}
            >
              Delete page
            </button>
          </section>
        ) : null}
      </form>
      {deleting.dialog}
      {asking ? (
        <UnsavedChangesDialog
          saving={busy}
          onSave={() => {
            setAsking(false);
            void save();
          }}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
          onReview={() => setAsking(false)}
        />
      ) : null}
    </Dialog>
  );
}
