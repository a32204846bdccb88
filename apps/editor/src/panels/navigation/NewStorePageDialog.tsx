import { slugify } from '@plinth/commerce';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { createStorePage } from '../../api/store-creation';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Checkbox, Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { useSignedIn } from '../../session/SessionProvider';
import type { LinkValue } from './LinkEditorDialog';

interface NewStorePageDialogProps {
  onClose: () => void;
  /** Called after creation with the link added to the main navigation, or null when none was. */
  onCreated: (link: LinkValue | null, page: { id: string; title: string }) => void;
}

/** Store creation: a new store page (collection and its ROOT category), optionally linked in the main navigation. */
export function NewStorePageDialog({ onClose, onCreated }: NewStorePageDialogProps) {
  const { site } = useSignedIn();
  const [title, setTitle] = useState('');
  const [urlId, setUrlId] = useState('');
  const [description, setDescription] = useState('');
  const [addToMainNavigation, setAddToMainNavigation] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!title.trim()) {
      setTitleError('Enter the page title.');
      return;
    }
    setTitleError(null);
    setPending(true);
    setError(null);
    try {
      const page = await createStorePage(site.id, {
        title: title.trim(),
        urlId: urlId.trim(),
        description: description.trim(),
        addToMainNavigation,
      });
      const link = addToMainNavigation
        ? { title: title.trim(), collectionId: page.id, externalLink: null, newWindow: false }
        : null;
      onCreated(link, { id: page.id, title: title.trim() });
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setPending(false);
    }
  }

  return (
    <Dialog open title="New store page" onClose={onClose} initialFocus={titleRef}>
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field label="Page title" error={titleError}>
          {(control) => (
            <input
              {...control}
              ref={titleRef}
              className="input"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="URL"
          hint={
            <>
              The page’s address: <code>/{urlId.trim() || slugify(title) || 'page'}</code>
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              spellCheck={false}
              autoCapitalize="off"
              placeholder={slugify(title) || undefined}
              value={urlId}
              onChange={(event) => setUrlId(event.target.value)}
            />
          )}
        </Field>
        <Field label="Description (optional)" hint="A line under the page title.">
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <Checkbox
          label="Add to main navigation"
          checked={addToMainNavigation}
          onChange={setAddToMainNavigation}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={pending}>
            {pending ? 'Creating…' : 'Create page'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
