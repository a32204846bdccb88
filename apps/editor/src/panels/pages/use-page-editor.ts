import {
  applyEdit,
  redo as redoHistory,
  startHistory,
  undo as undoHistory,
  type EditHistory,
  type PageDocument,
  type PageEditResult,
} from '@plinth/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { initialSaveState, needsSave, saveReducer, type SaveEvent, type SaveState } from './save-state';

/** What a save of the draft answered: the new revision, a conflict, or a failure, with the words. */
export type SaveOutcome =
  { ok: true; revision: number } | { ok: false; conflict: boolean; message: string; invalid?: boolean };

export type SaveDraft = (document: PageDocument, baseRevision: number) => Promise<SaveOutcome>;

export interface PageEditor {
  document: PageDocument;
  save: SaveState;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * Applies an operation; returns the refusal's message (shown to the owner) or null. Edits with the
   * same `coalesceKey` (typing in one field) within COALESCE_MS of each other make one undo step.
   */
  edit: (operation: (document: PageDocument) => PageEditResult, coalesceKey?: string) => string | null;
  undo: () => void;
  redo: () => void;
  /** Saves now (the Save button, and leaving with Save); resolves whether everything is saved. */
  saveNow: () => Promise<boolean>;
  /** After a conflict: start again from the server's copy. */
  reload: (document: PageDocument, revision: number) => void;
}

/** Keystrokes in one field closer together than this are one undo step. */
export const COALESCE_MS = 1000;

/** How long typing may pause before autosave sends the draft. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * The page editor's document, history and saving in one place (issue 10 part 1: undo and redo, autosave
 * and conflict detection come from one place). Autosave sends the draft AUTOSAVE_DELAY_MS after the
 * last edit, one save at a time; a failed save is tried again after the next delay; a conflict stops
 * saving until `reload`.
 */
export function usePageEditor(
  initial: { document: PageDocument; revision: number },
  saveDraft: SaveDraft,
  autosaveDelayMs = AUTOSAVE_DELAY_MS,
): PageEditor {
  const [history, setHistory] = useState<EditHistory>(() => startHistory(initial.document));
  // The save state lives in a ref first, so code that awaits a save reads what it answered before
  // React has rendered it; the state copy makes the screen follow.
  const saveRef = useRef<SaveState | null>(null);
  saveRef.current ??= initialSaveState(initial.document, initial.revision);
  const [save, setSave] = useState<SaveState>(saveRef.current);
  const dispatch = useCallback((event: SaveEvent) => {
    const next = saveReducer(saveRef.current!, event);
    saveRef.current = next;
    setSave(next);
  }, []);
  const historyRef = useRef(history);
  historyRef.current = history;
  const inFlight = useRef<Promise<boolean> | null>(null);

  const show = useCallback((next: EditHistory) => {
    historyRef.current = next;
    setHistory(next);
    dispatch({ type: 'edited', document: next.present });
  }, []);

  const lastEdit = useRef<{ key: string; at: number } | null>(null);
  const edit = useCallback(
    (operation: (document: PageDocument) => PageEditResult, coalesceKey?: string) => {
      const before = historyRef.current;
      const { history: next, result } = applyEdit(before, operation);
      if (!result.ok) return result.message;
      if (next === before) return null;
      const now = Date.now();
      const previous = lastEdit.current;
      lastEdit.current = coalesceKey === undefined ? null : { key: coalesceKey, at: now };
      const coalesce =
        coalesceKey !== undefined &&
        previous?.key === coalesceKey &&
        now - previous.at < COALESCE_MS &&
        before.past.length > 0;
      // One more keystroke in the same field: replace the step instead of adding one.
      show(coalesce ? { past: before.past, present: next.present, future: [] } : next);
      return null;
    },
    [show],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const state = saveRef.current!;
    if (state.status === 'conflict' || state.status === 'invalid') return false;
    if (!needsSave(state)) return true;
    const document = state.current;
    dispatch({ type: 'saveStarted' });
    const run = (async () => {
      let outcome: SaveOutcome;
      try {
        outcome = await saveDraft(document, state.revision);
      } catch {
        outcome = { ok: false, conflict: false, message: 'Unable to connect. Please try again' };
      }
      if (outcome.ok) dispatch({ type: 'saveSucceeded', revision: outcome.revision });
      else if (outcome.conflict) dispatch({ type: 'saveConflicted', message: outcome.message });
      else dispatch({ type: outcome.invalid ? 'saveInvalid' : 'saveFailed', message: outcome.message });
      return outcome.ok && historyRef.current.present === document;
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [saveDraft]);

  useEffect(() => {
    if (!needsSave(save)) return;
    const timer = setTimeout(() => void saveNow(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [save, saveNow, autosaveDelayMs]);

  const reload = useCallback((document: PageDocument, revision: number) => {
    const fresh = startHistory(document);
    historyRef.current = fresh;
    setHistory(fresh);
    dispatch({ type: 'reloaded', document, revision });
  }, []);

  return {
    document: history.present,
    save,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    undo: useCallback(() => show(undoHistory(historyRef.current)), [show]),
    redo: useCallback(() => show(redoHistory(historyRef.current)), [show]),
    saveNow,
    reload,
  };
}
