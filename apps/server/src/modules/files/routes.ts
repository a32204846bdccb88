import multipart from '@fastify/multipart';
import { PERMISSION } from '@plinth/contracts';
import { uploadedAnyFileSchema, uploadQuerySchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveUpload, UPLOAD_LIMITS } from './read-upload';
import { saveUpload, tooLargeFor } from './service';

/**
 * Uploads (store.edit): POST /config/api/files, multipart with one field "file". `accept` says what
 * the client takes: images (the default), video, audio, or any of them (media). The multipart parser
 * is registered inside this plugin only, so no other route accepts multipart bodies.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    '/config/api/files',
    {
      onRequest: app.requirePermission(PERMISSION.storeEdit),
      schema: {
        summary: 'Upload an image, a video or a sound file (multipart/form-data, one field "file")',
        querystring: uploadQuerySchema,
        response: { 201: uploadedAnyFileSchema },
      },
    },
    async (request, reply) => {
      const { accept } = request.query;
      const received = await receiveUpload(request, app.config.dataDir, accept, (head) =>
        tooLargeFor(accept, head),
      );
      const file = await saveUpload(app.db, app.config.dataDir, request.owner.site.id, received, accept);
      return reply.status(201).send(file);
    },
  );
};
