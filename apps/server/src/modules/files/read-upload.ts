import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@plinth/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { fileMissing, fileTooLarge, fileUnreadable } from './errors';

/**
 * Multipart limits for the upload route: one byte more than the maximum, so an oversized file is cut
 * short there and answered with the spec's words instead of the plugin's 413.
 */
export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 };

/** Reads the one file of an upload into memory (at most UPLOAD_MAX_BYTES), or throws a 400. */
export async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ throwFileSizeLimit: false });
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
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Past the limit the rest is only drained, never kept.
      if (size <= UPLOAD_MAX_BYTES) chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileUnreadable();
  }
  if (part.file.truncated || size > UPLOAD_MAX_BYTES) throw fileTooLarge();
  return { fileName: part.filename, bytes: Buffer.concat(chunks, size) };
}
