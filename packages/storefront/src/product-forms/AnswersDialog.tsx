import { MESSAGES, validateFormValues, valueFields, type FormErrors } from '@plinth/commerce';
import type { FormValue, FormValues, PublicForm } from '@plinth/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { closeModalDialog, showModalDialog } from '../browser/modal-dialog.client';
import { lockBodyScroll } from '../browser/scroll-lock.client';
import { FormFields } from '../forms/FormFields';
import { initialFormValues } from '../forms/form-values';

/** What sending the answers came to; a failure keeps the dialog open with its message and field errors. */
export type AnswersOutcome = { ok: true } | { ok: false; message: string; fieldErrors?: FormErrors };

export interface AnswersDialogProps {
  form: PublicForm;
  /** A cart line's answers when editing them; blank fields otherwise. */
  initialValues?: FormValues | null;
  /** The alert's title when sending fails ("Unable to Add Item", "Unable to update form"). */
  failureTitle: string;
  /** The submit button's text while sending. */
  busyLabel: string;
  /** The submit button's text, when not the form's own (a subscription's "Continue to checkout"). */
  submitLabel?: string;
  onSubmit: (values: FormValues) => Promise<AnswersOutcome>;
  onClose: () => void;
}

/**
 * A product's additional-fields form in a modal dialog (issue 11 part 6): the site form's fields and
 * checks, but no submission protocol: the answers go to the caller (an add to cart, or a cart line's
 * update). Labelled by the form's name; Escape and the close button close it; focus stays inside
 * (showModal makes the page behind it inert) and goes to the first field, or to the first error.
 */
export function AnswersDialog({
  form,
  initialValues = null,
  failureTitle,
  busyLabel,
  submitLabel,
  onSubmit,
  onClose,
}: AnswersDialogProps) {
  const idPrefix = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialFormValues(form.fields),
    ...(initialValues ?? {}),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    showModalDialog(dialog);
    const unlock = lockBodyScroll();
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    return () => {
      unlock();
      closeModalDialog(dialog);
    };
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? statusRef.current)?.focus();
  }, [focusRequest]);

  function change(id: string, value: FormValue) {
    setValues((current) => ({ ...current, [id]: value }));
  }

  function fail(message: string, fieldErrors: FormErrors = {}) {
    setErrors(fieldErrors);
    setFailure(message);
    setFocusRequest((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const sent: FormValues = {};
    for (const field of valueFields(form.fields))
      if (values[field.id] !== undefined) sent[field.id] = values[field.id]!;
    const checked = validateFormValues(form.fields, sent);
    if (!checked.ok) return fail(checked.message, checked.errors);
    setErrors({});
    setFailure(null);
    setBusy(true);
    const outcome = await onSubmit(sent);
    // On success the caller closes the dialog (this component unmounts).
    if (outcome.ok) return;
    setBusy(false);
    fail(outcome.message, outcome.fieldErrors ?? {});
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="plinth-form-dialog"
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="plinth-form-dialog__header">
        <h2 id={titleId} className="plinth-form-dialog__title">
          {form.name}
        </h2>
        <button
          type="button"
          className="plinth-form-dialog__close"
          aria-label={MESSAGES.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <form
        ref={formRef}
        className="plinth-form-dialog__form site-form__form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
      >
        <FormFields
          fields={form.fields}
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          onChange={change}
        />
        {form.parsedDisclaimerMessage ? (
          <div
            className="site-form__disclaimer"
            dangerouslySetInnerHTML={{ __html: form.parsedDisclaimerMessage }}
          />
        ) : null}
        <div className="plinth-form-dialog__status" role="alert" ref={statusRef} tabIndex={-1}>
          {failure ? (
            <>
              <p className="plinth-form-dialog__failure-title">{failureTitle}</p>
              <p className="plinth-form-dialog__failure">{failure}</p>
            </>
          ) : null}
        </div>
        <div className="plinth-form-dialog__actions">
          <button
            type="submit"
            className="plinth-button plinth-form-dialog__submit"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? busyLabel : (submitLabel ?? form.submitLabel)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
