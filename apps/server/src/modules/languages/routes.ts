import { PERMISSION, SITE_TIME_ZONE_API } from '@plinth/contracts';
import {
  languageOptionsSchema,
  multilingualSettingsSchema,
  multilingualStatusSchema,
  siteTimeZoneSettingsSchema,
  updateLanguagesBodySchema,
  updateSiteTimeZoneBodySchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disconnectMultilingual,
  getMultilingualSettings,
  getMultilingualStatus,
  listLanguageOptions,
  saveLanguages,
} from './service';
import { getSiteTimeZoneSettings, saveSiteTimeZone } from './time-zone';

/** The /api/multilingual calls of seed 001 section 7 (their answers are Plinth's design). */
export const multilingualRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { onRequest: app.requirePermission(PERMISSION.settingsView) };
  const edit = { onRequest: app.requirePermission(PERMISSION.settingsEdit) };

  app.get(
    '/api/multilingual/settings',
    { ...view, schema: { summary: "The site's languages", response: { 200: multilingualSettingsSchema } } },
    async (request) => getMultilingualSettings(request.owner.site),
  );
  app.get(
    '/api/multilingual/status',
    {
      ...view,
      schema: {
        summary: 'Whether the site offers more than one language',
        response: { 200: multilingualStatusSchema },
      },
    },
    async (request) => getMultilingualStatus(request.owner.site),
  );
  app.get(
    '/api/multilingual/languages',
    {
      ...view,
      schema: { summary: 'Every language the site may offer', response: { 200: languageOptionsSchema } },
    },
    async (request) => listLanguageOptions(request.owner.site),
  );

  app.put(
    '/api/multilingual/languages',
    {
      ...edit,
      schema: {
        summary: "Set the site's languages and its default",
        body: updateLanguagesBodySchema,
        response: { 200: multilingualSettingsSchema },
      },
    },
    async (request) => {
      const saved = await saveLanguages(app.db, request.owner.site.id, request.body);
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );

  app.delete(
    '/api/multilingual/connection',
    {
      ...edit,
      schema: { summary: 'Leave only the default language', response: { 200: multilingualSettingsSchema } },
    },
    async (request) => {
      const saved = await disconnectMultilingual(app.db, request.owner.site.id);
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );
};

/** Language & region's time zone (settings.timeZone): pages, feeds and event fields use it. */
export const siteTimeZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SITE_TIME_ZONE_API.timeZone,
    {
      onRequest: app.requirePermission(PERMISSION.settingsView),
      schema: {
        summary: "The site's time zone and the zones it may choose",
        response: { 200: siteTimeZoneSettingsSchema },
      },
    },
    async (request) => getSiteTimeZoneSettings(request.owner.site),
  );

  app.put(
    SITE_TIME_ZONE_API.timeZone,
    {
      onRequest: app.requirePermission(PERMISSION.settingsEdit),
      schema: {
        summary: "Set the site's time zone (an IANA name, or UTC)",
        body: updateSiteTimeZoneBodySchema,
        response: { 200: siteTimeZoneSettingsSchema },
      },
    },
    async (request) => {
      const saved = await saveSiteTimeZone(app.db, request.owner.site.id, request.body);
      // Cached pages are keyed by the site's settings: the next request reads the new zone.
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );
};
