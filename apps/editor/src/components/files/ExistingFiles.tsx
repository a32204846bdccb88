import { MESSAGES } from '@plinth/commerce';
import { FILE_MESSAGES as M, fileMessage, type FileKindFilter, type OwnerFile } from '@plinth/contracts';
import { useId, useState } from 'react';
import type { FileBrowserState } from './file-browser-state';
import { formatFileSize } from './file-size';
import { FilePreview } from './FilePreview';

const KIND_OPTIONS: { value: FileKindFilter; label: string }[] = [
  { value: 'any', label: 'All files' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'audio', label: 'Sound files' },
];

interface ExistingFilesProps {
  state: FileBrowserState;
  /** Offer the kind filter (a field that takes any kind of file). */
  kindFilter: boolean;
  onSearch: (search: string) => void;
  onKind: (kind: FileKindFilter) => void;
  onSelect: (id: string) => void;
  /** Enter or a double click on a file chooses it at once. */
  onChoose: (file: OwnerFile) => void;
  onLoadMore: () => void;
  onRetry: () => void;
}

/**
 * "Existing Files": a search, the grid and Load More. The grid is a group of radio buttons, so arrows
 * move the selection and a screen reader says "photo.png 1.5 KB, radio button, 3 of 24".
 */
export function ExistingFiles(props: ExistingFilesProps) {
  const { state, kindFilter, onSearch, onKind, onSelect, onChoose, onLoadMore, onRetry } = props;
  const headingId = useId();
  const groupName = useId();
  const [typed, setTyped] = useState(state.search);
  const loading = state.status === 'loading';

  return (
    <section className="file-browser__files" aria-labelledby={headingId}>
      <h3 id={headingId} className="file-browser__heading">
        {M.existingFiles}
      </h3>
      <div className="file-browser__filters">
        <input
          className="input"
          type="search"
          aria-label={M.searchFiles}
          placeholder={M.searchFiles}
          maxLength={200}
          value={typed}
          data-unsaved-ignore
          onChange={(event) => {
            setTyped(event.target.value);
            onSearch(event.target.value);
          }}
        />
        {kindFilter ? (
          <select
            className="input"
            aria-label="Show"
            value={state.kind}
            data-unsaved-ignore
            onChange={(event) => onKind(event.target.value as FileKindFilter)}
          >
            {KIND_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <div className="load-error" role="alert">
          <p>{MESSAGES.unableToLoad}</p>
          <button type="button" className="button" onClick={onRetry}>
            {MESSAGES.retry}
          </button>
        </div>
      ) : (
        <>
          <p role="status" className="file-browser__note">
            {loading ? MESSAGES.loading : emptyText(state)}
          </p>
          <div
            role="radiogroup"
            aria-labelledby={headingId}
            aria-busy={loading ? 'true' : undefined}
            className="file-grid"
          >
            {state.files.map((file) => (
              <label
                key={file.id}
                className={`file-grid__item${file.id === state.selectedId ? ' is-selected' : ''}`}
                onDoubleClick={() => onChoose(file)}
              >
                <input
                  className="visually-hidden file-grid__radio"
                  type="radio"
                  name={groupName}
                  value={file.id}
                  checked={file.id === state.selectedId}
                  data-unsaved-ignore
                  onChange={() => onSelect(file.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      onChoose(file);
                    }
                  }}
                />
                <FilePreview file={file} size="thumbnail" />
                <span className="file-grid__name">{file.fileName}</span>
                <span className="file-grid__size">{formatFileSize(file.size)}</span>
              </label>
            ))}
          </div>
          {state.status === 'moreFailed' ? (
            <p className="field__error" role="alert">
              {MESSAGES.unableToLoad}
            </p>
          ) : null}
          {state.nextCursor !== null ? (
            <button
              type="button"
              className="button file-browser__more"
              disabled={state.status === 'loadingMore'}
              onClick={onLoadMore}
            >
              {state.status === 'loadingMore' ? MESSAGES.loading : M.loadMore}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function emptyText(state: FileBrowserState): string {
  if (state.files.length > 0) return '';
  return state.search ? fileMessage('noMatches', { query: state.search }) : M.noFiles;
}
