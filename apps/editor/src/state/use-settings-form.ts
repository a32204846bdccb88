import { OWNER_PRODUCT_MESSAGES } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../api/api-error';
import { deepEqual } from './deep-equal';
import { EDITOR_MESSAGES } from '../messages';
import { useUnsavedChanges } from './unsaved-changes';

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface SettingsForm<T> {
  value: T;
  set: (change: Partial<T>) => void;
  /** Takes a value the server already holds (after another call changed it). */
  reset: (value: T) => void;
  dirty: boolean;
  status: SaveStatus;
  /** Messages by field path, from the form's own check and the server's answer. */
  errors: Record<string, string>;
  save: () => Promise<boolean>;
}

/**
 * A settings form over a loaded value: edits, dirty tracking against the last saved value, a save that
 * keeps the server's answer, and the unsaved-changes prompt while dirty. `check` returns field errors
 * that stop the save before anything is sent.
 */
export function useSettingsForm<T extends object>(
  loaded: T,
  send: (value: T) => Promise<T>,
  options: { canEdit: boolean; check?: (value: T) => Record<string, string> },
): SettingsForm<T> {
  const [saved, setSaved] = useState(loaded);
  const [value, setValue] = useState(loaded);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = !deepEqual(value, saved);

  async function save(): Promise<boolean> {
    const found = options.check?.(value) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'failed', message: OWNER_PRODUCT_MESSAGES.invalid });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await send(value);
      setSaved(answer);
      setValue(answer);
      setStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      setStatus({ kind: 'failed', message: errorMessage(error, EDITOR_MESSAGES.somethingWentWrong) });
      return false;
    }
  }

  useUnsavedChanges(dirty && options.canEdit, save);

  return {
    value,
    set(change) {
      setValue((current) => ({ ...current, ...change }));
      setStatus((current) => (current.kind === 'saved' ? { kind: 'idle' } : current));
    },
    reset(next) {
      setSaved(next);
      setValue(next);
      setErrors({});
      setStatus({ kind: 'saved' });
    },
    dirty,
    status,
    errors,
    save,
  };
}
