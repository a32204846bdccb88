import { UPLOAD_MAX_MB } from '@plinth/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { uploadFile } from '../../api/files-api';
import { EDITOR_MESSAGES } from '../../messages';

interface SocialImageFieldProps {
  siteId: string;
  fileId: string | null;
  disabled: boolean;
  /** The server's refusal of the chosen file, if any. */
  error: string | null;
  onChange: (fileId: string | null) => void;
}

/**
 * The image shared with links to the page (og:image): a thumbnail, Upload (or Replace) and Remove.
 * A file uploaded here shows from its own URL; one chosen earlier from its 300 px copy (the resizer's
 * name, {fileId}-300w.webp), or the 100 px one when the original is narrower.
 */
export function SocialImageField({ siteId, fileId, disabled, error, onChange }: SocialImageFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [uploaded, setUploaded] = useState<{ id: string; url: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = failure ?? error;

  function choose(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    uploadFile(file, { onProgress: setProgress }).then(
      (answer) => {
        setProgress(null);
        setUploaded({ id: answer.id, url: answer.url, name: answer.fileName });
        onChange(answer.id);
      },
      (caught: unknown) => {
        setProgress(null);
        setFailure(errorMessage(caught, EDITOR_MESSAGES.uploadProblem));
      },
    );
  }

  const busy = progress !== null;
  const describedBy = [hintId, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field social-image" role="group" aria-labelledby={`${inputId}-label`}>
      <span id={`${inputId}-label`} className="field__label">
        Social image
      </span>
      <div className="social-image__body">
        {fileId ? (
          <SocialImageThumbnail
            key={fileId}
            src={uploaded?.id === fileId ? uploaded.url : null}
            siteId={siteId}
            fileId={fileId}
          />
        ) : (
          <div className="social-image__empty">No image</div>
        )}
        <div className="social-image__actions">
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={disabled || busy}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            data-unsaved-ignore
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              choose(file);
            }}
          />
          <label
            className={`button button--small file-button${disabled || busy ? ' is-disabled' : ''}`}
            htmlFor={inputId}
          >
            {fileId ? 'Replace image' : 'Upload image'}
          </label>
          {fileId && !busy ? (
            <button
              type="button"
              className="button button--small"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              Remove image
            </button>
          ) : null}
          {busy ? (
            <span className="social-image__progress" role="status">
              Uploading… {Math.round((progress ?? 0) * 100)}%
            </span>
          ) : uploaded && uploaded.id === fileId ? (
            <span className="social-image__name">{uploaded.name}</span>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="field__hint">
        Shown when the page is shared on social networks and in messages. JPEG, PNG, GIF or WebP, up to{' '}
        {UPLOAD_MAX_MB} MB; about 1200 × 630 pixels looks best.
      </p>
      {problem ? (
        <div id={errorId} className="field__error" role="alert">
          {failure ? <strong>{EDITOR_MESSAGES.unableToUploadFile}: </strong> : null}
          {problem}
        </div>
      ) : null}
    </div>
  );
}

const SIZES = [300, 100];

function SocialImageThumbnail({
  src,
  siteId,
  fileId,
}: {
  src: string | null;
  siteId: string;
  fileId: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const base = `/assets/uploads/${encodeURIComponent(siteId)}/${encodeURIComponent(fileId)}`;
  const url = src ?? (attempt < SIZES.length ? `${base}-${SIZES[attempt]}w.webp` : null);
  if (!url) return <div className="social-image__empty">Image chosen (no preview)</div>;
  return (
    <img
      className="social-image__thumbnail"
      src={url}
      alt=""
      width={160}
      height={84}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
