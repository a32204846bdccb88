import { copyFile, open, stat } from 'node:fs/promises';
import type { UploadAccept, UploadedAnyFile } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { MEDIA_HEAD_BYTES } from './media-type';
import { maxBytesFor } from './read-upload';
import { findFile } from './queries';
import { saveUpload, toUploadedAnyFile } from './service';
import { fileTooLargeFor } from './errors';
import { incomingPath } from './upload-storage';

/**
 * Puts a file from the server's own disk into the site's file library, with the checks an upload
 * gets (saveUpload: the bytes decide the type; size limits): how an import brings in the images of a
 * `--media` folder. The original is copied, never moved. Throws the upload's refusals (AppError).
 */
export async function saveFileFromDisk(
  db: Db,
  dataDir: string,
  websiteId: string,
  path: string,
  fileName: string,
  accept: UploadAccept = 'image',
): Promise<UploadedAnyFile> {
  const { size } = await stat(path);
  if (size > maxBytesFor(accept)) throw fileTooLargeFor(accept === 'media' ? 'video' : accept);
  const tempPath = await incomingPath(dataDir);
  await copyFile(path, tempPath);
  const handle = await open(tempPath, 'r');
  const head = Buffer.alloc(MEDIA_HEAD_BYTES);
  let bytesRead = 0;
  try {
    ({ bytesRead } = await handle.read(head, 0, MEDIA_HEAD_BYTES, 0));
  } finally {
    await handle.close();
  }
  return saveUpload(
    db,
    dataDir,
    websiteId,
    { fileName, tempPath, size, head: head.subarray(0, bytesRead) },
    accept,
  );
}

/** One of the site's files as an import reuses it (null when it was deleted since). */
export async function findUploadedFile(
  db: Db,
  websiteId: string,
  id: string,
): Promise<UploadedAnyFile | null> {
  const row = await findFile(db.kysely, websiteId, id);
  return row ? toUploadedAnyFile(row) : null;
}
