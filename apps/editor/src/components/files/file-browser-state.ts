import {
  FILE_MESSAGES as M,
  fileKindOf,
  type FileKindFilter,
  type OwnerFile,
  type UploadedAnyFile,
} from '@plinth/contracts';
import { isApiError } from '../../api/api-error';

/**
 * The file browser's state (FileBrowserDialog.tsx) as a reducer, so its rules are tested without a
 * browser: the list (a page at a time, Load More, search and kind), the selection, and one upload at a
 * time through its phases. Seed 001 section 4: "File processing can fail or be cancelled; upload can
 * fail."
 */

/** What an upload is doing; "processing" is the wait for the server to check the bytes it has. */
export type UploadPhase =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fraction: number }
  | { phase: 'processing'; fileName: string }
  | { phase: 'failed'; fileName: string; failure: UploadFailure }
  | { phase: 'done'; fileName: string };

export interface UploadFailure {
  /** Shown first: "Unable to Upload File" for a refusal, "Error uploading" for a failure, none for a cancel. */
  title: string | null;
  message: string;
  /** Retry sends the same file again (a dropped connection); Try again lets the owner pick another. */
  action: 'retry' | 'tryAgain';
}

export type ListStatus = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

export interface FileBrowserState {
  files: OwnerFile[];
  nextCursor: string | null;
  status: ListStatus;
  /** The search the list answers (as typed, trimmed). */
  search: string;
  kind: FileKindFilter;
  selectedId: string | null;
  upload: UploadPhase;
  /** Raised to load the first page again (a search, a kind, Retry); the list's loads are keyed by it. */
  loadKey: number;
}

export type FileBrowserAction =
  | { type: 'search'; search: string }
  | { type: 'kind'; kind: FileKindFilter }
  | { type: 'reload' }
  | { type: 'loaded'; loadKey: number; files: OwnerFile[]; nextCursor: string | null; append: boolean }
  | { type: 'loadFailed'; loadKey: number; append: boolean }
  | { type: 'loadMore' }
  | { type: 'select'; id: string | null }
  | { type: 'uploadStarted'; fileName: string }
  | { type: 'uploadProgress'; fraction: number }
  | { type: 'uploadSent' }
  | { type: 'uploaded'; file: OwnerFile }
  | { type: 'uploadFailed'; failure: UploadFailure }
  | { type: 'uploadDismissed' }
  | { type: 'renamed'; file: OwnerFile }
  | { type: 'deleted'; id: string };

export function initialFileBrowserState(kind: FileKindFilter, selectedId: string | null): FileBrowserState {
  return {
    files: [],
    nextCursor: null,
    status: 'loading',
    search: '',
    kind,
    selectedId,
    upload: { phase: 'idle' },
    loadKey: 0,
  };
}

const firstPage = (state: FileBrowserState): FileBrowserState => ({
  ...state,
  status: 'loading',
  nextCursor: null,
  loadKey: state.loadKey + 1,
});

/** Files not already shown (an upload that the next page also lists appears once). */
function withoutShown(shown: readonly OwnerFile[], more: readonly OwnerFile[]): OwnerFile[] {
  const ids = new Set(shown.map((file) => file.id));
  return more.filter((file) => !ids.has(file.id));
}

export function fileBrowserReducer(state: FileBrowserState, action: FileBrowserAction): FileBrowserState {
  switch (action.type) {
    case 'search': {
      const search = action.search.trim();
      return search === state.search ? state : firstPage({ ...state, search });
    }
    case 'kind':
      return action.kind === state.kind ? state : firstPage({ ...state, kind: action.kind });
    case 'reload':
      return firstPage(state);
    case 'loaded':
      // An answer to a list that was since replaced (the owner typed on) is dropped.
      if (action.loadKey !== state.loadKey) return state;
      return {
        ...state,
        files: action.append
          ? [...state.files, ...withoutShown(state.files, action.files)]
          : [...justUploaded(state, action.files), ...action.files],
        nextCursor: action.nextCursor,
        status: 'ready',
      };
    case 'loadFailed':
      if (action.loadKey !== state.loadKey) return state;
      return { ...state, status: action.append ? 'moreFailed' : 'failed' };
    case 'loadMore':
      if (state.nextCursor === null || state.status === 'loading' || state.status === 'loadingMore') {
        return state;
      }
      return { ...state, status: 'loadingMore' };
    case 'select':
      return { ...state, selectedId: action.id };
    case 'uploadStarted':
      return { ...state, upload: { phase: 'uploading', fileName: action.fileName, fraction: 0 } };
    case 'uploadProgress':
      if (state.upload.phase !== 'uploading') return state;
      return { ...state, upload: { ...state.upload, fraction: Math.min(1, Math.max(0, action.fraction)) } };
    case 'uploadSent':
      if (state.upload.phase !== 'uploading') return state;
      return { ...state, upload: { phase: 'processing', fileName: state.upload.fileName } };
    case 'uploaded':
      // Uploading in the browser selects the new file, first in the list.
      return {
        ...state,
        files: [action.file, ...state.files.filter((file) => file.id !== action.file.id)],
        selectedId: action.file.id,
        upload: { phase: 'done', fileName: action.file.fileName },
      };
    case 'uploadFailed': {
      const { upload } = state;
      if (upload.phase !== 'uploading' && upload.phase !== 'processing') return state;
      return { ...state, upload: { phase: 'failed', fileName: upload.fileName, failure: action.failure } };
    }
    case 'uploadDismissed':
      return { ...state, upload: { phase: 'idle' } };
    case 'renamed':
      return {
        ...state,
        files: state.files.map((file) => (file.id === action.file.id ? action.file : file)),
      };
    case 'deleted':
      return {
        ...state,
        files: state.files.filter((file) => file.id !== action.id),
        selectedId: state.selectedId === action.id ? null : state.selectedId,
      };
  }
}

/**
 * What a failed upload says (seed 001 section 8), from the error and the phase it failed in: the owner
 * cancelling reads "File processing cancelled"; a connection lost while sending "File upload failed to
 * complete", and after sending (the server was checking it) "File processing failed to complete"; a
 * refusal the server's own words under "Unable to Upload File"; a server failure "File processing failed".
 */
export function uploadFailure(error: unknown, phase: 'uploading' | 'processing'): UploadFailure {
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { title: null, message: M.processingCancelled, action: 'retry' };
  }
  if (isApiError(error) && error.status === 0) {
    const message = phase === 'uploading' ? M.uploadIncomplete : M.processingIncomplete;
    return { title: M.errorUploading, message, action: 'retry' };
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return { title: M.unableToUpload, message: error.message || M.uploadProblem, action: 'tryAgain' };
  }
  return { title: M.errorUploading, message: M.processingFailed, action: 'retry' };
}

/** An upload's answer as the list shows it, until the list is loaded again (its original as the thumbnail). */
export function uploadedToOwnerFile(file: UploadedAnyFile, now: Date = new Date()): OwnerFile {
  const kind = fileKindOf(file.contentType);
  return {
    ...file,
    kind,
    thumbnailUrl: kind === 'image' ? file.url : null,
    createdAt: now.toISOString(),
  };
}

/**
 * The file uploaded (and chosen) while a first page was loading, when that page was read before the
 * upload: kept first, or the answer would take it off the list the owner just put it in.
 */
function justUploaded(state: FileBrowserState, answer: readonly OwnerFile[]): OwnerFile[] {
  if (state.upload.phase !== 'done') return [];
  return state.files.filter(
    (file) => file.id === state.selectedId && !answer.some((shown) => shown.id === file.id),
  );
}
