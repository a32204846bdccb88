import type { UploadedFile } from '@plinth/contracts';
import { EDITOR_MESSAGES } from '../messages';
import { ApiError } from './api-error';
import { readCrumb } from './crumb-cookie';
import { currentSiteId } from './owner-fetch';

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * POST /config/api/files with the file in the multipart field "file". XMLHttpRequest rather than fetch:
 * only it reports upload progress. A refusal carries the server's message ("File too large. …"); a
 * dropped connection says "There was a problem while uploading your file." (seed 001 section 8).
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/config/api/files');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', readCrumb() ?? '');
    const siteId = currentSiteId();
    if (siteId) xhr.setRequestHeader('X-Website-Id', siteId);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as unknown as UploadedFile);
        return;
      }
      const message =
        typeof body.message === 'string' && body.message ? body.message : EDITOR_MESSAGES.uploadProblem;
      reject(
        new ApiError(xhr.status, typeof body.code === 'string' ? body.code : `HTTP_${xhr.status}`, message),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK_ERROR', EDITOR_MESSAGES.uploadProblem)),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
