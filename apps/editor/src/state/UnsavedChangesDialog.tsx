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
  return (
    <Dialog
      open
      role="alertdialog"
      title={EDITOR_MESSAGES.unsavedTitle}
      onClose={onReview}
      initialFocus={saveRef}
      footer={
        <>
          <button type="button" className="button" onClick={onReview} disabled={saving}>
            {EDITOR_MESSAGES.review}
          </button>
          <button
            type="button"
            className="button button--danger-outline"
            onClick={onDiscard}
            disabled={saving}
          >
            {EDITOR_MESSAGES.discard}
          </button>
          <button
            type="button"
            className="button button--primary"
            ref={saveRef}
            onClick={onSave}
            disabled={saving}
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
