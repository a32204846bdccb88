import {
  FILE_MESSAGES as M,
  PERMISSION,
  type FileKindFilter,
  type OwnerFile,
  type UploadAccept,
} from '@plinth/contracts';
import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { listFiles, uploadFile } from '../../api/files-api';
import { EDITOR_MESSAGES } from '../../messages';
import { useSignedIn } from '../../session/SessionProvider';
import { Dialog } from '../Dialog';
import { ExistingFiles } from './ExistingFiles';
import {
  fileBrowserReducer,
  initialFileBrowserState,
  uploadedToOwnerFile,
  uploadFailure,
  type FileBrowserAction,
  type FileBrowserState,
} from './file-browser-state';
import { FileDetailPanel } from './FileDetailPanel';
import { UploadFileSection } from './UploadFileSection';
import { useFileDetail } from './use-file-detail';
import '../../styles/file-browser.css';

const KIND_OF_ACCEPT: Record<UploadAccept, FileKindFilter> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  media: 'any',
};

/** Typing in the search waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;

export interface FileBrowserDialogProps {
  /** What may be chosen and uploaded: images, video, sound, or any of them (media). */
  accept: UploadAccept;
  /** The file chosen now, selected when the browser opens. */
  selectedId?: string | null;
  title?: string;
  onChoose: (file: OwnerFile) => void;
  onClose: () => void;
}

/**
 * The file browser (seed 001: "Upload File", "Existing Files", "File Detail", "Choose File"). A role
 * that may change files (store.edit) uploads, renames and deletes; others browse and choose.
 */
export function FileBrowserDialog({
  accept,
  selectedId = null,
  title,
  onChoose,
  onClose,
}: FileBrowserDialogProps) {
  const { can } = useSignedIn();
  const canEdit = can(PERMISSION.storeEdit);
  const [state, dispatch] = useReducer(fileBrowserReducer, null, () =>
    initialFileBrowserState(KIND_OF_ACCEPT[accept], selectedId),
  );
  useFileList(state, dispatch);
  const upload = useUpload(accept, dispatch);
  const { detail } = useFileDetail(state.selectedId);
  const listed = state.files.find((file) => file.id === state.selectedId) ?? null;
  const selected = listed ?? (detail?.id === state.selectedId ? detail : null);

  return (
    <Dialog
      open
      wide
      title={title ?? M.chooseFile}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!selected}
            onClick={() => selected && onChoose(selected)}
          >
            {M.chooseFile}
          </button>
        </>
      }
    >
      <div className="file-browser">
        {canEdit ? (
          <UploadFileSection
            accept={accept}
            upload={state.upload}
            onFile={upload.start}
            onCancel={upload.cancel}
            onRetry={upload.retry}
          />
        ) : null}
        <div className="file-browser__main">
          <ExistingFiles
            state={state}
            kindFilter={accept === 'media'}
            onSearch={(search) => dispatch({ type: 'search', search })}
            onKind={(kind) => dispatch({ type: 'kind', kind })}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onChoose={onChoose}
            onLoadMore={() => dispatch({ type: 'loadMore' })}
            onRetry={() => dispatch({ type: 'reload' })}
          />
          <FileDetailPanel
            file={selected}
            detail={detail}
            canEdit={canEdit}
            onRenamed={(file) => dispatch({ type: 'renamed', file })}
            onDeleted={(file) => dispatch({ type: 'deleted', id: file.id })}
          />
        </div>
      </div>
    </Dialog>
  );
}

/** Loads the first page when the list starts over, and the next when Load More asks. */
function useFileList(state: FileBrowserState, dispatch: Dispatch<FileBrowserAction>) {
  const { status, loadKey, kind, search, nextCursor } = state;
  const loading = status === 'loading' || status === 'loadingMore';
  const append = status === 'loadingMore';
  const cursor = append ? nextCursor : null;
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        listFiles({ kind, q: search || undefined, cursor }, controller.signal).then(
          (page) =>
            dispatch({ type: 'loaded', loadKey, files: page.files, nextCursor: page.nextCursor, append }),
          () => {
            if (!controller.signal.aborted) dispatch({ type: 'loadFailed', loadKey, append });
          },
        );
      },
      // The first load and Load More at once; a search after the owner stops typing.
      append || loadKey === 0 ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loading, append, loadKey, kind, search, cursor, dispatch]);
}

/** One upload at a time: start, cancel (abort), retry the same file. */
function useUpload(accept: UploadAccept, dispatch: Dispatch<FileBrowserAction>) {
  const current = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);
  // An upload under way is cancelled when the browser closes.
  useEffect(() => () => current.current?.abort(), []);

  function start(file: File) {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    lastFile.current = file;
    let phase: 'uploading' | 'processing' = 'uploading';
    dispatch({ type: 'uploadStarted', fileName: file.name });
    uploadFile(file, {
      accept,
      signal: controller.signal,
      onProgress: (fraction) => dispatch({ type: 'uploadProgress', fraction }),
      onSent: () => {
        phase = 'processing';
        dispatch({ type: 'uploadSent' });
      },
    }).then(
      (answer) => {
        if (current.current === controller) dispatch({ type: 'uploaded', file: uploadedToOwnerFile(answer) });
      },
      (error: unknown) => {
        if (current.current === controller)
          dispatch({ type: 'uploadFailed', failure: uploadFailure(error, phase) });
      },
    );
  }

  return {
    start,
    cancel: () => current.current?.abort(),
    retry: () => {
      if (lastFile.current) start(lastFile.current);
    },
  };
}
