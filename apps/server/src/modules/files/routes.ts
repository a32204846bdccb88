import multipart from '@fastify/multipart';
import { PERMISSION } from '@plinth/contracts';
import { uploadedFileSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload, UPLOAD_LIMITS } from './read-upload';
import { saveUpload } from './service';

/**
 * Uploads (store.edit): POST /config/api/files, multipart with one field "file". The multipart parser
 * is registered inside this plugin only, so no other route accepts multipart bodies.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    '/config/api/files',
    {
      onRequest: app.requirePermission(PERMISSION.storeEdit),
      schema: {
        summary: 'Upload an image (multipart/form-data, one field "file")',
        response: { 201: uploadedFileSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const file = await saveUpload(app.db, app.config.dataDir, request.owner.site.id, upload);
      return reply.status(201).send(file);
    },
  );
};
