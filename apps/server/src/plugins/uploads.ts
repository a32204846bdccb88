import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageResizer, serveUpload, uploadsDir, UPLOADS_URL_PREFIX } from '../modules/files';

/**
 * Serves owner uploads at /assets/uploads/{websiteId}/{name} from DATA_DIR/uploads: originals, and the
 * resized copies of images, made on first request (modules/files/upload-serving.ts). Names are new for
 * every upload, so answers are cached as immutable; byte ranges are answered for video and audio. The
 * folder need not exist: it appears with the first upload.
 */
export const uploadsPlugin = fp(async (app) => {
  const root = uploadsDir(app.config.dataDir);
  const resizer = new ImageResizer();
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${UPLOADS_URL_PREFIX}:websiteId/:fileName`,
      { schema: { params: z.object({ websiteId: z.string(), fileName: z.string() }) } },
      async (request, reply) => serveUpload(request, reply, root, resizer, request.params),
    );
});
