import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMPORT_FIELD, IMPORT_LIMITS } from '@plinth/contracts';
import type { FastifyRequest } from 'fastify';
import { importFileMissing, importFileTooLarge } from './errors';

/** Multipart limits of the import routes: one file, a byte past the most an import may be. */
export const IMPORT_UPLOAD_LIMITS = {
  fileSize: IMPORT_LIMITS.fileMaxBytes + 1,
  files: 1,
  fields: 5,
  parts: 6,
};

/** Where import files wait for their job: never served, removed when the run ends. */
export function importsDir(dataDir: string): string {
  return resolve(dataDir, 'imports');
}

export interface ReceivedImportFile {
  fileName: string;
  path: string;
}

/**
 * Streams the upload's one file (field "file") to the imports folder, at most
 * IMPORT_LIMITS.fileMaxBytes; throws a 400 (and leaves nothing on disk) when there is none or it is
 * larger.
 */
export async function receiveImportFile(
  request: FastifyRequest,
  dataDir: string,
  extension: string,
): Promise<ReceivedImportFile> {
  let part;
  try {
    part = await request.file({ throwFileSizeLimit: false });
  } catch {
    throw importFileMissing();
  }
  if (!part || part.fieldname !== IMPORT_FIELD) {
    part?.file.resume();
    throw importFileMissing();
  }
  const folder = importsDir(dataDir);
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomBytes(12).toString('hex')}.${extension}`);
  try {
    await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
  } catch {
    await rm(path, { force: true });
    throw importFileMissing();
  }
  if (part.file.truncated) {
    await rm(path, { force: true });
    throw importFileTooLarge();
  }
  return { fileName: part.filename || `import.${extension}`, path };
}
