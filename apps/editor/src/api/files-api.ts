import {
  FILES_API,
  UPLOAD_FIELD,
  type FileDetail,
  type FileKindFilter,
  type FileRenameInput,
  type OwnerFile,
  type OwnerFileList,
  type UploadAccept,
  type UploadedFile,
  type UploadedMediaFile,
} from '@plinth/contracts';
import { fileDetailSchema, fileListSchema, ownerFileSchema } from '@plinth/contracts/schemas';
import { EDITOR_MESSAGES } from '../messages';
import { ApiError } from './api-error';
import { checkedAnswer } from './checked-answer';
import { createOwnerError, isCrumbFail, ownerFetch, ownerHeaders, parseBody } from './owner-fetch';
import { EDITOR_BASE } from '../router/router';

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** Called once every byte is sent: the server is checking the file now ("processing"). */
  onSent?: () => void;
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
    xhr.upload.addEventListener('load', () => options.onSent?.());
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

const filePath = (id: string) => FILES_API.file.replace(':id', encodeURIComponent(id));

/** One page of the site's files, newest first (GET /config/api/files); pass `nextCursor` for the next. */
export interface FileListRequest {
  kind?: FileKindFilter;
  q?: string;
  cursor?: string | null;
  limit?: number;
}

export async function listFiles(query: FileListRequest, signal?: AbortSignal): Promise<OwnerFileList> {
  const params = new URLSearchParams();
  if (query.kind && query.kind !== 'any') params.set('kind', query.kind);
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const search = params.toString();
  const path = search ? `${FILES_API.list}?${search}` : FILES_API.list;
  return checkedAnswer(fileListSchema, await ownerFetch<unknown>(path, { signal }), `GET ${FILES_API.list}`);
}

/** One file with the pages and products that use it. */
export async function getFile(id: string, signal?: AbortSignal): Promise<FileDetail> {
  const answer = await ownerFetch<unknown>(filePath(id), { signal });
  return checkedAnswer(fileDetailSchema, answer, `GET ${FILES_API.file}`);
}

export async function renameFile(id: string, input: FileRenameInput): Promise<OwnerFile> {
  const answer = await ownerFetch<unknown>(filePath(id), { method: 'PATCH', json: input });
  return checkedAnswer(ownerFileSchema, answer, `PATCH ${FILES_API.file}`);
}

/** Deletes the file and its copies; 409 FILE_IN_USE while a product shows it. */
export async function deleteFile(id: string): Promise<void> {
  await ownerFetch<unknown>(filePath(id), { method: 'DELETE' });
}
