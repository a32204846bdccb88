import { OWNER_PRODUCT_MESSAGES, toFieldErrors, type FieldErrors } from '@plinth/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../api/api-error';
import { EDITOR_MESSAGES } from '../messages';
import { deepEqual } from './deep-equal';
import { useUnsavedChanges } from './unsaved-changes';

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface EditorForm<T> {
  value: T;
  /** Replaces the value, or makes the next one from the current one. */
  update: (next: T | ((current: T) => T)) => void;
  /** Changes some top-level fields. */
  set: (change: Partial<T>) => void;
  /** Takes a value the server already holds (after another call changed it). */
  reset: (value: T) => void;
  /** The value differs from the last one saved. */
  dirty: boolean;
  status: SaveStatus;
  /** Messages by field path ("footer.links.0.url"), from the form's own check and the server's answer. */
  errors: FieldErrors;
  /** Checks, sends and keeps the server's answer; `leaving` says the owner is on the way out. */
  save: (leaving?: boolean) => Promise<boolean>;
  /** Shows a failure that is not a save's, such as a refused delete. */
  fail: (message: string) => void;
}

export interface EditorFormOptions<T> {
  canEdit: boolean;
  /** Field errors that stop the save before anything is sent: a contracts schema's, through schemaErrors. */
  check?: (value: T) => FieldErrors;
  /** False keeps the unsaved-changes prompt away (the form is already leaving). */
  guard?: boolean;
}

/** The field errors a contracts schema finds in `value`, keyed the way the server keys them. */
export function schemaErrors(
  schema: z.ZodType,
  value: unknown,
  prefix: readonly PropertyKey[] = [],
): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return toFieldErrors(result.error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })));
}

/**
 * The editor's one form state machine, over a loaded value: edits, dirty tracking against the last saved
 * value, a save that checks first (nothing is sent while a field is wrong) and then keeps the server's
 * answer, the server's field errors beside their fields, and the unsaved-changes prompt while dirty.
 * Settings panels and the product form both use it.
 */
export function useEditorForm<T extends object>(
  loaded: T | (() => T),
  send: (value: T, leaving: boolean) => Promise<T>,
  options: EditorFormOptions<T>,
): EditorForm<T> {
  const [saved, setSaved] = useState<T>(loaded);
  const [value, setValue] = useState<T>(saved);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = !deepEqual(value, saved);

  async function save(leaving = false): Promise<boolean> {
    const found = options.check?.(value) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'failed', message: OWNER_PRODUCT_MESSAGES.invalid });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await send(value, leaving);
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

  useUnsavedChanges(dirty && options.canEdit && (options.guard ?? true), () => save(true));

  function update(next: T | ((current: T) => T)) {
    setValue(next);
    setStatus((current) => (current.kind === 'saved' ? { kind: 'idle' } : current));
  }

  return {
    value,
    update,
    set: (change) => update((current) => ({ ...current, ...change })),
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
    fail: (message) => setStatus({ kind: 'failed', message }),
  };
}
