import {
  UPLOAD_FIELD,
  type UploadAccept,
  type UploadedFile,
  type UploadedMediaFile,
} from '@plinth/contracts';
import { EDITOR_MESSAGES } from '../messages';
import { ApiError } from './api-error';
import { createOwnerError, isCrumbFail, ownerHeaders, parseBody } from './owner-fetch';
import { EDITOR_BASE } from '../router/router';

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** What the file may be: images (the default), video, audio or either (UPLOAD_ACCEPT). */
  accept?: UploadAccept;
}

interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * POST /config/api/files with the file in the multipart field "file". XMLHttpRequest rather than fetch:
 * only it reports upload progress. Otherwise it behaves as ownerFetch: the same headers, one retry when
 * the crumb was refused, the signed-out handler on 401. A refusal carries the server's message ("File too
 * large. …"); a dropped connection says "There was a problem while uploading your file." (seed 001
 * section 8).
 */
export async function uploadFile(
  file: File,
  options?: UploadOptions & { accept?: 'image' },
): Promise<UploadedFile>;
export async function uploadFile(
  file: File,
  options: UploadOptions,
): Promise<UploadedFile | UploadedMediaFile>;
export async function uploadFile(
  file: File,
  options: UploadOptions = {},
): Promise<UploadedFile | UploadedMediaFile> {
  let answer = await sendFile(file, options);
  if (answer.status === 403 && isCrumbFail(answer.body)) answer = await sendFile(file, options);
  if (answer.status >= 200 && answer.status < 300) {
    options.onProgress?.(1);
    return answer.body as UploadedFile | UploadedMediaFile;
  }
  throw createOwnerError(answer.status, answer.body, { fallbackMessage: EDITOR_MESSAGES.uploadProblem });
}

function sendFile(file: File, options: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const query = options.accept && options.accept !== 'image' ? `?accept=${options.accept}` : '';
    xhr.open('POST', `${EDITOR_BASE}/api/files${query}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(ownerHeaders('POST'))) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) }));
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK_ERROR', EDITOR_MESSAGES.uploadProblem)),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}
