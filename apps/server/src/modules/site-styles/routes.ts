import { PERMISSION, SITE_STYLES_PATHS } from '@plinth/contracts';
import { siteFontListSchema, siteStylesSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fontFileNotFound } from './errors';
import { FONT_FILES, missingFontFiles } from './font-files';
import { getSiteStyles, listSiteFonts, saveSiteStyles } from './service';

const YEAR_S = 365 * 24 * 3600;

/** GET/PUT /api/site-styles, the font list, and the font files themselves (decision 0036). */
export const siteStylesRoutes: FastifyPluginAsyncZod = async (app) => {
  const missing = missingFontFiles(FONT_FILES);
  if (missing.length > 0) {
    app.log.warn({ missing }, 'font files of the catalogue are missing: pages use their fallback fonts');
  }

  app.get(
    SITE_STYLES_PATHS.styles,
    {
      onRequest: app.requirePermission(PERMISSION.settingsView),
      schema: { summary: 'The site styles: fonts and colours', response: { 200: siteStylesSchema } },
    },
    async (request) => getSiteStyles(request.owner.site),
  );

  app.put(
    SITE_STYLES_PATHS.styles,
    {
      onRequest: app.requirePermission(PERMISSION.settingsEdit),
      schema: {
        summary: 'Save the site styles',
        body: siteStylesSchema,
        response: { 200: siteStylesSchema },
      },
    },
    async (request) => {
      const saved = await saveSiteStyles(app.db, request.owner.site.id, request.body);
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );

  app.get(
    SITE_STYLES_PATHS.fonts,
    {
      onRequest: app.requirePermission(PERMISSION.settingsView),
      schema: {
        summary: 'The fonts a site may use, with their files',
        response: { 200: siteFontListSchema },
      },
    },
    async () => ({ fonts: listSiteFonts() }),
  );

  // A storefront asset, outside the owner API: no site, no session, cached for a year (the name
  // carries the file's hash).
  app.get(
    '/assets/fonts/:file',
    { schema: { params: z.object({ file: z.string().max(80) }) } },
    async (request, reply) => {
      const file = await FONT_FILES.read(request.params.file);
      if (file === null) throw fontFileNotFound();
      return reply
        .type('font/woff2')
        .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
        .send(file);
    },
  );
};
