import { FILE_MESSAGES as M, fileMessage, type FileDetail, type OwnerFile } from '@plinth/contracts';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { deleteFile, renameFile } from '../../api/files-api';
import { useConfirm } from '../use-confirm';
import { fileTypeLabel, fileUseLabel } from './file-labels';
import { formatFileSize } from './file-size';
import { FilePreview } from './FilePreview';

interface FileDetailPanelProps {
  /** The selected file as listed (at once), then as loaded with where it is used. */
  file: OwnerFile | null;
  detail: FileDetail | null;
  canEdit: boolean;
  onRenamed: (file: OwnerFile) => void;
  onDeleted: (file: OwnerFile) => void;
}

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "File Detail": preview, name, type, size, dimensions, when, where used; Rename and Delete. */
export function FileDetailPanel({ file, detail, canEdit, onRenamed, onDeleted }: FileDetailPanelProps) {
  const headingId = useId();
  return (
    <section className="file-detail" aria-labelledby={headingId}>
      <h3 id={headingId} className="file-browser__heading">
        {M.fileDetail}
      </h3>
      {file ? (
        <FileFacts
          // A new file starts with a fresh rename form and no old error.
          key={file.id}
          file={file}
          detail={detail?.id === file.id ? detail : null}
          canEdit={canEdit}
          onRenamed={onRenamed}
          onDeleted={onDeleted}
        />
      ) : (
        <p className="empty empty--compact">{M.selectFile}</p>
      )}
    </section>
  );
}

function FileFacts({
  file,
  detail,
  canEdit,
  onRenamed,
  onDeleted,
}: FileDetailPanelProps & { file: OwnerFile }) {
  const { confirm, dialog } = useConfirm();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const uses = detail?.usedIn ?? null;

  async function remove() {
    const places =
      uses && uses.length > 0
        ? ` ${fileMessage('deleteUsedOn', { places: uses.map(fileUseLabel).join(', ') })}`
        : '';
    const confirmed = await confirm({
      title: M.deleteTitle,
      message: `${fileMessage('deleteConfirm', { name: file.fileName })}${places}`,
      confirmLabel: M.delete,
      cancelLabel: M.keepFile,
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteFile(file.id);
      onDeleted(file);
    } catch (error) {
      setDeleting(false);
      setDeleteError(isApiError(error) && error.status === 409 ? error.message : M.deleteProblem);
    }
  }

  return (
    <div className="file-detail__body">
      <div className="file-detail__preview">
        <FilePreview file={file} size="full" />
      </div>
      <dl className="file-detail__facts">
        <dt>{M.fileName}</dt>
        <dd className="file-detail__name">{file.fileName}</dd>
        <dt>{M.type}</dt>
        <dd>{fileTypeLabel(file.contentType)}</dd>
        <dt>{M.size}</dt>
        <dd>{formatFileSize(file.size)}</dd>
        {file.width && file.height ? (
          <>
            <dt>Dimensions</dt>
            <dd>
              {file.width} × {file.height} pixels
            </dd>
          </>
        ) : null}
        <dt>Uploaded</dt>
        <dd>{DATE.format(new Date(file.createdAt))}</dd>
        <dt>Used on</dt>
        <dd>
          {uses === null ? '…' : uses.length === 0 ? 'Not used yet' : uses.map(fileUseLabel).join(', ')}
        </dd>
      </dl>
      {canEdit ? (
        <>
          <RenameForm file={file} onRenamed={onRenamed} />
          <div className="file-detail__danger">
            <button
              type="button"
              className="button button--danger button--small"
              disabled={deleting}
              onClick={() => void remove()}
            >
              {M.delete}
            </button>
            {deleteError ? (
              <p className="field__error" role="alert">
                {deleteError}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      {dialog}
    </div>
  );
}

function RenameForm({ file, onRenamed }: { file: OwnerFile; onRenamed: (file: OwnerFile) => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [name, setName] = useState(file.fileName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function send() {
    if (name.trim() === '') {
      setFieldError(M.fileNameRequired);
      return;
    }
    setSaving(true);
    setFieldError(null);
    setFailed(false);
    setDone(null);
    try {
      const renamed = await renameFile(file.id, { fileName: name });
      setName(renamed.fileName);
      setDone(fileMessage('renamed', { name: renamed.fileName }));
      onRenamed(renamed);
    } catch (error) {
      const atField = isApiError(error) ? error.fieldErrors.fileName : undefined;
      if (atField) setFieldError(atField);
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form className="file-detail__rename" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        {M.fileName}
      </label>
      <div className="file-detail__rename-row">
        <input
          id={inputId}
          className="input"
          maxLength={200}
          value={name}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          data-unsaved-ignore
          onChange={(event) => {
            setName(event.target.value);
            setDone(null);
          }}
        />
        <button type="submit" className="button button--small" disabled={saving || name === file.fileName}>
          {M.rename}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="field__error" role="alert">
          {fieldError}
        </p>
      ) : null}
      {failed ? (
        <div className="alert alert--error" role="alert">
          <h4 className="alert__title">{M.unableToRename}</h4>
          <div className="alert__body">
            <p>{M.renameProblem}</p>
            <button type="button" className="button button--small" onClick={() => void send()}>
              {M.tryAgain}
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" className="file-detail__done">
        {done}
      </p>
    </form>
  );
}
