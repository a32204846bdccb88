import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_IMAGE_TYPES, type UploadExtension } from '@plinth/contracts';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDir, UPLOADS_URL_PREFIX } from '../modules/files';

const YEAR_S = 365 * 24 * 3600;
const SITE_ID = /^[A-Za-z0-9]{1,32}$/;
const FILE_NAME = /^[A-Za-z0-9]{1,32}\.(jpg|png|gif|webp)$/;

/**
 * Serves owner uploads at /assets/uploads/{websiteId}/{fileId}.{ext} from DATA_DIR/uploads. Names are
 * new for every upload, so answers are cached as immutable. Only names the upload route writes are
 * served, always with the image type the extension stands for (plus nosniff from security-headers),
 * so a stray file in the folder is never sent and nothing is ever interpreted as a page. The folder
 * need not exist: it appears with the first upload.
 */
export const uploadsPlugin = fp(async (app) => {
  const root = uploadsDir(app.config.dataDir);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${UPLOADS_URL_PREFIX}:websiteId/:fileName`,
      { schema: { params: z.object({ websiteId: z.string(), fileName: z.string() }) } },
      async (request, reply) => {
        const { websiteId, fileName } = request.params;
        const extension = FILE_NAME.exec(fileName)?.[1] as UploadExtension | undefined;
        if (!SITE_ID.test(websiteId) || !extension) return reply.callNotFound();
        const path = join(root, websiteId, fileName);
        const stats = await stat(path).catch(() => null);
        if (!stats?.isFile()) return reply.callNotFound();
        return reply
          .header('content-type', UPLOAD_IMAGE_TYPES[extension])
          .header('content-length', stats.size)
          .header('last-modified', stats.mtime.toUTCString())
          .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
          .header('content-security-policy', "default-src 'none'")
          .send(createReadStream(path));
      },
    );
});
