import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { Checkbox, Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import {
  EMPTY_LINK_FORM,
  LINK_TYPE_LABEL,
  linkFormFrom,
  linkTargetFrom,
  pageOptionLabel,
  type LinkForm,
  type LinkTarget,
  type LinkType,
  type SitePage,
} from './link-target';

export interface LinkValue extends LinkTarget {
  title: string;
  newWindow: boolean;
}

interface LinkEditorDialogProps {
  /** The link being edited; null adds a new one. */
  initial: LinkValue | null;
  pages: readonly SitePage[];
  onSave: (value: LinkValue) => void;
  onClose: () => void;
}

const TYPES: LinkType[] = ['page', 'web', 'email', 'phone'];

/** The Page list's groups: Home and the block pages, then the store pages. */
const PAGE_GROUPS = [
  { group: 'page', label: 'Pages' },
  { group: 'store', label: 'Store pages' },
] as const;

/** The link editor of seed 001 section 2: Page, Web Address, Email, Phone, and Open in New Window. */
export function LinkEditorDialog({ initial, pages, onSave, onClose }: LinkEditorDialogProps) {
  const [form, setForm] = useState<LinkForm>(() => (initial ? linkFormFrom(initial) : EMPTY_LINK_FORM));
  const [title, setTitle] = useState(initial?.title ?? '');
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [targetError, setTargetError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const typeName = useId();
  const set = (change: Partial<LinkForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setTargetError(null);
  };
  const pageTitle = pages.find((page) => page.value === form.page)?.title ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = linkTargetFrom(form);
    const text = title.trim() || (form.type === 'page' ? pageTitle : '');
    setTargetError(target.ok ? null : target.message);
    setTitleError(text ? null : 'Enter the text the link shows.');
    if (!target.ok || !text) return;
    onSave({ ...target.target, title: text, newWindow });
  }

  return (
    <Dialog open title={initial ? 'Edit link' : 'Add link'} onClose={onClose} initialFocus={titleRef}>
      <form onSubmit={submit} noValidate className="stack">
        <Field
          label="Link text"
          error={titleError}
          hint={form.type === 'page' ? 'Empty: the page title.' : undefined}
        >
          {(control) => (
            <input
              {...control}
              ref={titleRef}
              className="input"
              value={title}
              placeholder={form.type === 'page' ? pageTitle : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="field">
          <legend className="field__label">Link to</legend>
          <div className="segmented">
            {TYPES.map((type) => (
              <label key={type} className="segmented__option">
                <input
                  type="radio"
                  name={typeName}
                  checked={form.type === type}
                  onChange={() => set({ type })}
                />
                <span>{LINK_TYPE_LABEL[type]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TargetFields form={form} pages={pages} error={targetError} onChange={set} />
        <Checkbox label={EDITOR_MESSAGES.openInNewWindow} checked={newWindow} onChange={setNewWindow} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {initial ? 'Update link' : 'Add link'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface TargetFieldsProps {
  form: LinkForm;
  pages: readonly SitePage[];
  error: string | null;
  onChange: (change: Partial<LinkForm>) => void;
}

function TargetFields({ form, pages, error, onChange }: TargetFieldsProps) {
  switch (form.type) {
    case 'page':
      return (
        <Field label={EDITOR_MESSAGES.linkPage} error={error}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={form.page}
              onChange={(event) => onChange({ page: event.target.value })}
            >
              {PAGE_GROUPS.map(({ group, label }) => {
                const options = pages.filter((page) => (page.group ?? 'store') === group);
                if (options.length === 0) return null;
                return (
                  <optgroup key={group} label={label}>
                    {options.map((page) => (
                      <option key={page.value} value={page.value}>
                        {pageOptionLabel(page)}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          )}
        </Field>
      );
    case 'web':
      return (
        <Field
          label={EDITOR_MESSAGES.linkWebAddress}
          error={error}
          hint="A full address, or a path on this site such as /shop."
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              value={form.web}
              onChange={(event) => onChange({ web: event.target.value })}
            />
          )}
        </Field>
      );
    case 'email':
      return (
        <>
          <Field label="Email address" error={error}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                value={form.email}
                onChange={(event) => onChange({ email: event.target.value })}
              />
            )}
          </Field>
          <Field label="Subject (optional)">
            {(control) => (
              <input
                {...control}
                className="input"
                value={form.subject}
                onChange={(event) => onChange({ subject: event.target.value })}
              />
            )}
          </Field>
        </>
      );
    case 'phone':
      return (
        <Field label="Phone number" error={error} hint={EDITOR_MESSAGES.includeCountryCode}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="tel"
              placeholder="+1 555 010 0199"
              value={form.phone}
              onChange={(event) => onChange({ phone: event.target.value })}
            />
          )}
        </Field>
      );
  }
}
