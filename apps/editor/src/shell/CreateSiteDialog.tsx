import { SITE_LIMITS, toFieldErrors, type FieldErrors, type OwnerSite } from '@plinth/contracts';
import { createSiteRequestSchema } from '@plinth/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../api/api-error';
import { createSite } from '../api/sites-api';
import { Alert } from '../components/Alert';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { EDITOR_MESSAGES } from '../messages';

/** Plinth's own words for creating a site (the spec has no such control). */
export const CREATE_SITE_MESSAGES = {
  open: 'Create site',
  title: 'Create site',
  intro:
    'The new site starts with Home, About and Contact pages and an empty Shop. You are its only member: invite your team from Members once it is made.',
  siteTitle: 'Site title',
  host: 'Host name',
  hostHint:
    'The address visitors type, like shop.example.com, without https://. Point it at this server before you share it.',
  create: 'Create site',
  creating: 'Creating…',
  failed: 'The site could not be created. Try again.',
} as const;

interface CreateSiteDialogProps {
  onClose: () => void;
  /** The site exists; the caller switches to it. */
  onCreated: (site: OwnerSite) => void | Promise<void>;
}

/** Title and host name of a new site, checked with the server's schema before sending. */
export function CreateSiteDialog({ onClose, onCreated }: CreateSiteDialogProps) {
  const [title, setTitle] = useState('');
  const [host, setHost] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = createSiteRequestSchema.safeParse({ title, host });
    if (!checked.success) {
      setFieldErrors(toFieldErrors(checked.error.issues));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const { site } = await createSite({ title: checked.data.title, host: checked.data.host });
      await onCreated(site);
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.fieldErrors).length > 0) {
        setFieldErrors(caught.fieldErrors);
      } else {
        setError(errorMessage(caught, CREATE_SITE_MESSAGES.failed));
      }
      setBusy(false);
    }
  }

  return (
    <Dialog open title={CREATE_SITE_MESSAGES.title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        <p className="muted">{CREATE_SITE_MESSAGES.intro}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field label={CREATE_SITE_MESSAGES.siteTitle} error={fieldErrors.title ?? null}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={title}
              maxLength={SITE_LIMITS.titleMax}
              autoComplete="off"
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={CREATE_SITE_MESSAGES.host}
          hint={CREATE_SITE_MESSAGES.hostHint}
          error={fieldErrors.host ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={host}
              maxLength={SITE_LIMITS.hostMax}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              onChange={(event) => setHost(event.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? CREATE_SITE_MESSAGES.creating : CREATE_SITE_MESSAGES.create}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
