import { INSTALLMENT_INFO_PREFIX } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { infoPageNotFound } from './errors';
import { installmentInfoPage } from './info-pages';

const params = z.object({ locale: z.string().max(16) });

/** The installment provider's info page per locale, served here (no request leaves the shop). */
export const installmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${INSTALLMENT_INFO_PREFIX}:locale`,
    { schema: { summary: "The installment provider's info page for a locale (HTML)", params } },
    async (request, reply) => {
      const page = installmentInfoPage(request.params.locale);
      if (!page) throw infoPageNotFound(request.params.locale);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(page);
    },
  );
};
