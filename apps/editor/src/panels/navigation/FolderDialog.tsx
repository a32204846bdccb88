import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';

/** Names a folder: a menu entry that opens to the links inside it. */
export function FolderDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: string | null;
  onSave: (title: string) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError('Enter the folder’s name.');
      return;
    }
    onSave(title.trim());
  }

  return (
    <Dialog open title={initial ? 'Rename folder' : 'Add folder'} onClose={onClose} initialFocus={inputRef}>
      <form onSubmit={submit} noValidate className="stack">
        <Field
          label="Folder name"
          error={error}
          hint="After adding it, move links into it with → or by dragging them to the right."
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className="input"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {initial ? 'Rename' : 'Add folder'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
