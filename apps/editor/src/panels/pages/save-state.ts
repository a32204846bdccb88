import type { PageDocument } from '@plinth/contracts';

/**
 * The page editor's save and autosave state (issue 10, part 1 and 3), also the Form block's form
 * (issue 24 §4, T = the form's draft, revision = its version). Documents are compared by identity:
 * the edit operations never change a document in place, and undo gives back the very document it
 * replaced, so undoing to what was saved shows "Saved" again.
 */
/**
 * failed: the server could not be reached or failed (tried again after the next pause); invalid: the
 * page breaks a rule (a gallery image without its file), not sent again until the next edit; conflict:
 * someone else saved first, nothing is sent until the page is reloaded.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'invalid' | 'conflict';

export interface SaveState<T = PageDocument> {
  status: SaveStatus;
  /** The revision the server holds for what was saved last: the next save's base revision. */
  revision: number;
  /** What the editor shows now. */
  current: T;
  /** What the server holds (as of `revision`). */
  saved: T;
  /** The document of the save under way. */
  pending: T | null;
  /** Why the last save failed, or the conflict message, from the server. */
  message: string | null;
}

export type SaveEvent<T = PageDocument> =
  | { type: 'edited'; document: T }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; revision: number }
  | { type: 'saveFailed'; message: string }
  | { type: 'saveInvalid'; message: string }
  | { type: 'saveConflicted'; message: string }
  | { type: 'reloaded'; document: T; revision: number };

export function initialSaveState<T>(document: T, revision: number): SaveState<T> {
  return { status: 'saved', revision, current: document, saved: document, pending: null, message: null };
}

function settled<T>(state: SaveState<T>): SaveStatus {
  return state.current === state.saved ? 'saved' : 'unsaved';
}

export function saveReducer<T>(state: SaveState<T>, event: SaveEvent<T>): SaveState<T> {
  switch (event.type) {
    case 'edited': {
      const next = { ...state, current: event.document };
      // A save under way or a conflict keeps its status; the edit is saved (or not) after it.
      if (state.status === 'saving' || state.status === 'conflict') return next;
      return { ...next, status: settled(next), message: state.status === 'failed' ? state.message : null };
    }
    case 'saveStarted':
      if (state.status === 'saving' || state.status === 'conflict') return state;
      return { ...state, status: 'saving', pending: state.current, message: null };
    case 'saveSucceeded': {
      if (state.pending === null) return state;
      const next = { ...state, saved: state.pending, pending: null, revision: event.revision, message: null };
      return { ...next, status: settled(next) };
    }
    case 'saveFailed':
      return { ...state, status: 'failed', pending: null, message: event.message };
    case 'saveInvalid':
      return { ...state, status: 'invalid', pending: null, message: event.message };
    case 'saveConflicted':
      return { ...state, status: 'conflict', pending: null, message: event.message };
    case 'reloaded':
      return initialSaveState(event.document, event.revision);
  }
}

/** Whether autosave should send the document now. */
export function needsSave<T>(state: SaveState<T>): boolean {
  return state.status === 'unsaved' || state.status === 'failed';
}

/** The words beside the Save button. */
export function saveLabel<T>(state: Pick<SaveState<T>, 'status'>): string {
  switch (state.status) {
    case 'saved':
      return 'Saved';
    case 'saving':
      return 'Saving…';
    case 'unsaved':
      return 'Unsaved changes';
    case 'failed':
    case 'invalid':
    case 'conflict':
      return 'Not saved';
  }
}
