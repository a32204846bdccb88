import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { MultipartFile } from '@fastify/multipart';
import {
  UPLOAD_AUDIO_MAX_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
  type UploadAccept,
} from '@plinth/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { fileMissing, fileTooLarge, fileUnreadable } from './errors';
import { MEDIA_HEAD_BYTES } from './media-type';
import { incomingPath, removeIncoming } from './upload-storage';

/** The most an upload of this kind may be, in bytes. */
export const MAX_BYTES_BY_KIND = {
  image: UPLOAD_MAX_BYTES,
  video: UPLOAD_VIDEO_MAX_BYTES,
  audio: UPLOAD_AUDIO_MAX_BYTES,
} as const;

export function maxBytesFor(accept: UploadAccept): number {
  return accept === 'media' ? Math.max(...Object.values(MAX_BYTES_BY_KIND)) : MAX_BYTES_BY_KIND[accept];
}

/**
 * Multipart limits for the upload route: one byte more than the largest maximum, so an oversized file is
 * cut short there and answered with the spec's words instead of the plugin's 413. Each request narrows
 * the file size to what its `accept` allows.
 */
export const UPLOAD_LIMITS = { fileSize: maxBytesFor('media') + 1, files: 1, fields: 10, parts: 12 };

/** An upload on disk under its temporary name, with its first bytes for telling what it is. */
export interface ReceivedUpload {
  fileName: string;
  tempPath: string;
  size: number;
  head: Buffer;
}

/**
 * Streams the one file of an upload to a temporary file (at most `maxBytesFor(accept)`), keeping its
 * first MEDIA_HEAD_BYTES, or throws a 400; nothing is left on disk when it throws. `tooLargeFor` words
 * the refusal of a file past the limit from its first bytes (which kind it looks like).
 */
export async function receiveUpload(
  request: FastifyRequest,
  dataDir: string,
  accept: UploadAccept,
  tooLargeFor: (head: Buffer) => AppError = () => fileTooLarge(),
): Promise<ReceivedUpload> {
  const limit = maxBytesFor(accept);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ throwFileSizeLimit: false, limits: { fileSize: limit + 1 } });
  } catch (error) {
    // Not multipart at all, or a body cut short: either way there is no file to read.
    throw (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
      ? fileMissing()
      : fileUnreadable();
  }
  if (!part) throw fileMissing();
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw fileMissing();
  }
  const tempPath = await incomingPath(dataDir);
  const out = createWriteStream(tempPath, { flags: 'wx' });
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (headSize < MEDIA_HEAD_BYTES) {
        headChunks.push(chunk);
        headSize += chunk.length;
      }
      // Past the limit the rest is only drained, never kept.
      if (size <= limit && !out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
  } catch (error) {
    out.destroy();
    await removeIncoming(tempPath);
    if (error instanceof AppError) throw error;
    throw fileUnreadable();
  }
  const head = Buffer.concat(headChunks).subarray(0, MEDIA_HEAD_BYTES);
  if (part.file.truncated || size > limit) {
    await removeIncoming(tempPath);
    throw tooLargeFor(head);
  }
  return { fileName: part.filename, tempPath, size, head };
}
