import type { FormEvent, ReactNode } from 'react';
import { EDITOR_MESSAGES } from '../messages';
import type { SaveStatus } from '../state/use-editor-form';

interface SaveBarProps {
  status: SaveStatus;
  dirty: boolean;
  label?: string;
  children?: ReactNode;
}

/** The bar under a form: what state it is in, and its Save (a submit button). */
export function SaveBar({ status, dirty, label = EDITOR_MESSAGES.save, children }: SaveBarProps) {
  const saving = status.kind === 'saving';
  return (
    <div className={saveBarClass(dirty || saving)}>
      <SaveStatusText status={status} dirty={dirty} />
      {children}
      <button type="submit" className="button button--primary" aria-disabled={saving || !dirty}>
        {saving ? EDITOR_MESSAGES.saving : label}
      </button>
    </div>
  );
}

/** The bar's live status line: saving, saved (until the next edit) or unsaved changes. */
export function SaveStatusText({ status, dirty }: { status: SaveStatus; dirty: boolean }) {
  return (
    <p className="save-bar__status" role="status">
      {status.kind === 'saving'
        ? EDITOR_MESSAGES.saving
        : status.kind === 'saved' && !dirty
          ? EDITOR_MESSAGES.saved
          : dirty
            ? EDITOR_MESSAGES.unsavedTitle
            : ''}
    </p>
  );
}

/** The bar floats at the bottom of the window only while there is something to save. */
export function saveBarClass(floating: boolean): string {
  return floating ? 'save-bar save-bar--floating' : 'save-bar';
}

/** A submit handler that saves once at a time, and only when there is something to save. */
export function submitWith(form: { dirty: boolean; status: SaveStatus; save(): Promise<boolean> }) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.dirty || form.status.kind === 'saving') return;
    const element = event.currentTarget;
    void form.save().then((saved) => {
      // After the failed save has drawn its messages, take the owner to the first field to fix.
      if (!saved)
        window.setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    });
  };
}
