import { useRef } from 'react';
import { Dialog } from '../components/Dialog';
import { EDITOR_MESSAGES } from '../messages';

interface UnsavedChangesDialogProps {
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onReview: () => void;
}

/** Save, Discard or Review (seed 001 section 4). Escape means Review: stay and look. */
export function UnsavedChangesDialog({ saving, onSave, onDiscard, onReview }: UnsavedChangesDialogProps) {
  const saveRef = useRef<HTMLButtonElement>(null);
  // aria-disabled rather than disabled while saving: a disabled button drops focus to the page behind.
  const unlessSaving = (action: () => void) => () => {
    if (!saving) action();
  };
  return (
    <Dialog
      open
      role="alertdialog"
      title={EDITOR_MESSAGES.unsavedTitle}
      onClose={unlessSaving(onReview)}
      initialFocus={saveRef}
      footer={
        <>
          <button type="button" className="button" onClick={unlessSaving(onReview)} aria-disabled={saving}>
            {EDITOR_MESSAGES.review}
          </button>
          <button
            type="button"
            className="button button--danger-outline"
            onClick={unlessSaving(onDiscard)}
            aria-disabled={saving}
          >
            {EDITOR_MESSAGES.discard}
          </button>
          <button
            type="button"
            className="button button--primary"
            ref={saveRef}
            onClick={unlessSaving(onSave)}
            aria-disabled={saving}
          >
            {saving ? EDITOR_MESSAGES.saving : EDITOR_MESSAGES.save}
          </button>
        </>
      }
    >
      <p>{EDITOR_MESSAGES.unsavedBody}</p>
    </Dialog>
  );
}
