import { PERMISSION } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languagesBodySchema } from './schema';
import {
  disconnectMultilingual,
  getMultilingualSettings,
  getMultilingualStatus,
  listLanguageOptions,
  saveLanguages,
} from './service';

/** The /api/multilingual calls of seed 001 section 7 (their answers are Plinth's design). */
export const multilingualRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { onRequest: app.requirePermission(PERMISSION.settingsView) };
  const edit = { onRequest: app.requirePermission(PERMISSION.settingsEdit) };

  app.get('/api/multilingual/settings', view, async (request) => getMultilingualSettings(request.owner.site));
  app.get('/api/multilingual/status', view, async (request) => getMultilingualStatus(request.owner.site));
  app.get('/api/multilingual/languages', view, async (request) => listLanguageOptions(request.owner.site));

  app.put(
    '/api/multilingual/languages',
    { ...edit, schema: { body: languagesBodySchema } },
    async (request) => {
      const saved = await saveLanguages(app.db, request.owner.site.id, request.body);
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );

  app.delete('/api/multilingual/connection', edit, async (request) => {
    const saved = await disconnectMultilingual(app.db, request.owner.site.id);
    await app.sites.invalidate(request.owner.site.id);
    return saved;
  });
};
