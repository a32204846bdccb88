import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_TYPES, type UploadAnyExtension } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageResizer, VariantFormat } from './image-resizer';
import { sendUploadFile } from './send-file';

const SITE_ID = /^[A-Za-z0-9]{1,32}$/;
const ORIGINAL = /^[A-Za-z0-9]{1,32}\.(jpg|png|gif|webp|mp4|webm|mp3|m4a|aac|ogg|wav)$/;
const VARIANT = /^([A-Za-z0-9]{1,32})-(\d{1,4})w\.(webp|jpg|png)$/;
/** How long a client waits before asking again when the resizer is saturated. */
export const RESIZER_RETRY_AFTER_S = 5;

/**
 * Answers GET /assets/uploads/{websiteId}/{name}: an original by the name the upload route wrote (with
 * the type its extension stands for), or a resized copy {fileId}-{width}w.{ext}, made on first request
 * (image-resizer.ts). Every other name is a 404, so a stray file in the folder is never sent.
 */
export async function serveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  resizer: ImageResizer,
  params: { websiteId: string; fileName: string },
): Promise<FastifyReply | void> {
  const { websiteId, fileName } = params;
  if (!SITE_ID.test(websiteId)) return reply.callNotFound();
  const folder = join(root, websiteId);
  let path: string;
  let contentType: string;
  const original = ORIGINAL.exec(fileName);
  const variant = original ? null : VARIANT.exec(fileName);
  if (original) {
    path = join(folder, fileName);
    contentType = UPLOAD_TYPES[original[1] as UploadAnyExtension];
  } else if (variant) {
    const [, fileId = '', width = '', format = ''] = variant;
    const made = await resizer.variant(folder, fileId, Number(width), format as VariantFormat);
    if (!made.ok && made.reason === 'busy') {
      return reply
        .status(503)
        .header('retry-after', String(RESIZER_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send();
    }
    if (!made.ok) return reply.callNotFound();
    path = made.path;
    contentType = UPLOAD_TYPES[format as UploadAnyExtension];
  } else {
    return reply.callNotFound();
  }
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) return reply.callNotFound();
  return sendUploadFile(request, reply, { path, size: stats.size, mtime: stats.mtime, contentType });
}
