import { SITE_PAGE_MESSAGES, type CollectionType } from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { createContentItem } from '../../api/content-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { navigate } from '../../router/router';
import { pageEditorPath } from '../pages/PageTree';
import { ITEM_NOUN } from './collection-paths';

interface NewItemDialogProps {
  collectionId: string;
  collectionType: CollectionType;
  onClose: () => void;
}

/** "New post" / "New event": the title, then the page editor opens on the new draft. */
export function NewItemDialog({ collectionId, collectionType, onClose }: NewItemDialogProps) {
  const noun = ITEM_NOUN[collectionType];
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (title.trim() === '') {
      setTitleError(SITE_PAGE_MESSAGES.titleRequired);
      return;
    }
    setBusy(true);
    setError(null);
    setTitleError(null);
    try {
      const item = await createContentItem(collectionId, { title: title.trim() });
      navigate(pageEditorPath(item.id));
    } catch (caught) {
      const field = isApiError(caught) ? caught.fieldErrors.title : undefined;
      if (field) setTitleError(field);
      else setError(errorMessage(caught, 'Unable to connect. Please try again'));
      setBusy(false);
    }
  }

  return (
    <Dialog open title={noun.New} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field label="Title" error={titleError}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            Create {noun.one}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
