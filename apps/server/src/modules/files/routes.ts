import multipart from '@fastify/multipart';
import { FILES_API as API, PERMISSION } from '@plinth/contracts';
import {
  fileDetailSchema,
  fileIdParams,
  fileListQuerySchema,
  fileListSchema,
  fileRenameSchema,
  noContentSchema,
  ownerFileSchema,
  uploadedAnyFileSchema,
  uploadQuerySchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileInvalid } from './errors';
import { deleteFile, getFileDetail, listFiles, renameFile } from './file-library';
import { receiveUpload, UPLOAD_LIMITS } from './read-upload';
import { saveUpload, tooLargeFor } from './service';

/**
 * The site's files (docs/page-editor.md, "File browser"): uploads, the list, one file with where it is
 * used, rename and delete. Reading needs store.view, changing store.edit, as uploads always have
 * (decision 0038). Uploads are multipart with one field "file"; `accept` says what the client takes:
 * images (the default), video, audio, or any of them (media). The multipart parser is registered inside
 * this plugin only, so no other route accepts multipart bodies.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const view = app.requirePermission(PERMISSION.storeView);
  const edit = app.requirePermission(PERMISSION.storeEdit);
  const invalid = { invalidInput: fileInvalid };

  app.post(
    API.list,
    {
      onRequest: edit,
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

  app.get(
    API.list,
    {
      onRequest: view,
      config: invalid,
      schema: {
        summary: "The site's files, newest first, a page at a time (nextCursor), by kind and name",
        querystring: fileListQuerySchema,
        response: { 200: fileListSchema },
      },
    },
    async (request) => listFiles(app.db, request.owner.site.id, request.query),
  );

  app.get(
    API.file,
    {
      onRequest: view,
      config: invalid,
      schema: {
        summary: 'One file, with the pages and products that use it',
        params: fileIdParams,
        response: { 200: fileDetailSchema },
      },
    },
    async (request) => getFileDetail(app.db, request.owner.site.id, request.params.id),
  );

  app.patch(
    API.file,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: 'Rename a file (its URL stays the same)',
        params: fileIdParams,
        body: fileRenameSchema,
        response: { 200: ownerFileSchema },
      },
    },
    async (request) => renameFile(app.db, request.owner.site.id, request.params.id, request.body.fileName),
  );

  app.delete(
    API.file,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: 'Delete a file and its resized copies (409 FILE_IN_USE while a product shows it)',
        params: fileIdParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteFile(app.db, app.config.dataDir, request.owner.site.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
