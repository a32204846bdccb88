import { PERMISSION, PRODUCT_PREVIEW_PATH } from '@plinth/contracts';
import { productIdParams } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageNotFound } from './errors';
import { loadProductPreview } from './product-loaders';
import { pageVisitOf } from './page-visit';
import { sendPage } from './send-page';

/**
 * The owner's preview of a product page whatever its status (decision 0049), for members who may read
 * products: a draft looks as it will once Active. Kept out of search engines and caches.
 */
export const productPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRODUCT_PREVIEW_PATH,
    {
      onRequest: app.requirePermission(PERMISSION.storeView),
      // After sendPage's own cache-control: a draft is never kept.
      onSend: async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      },
      schema: { params: productIdParams },
    },
    async (request, reply) => {
      const visit = { ...pageVisitOf(request), site: request.owner.site };
      const page = await loadProductPreview(app, visit, request.params.id);
      if (!page) throw pageNotFound();
      void reply.header('x-robots-tag', 'noindex');
      return sendPage(request, reply, page);
    },
  );
};
