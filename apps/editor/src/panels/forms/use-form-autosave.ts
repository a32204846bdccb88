import type { FieldErrors, FormDefinition } from '@plinth/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { FORM_VERSION_CONFLICT, updateForm } from '../../api/forms-api';
import { EDITOR_MESSAGES } from '../../messages';
import { useUnsavedChanges } from '../../state/unsaved-changes';
import {
  initialSaveState,
  needsSave,
  saveReducer,
  type SaveEvent,
  type SaveState,
} from '../pages/save-state';
import { draftErrors, draftOfDefinition, type FormDraft } from './form-builder-model';

/** How long typing in the Form block's form may pause before it is saved. */
export const FORM_AUTOSAVE_DELAY_MS = 800;

export const FORM_CONFLICT_TEXT =
  'Someone changed this form (perhaps you, in another tab) after you opened it, so it was not saved. Reload it to see the latest version; the changes made here since then will be lost.';

/** The status line's words when the draft breaks a rule: the owner fixes the marked field. */
export const FORM_INVALID_TEXT = 'Not saved yet: fix the marked field.';

export interface FormAutosave {
  draft: FormDraft;
  save: SaveState<FormDraft>;
  /** The problems of the last attempt (the draft's own check, or the server's answer), by path. */
  errors: FieldErrors;
  update: (change: (draft: FormDraft) => FormDraft) => void;
  /** Saves now (leaving the page editor with Save); resolves whether everything is saved. */
  saveNow: () => Promise<boolean>;
}

/**
 * The Form block's form, saved as the owner types (issue 24 §4): the page editor's save states over the
 * form's draft, its version as the revision. A save sends the whole form with the version it builds on,
 * so a change made elsewhere meanwhile is refused (409) and the owner reloads; a draft that breaks a
 * rule waits for the next edit; a failure is tried again after the next pause. Changes not yet sent
 * are sent when the block's panel closes, and leaving the editor asks first while any are left.
 */
export function useFormAutosave(
  form: FormDefinition,
  canEdit: boolean,
  onSaved?: () => void,
  delayMs = FORM_AUTOSAVE_DELAY_MS,
): FormAutosave {
  const onSavedRef = useRef(onSaved);
  useLayoutEffect(() => {
    onSavedRef.current = onSaved;
  });
  const stateRef = useRef<SaveState<FormDraft> | null>(null);
  stateRef.current ??= initialSaveState(draftOfDefinition(form), form.version);
  const [save, setSave] = useState(stateRef.current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dispatch = useCallback((event: SaveEvent<FormDraft>) => {
    stateRef.current = saveReducer(stateRef.current!, event);
    setSave(stateRef.current);
  }, []);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const formId = form.id;

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const state = stateRef.current!;
    if (state.status === 'conflict') return false;
    if (!needsSave(state)) return state.status === 'saved';
    const draft = state.current;
    const problems = draftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      dispatch({ type: 'saveInvalid', message: FORM_INVALID_TEXT });
      return false;
    }
    dispatch({ type: 'saveStarted' });
    const run = (async () => {
      try {
        const saved = await updateForm(formId, { ...draft, expectedVersion: state.revision });
        dispatch({ type: 'saveSucceeded', revision: saved.version });
        onSavedRef.current?.();
        return stateRef.current?.current === draft;
      } catch (error) {
        if (isApiError(error) && error.code === FORM_VERSION_CONFLICT) {
          dispatch({ type: 'saveConflicted', message: FORM_CONFLICT_TEXT });
        } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors);
          dispatch({ type: 'saveInvalid', message: FORM_INVALID_TEXT });
        } else {
          dispatch({
            type: 'saveFailed',
            message: errorMessage(error, EDITOR_MESSAGES.somethingWentWrong),
          });
        }
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [dispatch, formId]);

  // Autosave: after a pause in the edits; an invalid draft waits for the next edit.
  useEffect(() => {
    if (!canEdit || !needsSave(save)) return;
    const timer = setTimeout(() => void saveNow(), delayMs);
    return () => clearTimeout(timer);
  }, [save, saveNow, delayMs, canEdit]);

  // The panel closes (another block chosen): what is waiting is sent now rather than lost.
  useEffect(
    () => () => {
      if (canEdit && stateRef.current && needsSave(stateRef.current)) void saveNow();
    },
    [saveNow, canEdit],
  );

  useUnsavedChanges(canEdit && save.status !== 'saved', saveNow);

  const update = useCallback(
    (change: (draft: FormDraft) => FormDraft) => {
      const next = change(stateRef.current!.current);
      if (next === stateRef.current!.current) return;
      // A fixed field loses its mark as soon as the draft no longer has that problem.
      setErrors((current) => (Object.keys(current).length === 0 ? current : draftErrors(next)));
      dispatch({ type: 'edited', document: next });
    },
    [dispatch],
  );

  return { draft: save.current, save, errors, update, saveNow };
}
