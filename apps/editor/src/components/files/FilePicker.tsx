import { MESSAGES } from '@plinth/commerce';
import { FILE_MESSAGES as M, PERMISSION, type OwnerFile, type UploadAccept } from '@plinth/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useSignedIn } from '../../session/SessionProvider';
import { FileBrowserDialog } from './FileBrowserDialog';
import { formatFileSize } from './file-size';
import { FilePreview } from './FilePreview';
import { useDirectUpload } from './use-direct-upload';
import { useFileDetail } from './use-file-detail';

interface FilePickerProps {
  /** The group's name ("Image", "Social image"): the Choose File button is read with it. */
  label: string;
  accept: UploadAccept;
  fileId: string | null;
  disabled?: boolean;
  hint?: ReactNode;
  /** A problem to show under the field (the server's refusal, a link rule). */
  error?: string | null;
  /** Words for the remove button; none when the field may not be emptied. */
  removeLabel?: string | null;
  onChange: (file: OwnerFile | null) => void;
}

/**
 * A field whose value is one of the site's files: the chosen file (picture, name, size), "Choose File"
 * (the file browser: pick an existing file or upload one), Upload (a new file goes straight in, also
 * when dropped on the field) and Remove.
 */
export function FilePicker({
  label,
  accept,
  fileId,
  disabled,
  hint,
  error,
  removeLabel = M.removeFile,
  onChange,
}: FilePickerProps) {
  const id = useId();
  const { can } = useSignedIn();
  const [open, setOpen] = useState(false);
  // The file last chosen here is known already; any other is loaded to show its name.
  const [known, setKnown] = useState<OwnerFile | null>(null);
  const choose = (file: OwnerFile) => {
    setKnown(file);
    onChange(file);
  };
  const upload = useDirectUpload({
    accept,
    multiple: false,
    disabled,
    onUploaded: ([file]) => {
      if (file) choose(file);
    },
  });
  const mayUpload = can(PERMISSION.storeEdit);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div
      className={`field file-picker${upload.dragging ? ' is-dropping' : ''}`}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      {...(mayUpload ? upload.dropZone : {})}
    >
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <ChosenFile fileId={fileId} known={known} />
      <div className="chosen-file__actions">
        <button
          type="button"
          className="button button--small"
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {M.chooseFile}
        </button>
        {mayUpload ? upload.button('Upload') : null}
        {fileId && removeLabel ? (
          <button
            type="button"
            className="button button--small"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            {removeLabel}
          </button>
        ) : null}
      </div>
      {upload.status}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {open ? (
        <FileBrowserDialog
          accept={accept}
          selectedId={fileId}
          title={`${label}: ${M.chooseFile}`}
          onChoose={(file) => {
            setOpen(false);
            choose(file);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function ChosenFile({ fileId, known }: { fileId: string | null; known: OwnerFile | null }) {
  const isKnown = known !== null && known.id === fileId;
  const { detail, failed } = useFileDetail(isKnown ? null : fileId);
  if (!fileId) return <p className="chosen-file__none">{M.noFileChosen}</p>;
  const file = isKnown ? known : detail?.id === fileId ? detail : null;
  if (!file) {
    return <p className="chosen-file__none">{failed ? M.fileGone : MESSAGES.loading}</p>;
  }
  return (
    <div className="chosen-file">
      <FilePreview file={file} size="thumbnail" />
      <span className="chosen-file__text">
        <span className="chosen-file__name">{file.fileName}</span>
        <span className="chosen-file__size">{formatFileSize(file.size)}</span>
      </span>
    </div>
  );
}
