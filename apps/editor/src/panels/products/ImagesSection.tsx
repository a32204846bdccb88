import { UPLOAD_FIELD } from '@plinth/contracts';
import { useId, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { uploadFile } from '../../api/files-api';
import { FormSection } from '../../components/FormSection';
import { EDITOR_MESSAGES } from '../../messages';
import { ImageRow } from './ImageRow';
import { newKey, type ImageDraft } from './product-form';
import type { SectionProps } from './section-props';

interface Upload {
  key: string;
  name: string;
  progress: number;
}

interface UploadFailure {
  key: string;
  name: string;
  message: string;
}

/** The server names the file field in its refusals (FILE_TOO_LARGE, …); anything else says what went wrong. */
function uploadFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.fieldErrors[UPLOAD_FIELD] ?? error.message;
  return errorMessage(error, EDITOR_MESSAGES.uploadProblem);
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Upload (with progress), order, describe and remove the product's images; the first is the main one. */
export function ImagesSection({ form, onChange, errors }: SectionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const failureId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);

  const setImages = (update: (images: ImageDraft[]) => ImageDraft[]) =>
    onChange((current) => ({ ...current, images: update(current.images) }));

  async function uploadOne(file: File) {
    const key = newKey('upload');
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      const uploaded = await uploadFile(file, {
        onProgress: (progress) =>
          setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress } : u))),
      });
      setImages((images) => [
        ...images,
        { key: newKey('image'), url: uploaded.url, alt: '', width: uploaded.width, height: uploaded.height },
      ]);
    } catch (error) {
      setFailures((list) => [...list, { key, name: file.name, message: uploadFailureMessage(error) }]);
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key));
    }
  }

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    setFailures([]);
    for (const file of Array.from(files)) void uploadOne(file);
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <FormSection
      title="Images"
      description="The first image shows in lists and at the top of the product page. JPEG, PNG, GIF or WebP."
    >
      {errors.images ? (
        <p id={errorId} className="field__error">
          {errors.images}
        </p>
      ) : null}
      {form.images.length > 0 ? (
        <ol className="image-list" aria-label="Product images">
          {form.images.map((image, index) => (
            <ImageRow
              key={image.key}
              image={image}
              index={index}
              count={form.images.length}
              error={errors[`images.${index}.alt`] ?? errors[`images.${index}.url`]}
              onAlt={(alt) =>
                setImages((images) => images.map((i) => (i.key === image.key ? { ...i, alt } : i)))
              }
              onMove={(to) => setImages((images) => move(images, index, to))}
              onRemove={() => setImages((images) => images.filter((i) => i.key !== image.key))}
            />
          ))}
        </ol>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="upload-list" aria-label="Uploads in progress">
          {uploads.map((upload) => (
            <li key={upload.key} className="upload-list__item">
              <span className="upload-list__name">{upload.name}</span>
              <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              <span className="upload-list__percent" aria-hidden="true">
                {Math.round(upload.progress * 100)}%
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="upload-drop">
        <input
          id={inputId}
          ref={inputRef}
          aria-describedby={[hintId, errors.images ? errorId : null, failures.length > 0 ? failureId : null]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={failures.length > 0 ? true : undefined}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          data-unsaved-ignore
          onChange={(event) => choose(event.target.files)}
        />
        <label className="button file-button" htmlFor={inputId}>
          Upload images
        </label>
        <span id={hintId} className="field__hint">
          Up to 20 MB each.
        </span>
        {failures.length > 0 ? (
          <div id={failureId} className="upload-drop__error" role="alert">
            <p className="upload-drop__error-title">{EDITOR_MESSAGES.unableToUploadFile}</p>
            {failures.map((failure) => (
              <p key={failure.key} className="field__error">
                <span className="upload-drop__file">{failure.name}</span>: {failure.message}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </FormSection>
  );
}
