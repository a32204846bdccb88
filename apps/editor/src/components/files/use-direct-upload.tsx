import { FILE_MESSAGES as M, fileMessage, type OwnerFile, type UploadAccept } from '@plinth/contracts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { uploadFile } from '../../api/files-api';
import { uploadedToOwnerFile, uploadFailure } from './file-browser-state';

/** What the file input offers for each `accept` (the server still decides from the bytes). */
export const INPUT_ACCEPT: Record<UploadAccept, string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm',
  audio: 'audio/*',
  media: 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,audio/*',
};

/** One file of a batch, as its row shows it. */
export interface UploadRow {
  key: number;
  name: string;
  phase: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
  fraction: number;
  /** The failure's words (the file browser's: "Unable to upload", the server's reason). */
  message: string | null;
}

interface DirectUploadOptions {
  accept: UploadAccept;
  /** Several files at once (a gallery); otherwise the first file of a choice or a drop. */
  multiple: boolean;
  disabled?: boolean;
  /** At most this many files of one batch are taken (a gallery's room left); the rest are named. */
  room?: number;
  /** Called once per batch with the files that went up, in the order they were chosen. */
  onUploaded: (files: OwnerFile[]) => void;
}

export interface DirectUpload {
  /** The Upload button: a label for a hidden file input (one click opens the system's file chooser). */
  button: (text: string, accessibleName?: string) => ReactNode;
  /** Each file's progress and outcome; nothing when no batch was started. */
  status: ReactNode;
  /** Spread on the element that takes dropped files; `dragging` says one is over it. */
  dropZone: {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
  };
  dragging: boolean;
  busy: boolean;
}

/**
 * Uploads straight into a field (issue 24 §2): files chosen with the Upload button or dropped on the
 * field go up one after another, each with its own progress, and the field takes them as soon as the
 * batch is done, without the file browser's second confirm. A failed file says why and the others
 * still arrive. Leaving the field (another block chosen) cancels what is still going up.
 */
export function useDirectUpload({
  accept,
  multiple,
  disabled,
  room = Infinity,
  onUploaded,
}: DirectUploadOptions): DirectUpload {
  const inputId = useId();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(onUploaded);
  useLayoutEffect(() => {
    latest.current = onUploaded;
  });
  const busy = rows.some((row) => row.phase !== 'done' && row.phase !== 'failed');
  useEffect(() => () => controller.current?.abort(), []);

  function change(key: number, patch: Partial<UploadRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }

  async function start(chosen: File[]) {
    if (disabled || busy || chosen.length === 0) return;
    const wanted = multiple ? chosen : chosen.slice(0, 1);
    const files = wanted.slice(0, Math.max(0, room));
    setNote(
      files.length < wanted.length
        ? `Only ${files.length} more ${files.length === 1 ? 'file fits' : 'files fit'} here; the others were left out.`
        : null,
    );
    if (files.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    setRows(
      files.map((file, key) => ({ key, name: file.name, phase: 'waiting', fraction: 0, message: null })),
    );
    const done: OwnerFile[] = [];
    for (const [key, file] of files.entries()) {
      if (abort.signal.aborted) return;
      let phase: 'uploading' | 'processing' = 'uploading';
      change(key, { phase });
      try {
        const answer = await uploadFile(file, {
          accept,
          signal: abort.signal,
          onProgress: (fraction) => change(key, { fraction }),
          onSent: () => {
            phase = 'processing';
            change(key, { phase });
          },
        });
        done.push(uploadedToOwnerFile(answer));
        change(key, { phase: 'done', fraction: 1 });
      } catch (error) {
        if (abort.signal.aborted) return;
        const failure = uploadFailure(error, phase);
        change(key, {
          phase: 'failed',
          message: failure.title ? `${failure.title}: ${failure.message}` : failure.message,
        });
      }
    }
    if (!abort.signal.aborted && done.length > 0) latest.current(done);
  }

  const button = (text: string, accessibleName?: string) => (
    <>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={INPUT_ACCEPT[accept]}
        multiple={multiple}
        disabled={disabled || busy}
        data-unsaved-ignore
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void start(files);
        }}
      />
      <label
        className={`button button--small file-button${disabled || busy ? ' is-disabled' : ''}`}
        htmlFor={inputId}
        aria-label={accessibleName}
      >
        {text}
      </label>
    </>
  );

  const status =
    rows.length === 0 && !note ? null : (
      <div className="direct-upload">
        {note ? <p className="field__hint">{note}</p> : null}
        {rows.length > 0 ? (
          <ul className="direct-upload__rows" aria-label="Uploads">
            {rows.map((row) => (
              <li key={row.key} className={`direct-upload__row is-${row.phase}`}>
                <span className="direct-upload__name">{row.name}</span>
                {row.phase === 'uploading' || row.phase === 'processing' ? (
                  <progress
                    aria-label={row.name}
                    {...(row.phase === 'uploading' ? { value: row.fraction, max: 1 } : {})}
                  />
                ) : null}
                <span className="direct-upload__said">{shown(row)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="visually-hidden" role="status">
          {rows.map(said).filter(Boolean).join(' ')}
        </p>
      </div>
    );

  return {
    button,
    status,
    dragging,
    busy,
    dropZone: {
      onDragOver: (event) => {
        if (disabled || busy || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(false);
        void start([...event.dataTransfer.files]);
      },
    },
  };
}

/** A row's own words beside its name. */
function shown(row: UploadRow): string {
  switch (row.phase) {
    case 'waiting':
      return 'Waiting…';
    case 'uploading':
      return `${Math.round(row.fraction * 100)}%`;
    case 'processing':
      return 'Processing…';
    case 'done':
      return 'Uploaded';
    case 'failed':
      return row.message ?? M.uploadProblem;
  }
}

/** What a screen reader hears of a row: each phase once, not every progress tick. */
function said(row: UploadRow): string {
  switch (row.phase) {
    case 'waiting':
      return '';
    case 'uploading':
      return `Uploading ${row.name}…`;
    case 'processing':
      return fileMessage('processing', { name: row.name });
    case 'done':
      return fileMessage('uploaded', { name: row.name });
    case 'failed':
      return `${row.name}: ${row.message ?? M.uploadProblem}`;
  }
}
