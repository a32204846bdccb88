import { FILE_MESSAGES as M, fileMessage, type UploadAccept } from '@plinth/contracts';
import { useId, useRef, useState } from 'react';
import { EDITOR_MESSAGES } from '../../messages';
import type { UploadPhase } from './file-browser-state';
import { INPUT_ACCEPT } from './use-direct-upload';

interface UploadFileSectionProps {
  accept: UploadAccept;
  upload: UploadPhase;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * "Upload File": a file input and a drop zone; while a file goes up, its progress and Cancel, then
 * "Processing…" while the server checks it; a failure or a cancel in the seed's words, with Retry (the
 * same file again) or Try again (pick another).
 */
export function UploadFileSection({ accept, upload, onFile, onCancel, onRetry }: UploadFileSectionProps) {
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = upload.phase === 'uploading' || upload.phase === 'processing';

  return (
    <section className="file-upload" aria-labelledby={headingId}>
      <h3 id={headingId} className="file-browser__heading">
        {M.uploadFile}
      </h3>
      <div
        className={`file-upload__zone${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          if (busy) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !busy) onFile(file);
        }}
      >
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={INPUT_ACCEPT[accept]}
          disabled={busy}
          data-unsaved-ignore
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label className={`button file-button${busy ? ' is-disabled' : ''}`} htmlFor={inputId}>
          {M.uploadFile}
        </label>
        <span className="file-upload__hint">{M.dropHere}</span>
      </div>
      <UploadStatus
        upload={upload}
        onCancel={onCancel}
        onRetry={onRetry}
        onTryAgain={() => inputRef.current?.click()}
      />
    </section>
  );
}

function UploadStatus({
  upload,
  onCancel,
  onRetry,
  onTryAgain,
}: {
  upload: UploadPhase;
  onCancel: () => void;
  onRetry: () => void;
  onTryAgain: () => void;
}) {
  // The live region holds only the phase's words, so progress ticks are not read out one by one.
  const said =
    upload.phase === 'uploading'
      ? fileMessage('uploading', { name: upload.fileName, percent: Math.round(upload.fraction * 100) })
      : upload.phase === 'processing'
        ? fileMessage('processing', { name: upload.fileName })
        : upload.phase === 'done'
          ? fileMessage('uploaded', { name: upload.fileName })
          : upload.phase === 'failed' && upload.failure.title === null
            ? upload.failure.message
            : '';
  const failure = upload.phase === 'failed' ? upload.failure : null;
  return (
    <div className="file-upload__status">
      <p role="status" className={said ? 'file-upload__said' : 'visually-hidden'}>
        {said}
      </p>
      {upload.phase === 'uploading' || upload.phase === 'processing' ? (
        <div className="file-upload__progress">
          <progress
            aria-label={upload.fileName}
            // No value while processing: the bar shows work without an end.
            {...(upload.phase === 'uploading' ? { value: upload.fraction, max: 1 } : {})}
          />
          <button type="button" className="button button--small" onClick={onCancel}>
            {EDITOR_MESSAGES.cancel}
          </button>
        </div>
      ) : null}
      {failure && failure.title !== null ? (
        <div className="alert alert--error file-upload__failure" role="alert">
          <h4 className="alert__title">{failure.title}</h4>
          <div className="alert__body">
            <p>{failure.message}</p>
            <p className="file-upload__file">{upload.phase === 'failed' ? upload.fileName : null}</p>
          </div>
        </div>
      ) : null}
      {failure ? (
        <button
          type="button"
          className="button button--small"
          onClick={failure.action === 'retry' ? onRetry : onTryAgain}
        >
          {failure.action === 'retry' ? M.retry : M.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
