import { PERMISSION, SITE_PAGE_LIMITS, SITE_PAGES_API as API } from '@plinth/contracts';
import {
  noContentSchema,
  sitePageCreateSchema,
  sitePageDetailSchema,
  sitePageIdParams as idParams,
  sitePageListSchema,
  sitePagePublishSchema,
  sitePageRevisionListSchema,
  sitePageSaveResultSchema,
  sitePageSaveSchema,
  sitePageSettingsSchema,
} from '@plinth/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageInvalid } from './errors';
import { updateSitePageSettings } from './page-settings';
import { cancelSitePageSchedule, publishSitePage, unpublishSitePage } from './page-publishing';
import {
  createSitePage,
  deleteSitePage,
  getSitePage,
  listSitePages,
  listSitePageRevisions,
  saveSitePageDraft,
  type PageActor,
  type ItemPublishedHook,
  type SitePagesApp,
} from './service';

/** The body limit of a draft save: the document plus room for the rest of the request. */
const SAVE_BODY_LIMIT = SITE_PAGE_LIMITS.documentBytes + 16 * 1024;

export function sitePagesApp(app: FastifyInstance): SitePagesApp {
  return { db: app.db, now: () => app.jobs.queue.now(), passwordHashCost: app.config.passwordHashCost };
}

function actor(request: FastifyRequest): PageActor & { role: number } {
  return { site: request.owner.site, userId: request.owner.user.id, role: request.owner.role };
}

/**
 * The Pages panel's API (docs/pages.md). Reading needs content.view; creating pages and saving drafts
 * content.draft (draft editors too); publishing, unpublishing and deleting content.edit.
 */
export const sitePageRoutes: FastifyPluginAsyncZod<{ onItemPublished?: ItemPublishedHook }> = async (
  app,
  options,
) => {
  const view = app.requirePermission(PERMISSION.contentView);
  const draft = app.requirePermission(PERMISSION.contentDraft);
  const edit = app.requirePermission(PERMISSION.contentEdit);
  const pages: SitePagesApp = { ...sitePagesApp(app), onItemPublished: options.onItemPublished };
  const invalid = { invalidInput: pageInvalid };

  app.get(
    API.list,
    {
      onRequest: view,
      schema: { summary: "The site's pages as a tree", response: { 200: sitePageListSchema } },
    },
    async (request) => listSitePages(pages, request.owner.site),
  );

  app.post(
    API.list,
    {
      onRequest: draft,
      config: invalid,
      schema: {
        summary: 'Create a page from a layout (addToNavigation: linked at the end of the main navigation)',
        body: sitePageCreateSchema,
        response: { 201: sitePageDetailSchema },
      },
    },
    async (request, reply) => {
      const page = await createSitePage(pages, actor(request), request.body);
      if (request.body.addToNavigation) await app.sites.invalidate(request.owner.site.id);
      return reply.status(201).send(page);
    },
  );

  app.get(
    API.page,
    {
      onRequest: view,
      schema: {
        summary: "A page's settings and draft",
        params: idParams,
        response: { 200: sitePageDetailSchema },
      },
    },
    async (request) => getSitePage(pages, app.db.kysely, request.owner.site, request.params.id),
  );

  app.put(
    API.document,
    {
      onRequest: draft,
      bodyLimit: SAVE_BODY_LIMIT,
      config: invalid,
      schema: {
        summary: "Save a page's draft (409 PAGE_CHANGED when someone saved since baseRevision)",
        params: idParams,
        body: sitePageSaveSchema,
        response: { 200: sitePageSaveResultSchema },
      },
    },
    async (request) => saveSitePageDraft(pages, actor(request), request.params.id, request.body),
  );

  app.put(
    API.settings,
    {
      onRequest: draft,
      config: invalid,
      schema: {
        summary: "Change a page's settings (a live page needs content.edit)",
        params: idParams,
        body: sitePageSettingsSchema,
        response: { 200: sitePageDetailSchema },
      },
    },
    async (request) => updateSitePageSettings(pages, actor(request), request.params.id, request.body),
  );

  app.post(
    API.publish,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: 'Publish the draft now, or schedule it',
        params: idParams,
        body: sitePagePublishSchema,
        response: { 200: sitePageDetailSchema },
      },
    },
    async (request) => publishSitePage(pages, actor(request), request.params.id, request.body.publishAt),
  );

  app.post(
    API.unpublish,
    {
      onRequest: edit,
      schema: {
        summary: 'Take a page off the site',
        params: idParams,
        response: { 200: sitePageDetailSchema },
      },
    },
    async (request) => unpublishSitePage(pages, actor(request), request.params.id),
  );

  app.post(
    API.cancelSchedule,
    {
      onRequest: edit,
      schema: {
        summary: 'Drop the scheduled version (a page that was live stays live)',
        params: idParams,
        response: { 200: sitePageDetailSchema },
      },
    },
    async (request) => cancelSitePageSchedule(pages, actor(request), request.params.id),
  );

  app.delete(
    API.page,
    {
      onRequest: edit,
      schema: {
        summary: 'Delete a page, its revisions and the navigation links to it',
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const unlinked = await deleteSitePage(pages, request.owner.site, request.params.id);
      if (unlinked.length > 0) await app.sites.invalidate(request.owner.site.id);
      return reply.status(204).send();
    },
  );

  app.get(
    API.revisions,
    {
      onRequest: view,
      schema: {
        summary: "A page's saved drafts, newest first",
        params: idParams,
        response: { 200: sitePageRevisionListSchema },
      },
    },
    async (request) => listSitePageRevisions(pages, request.owner.site, request.params.id),
  );
};
