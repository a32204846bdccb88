import { ANALYTICS_API, ANALYTICS_EVENTS } from '@plinth/contracts';
import {
  censusButtonRequestSchema,
  censusOverlayRequestSchema,
  censusQuickViewParams,
  legacyEventDataSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseCrossSite, ingestRequest } from './request-guard';
import { accepted, answerIngest, ingestRouteOptions } from './route-options';
import { recordLegacyEvent, type AnalyticsIngest } from './service';

/**
 * The census calls of seed 001 §7 (button click and render, overlay, quick view), stored as analytics
 * events. form-render stays with the forms module (issue 11 part 5).
 */
export const censusRoutes: FastifyPluginAsyncZod<{ ingest: AnalyticsIngest }> = async (app, { ingest }) => {
  const options = { ...ingestRouteOptions(app), onRequest: refuseCrossSite };

  for (const [path, event, summary] of [
    [ANALYTICS_API.censusButtonClick, ANALYTICS_EVENTS.censusButtonClick, 'Census: a button was clicked'],
    [ANALYTICS_API.censusButtonRender, ANALYTICS_EVENTS.censusButtonRender, 'Census: a button was shown'],
  ] as const) {
    app.post(
      path,
      { ...options, schema: { summary, body: censusButtonRequestSchema, response: accepted } },
      async (request, reply) => {
        const outcome = await recordLegacyEvent(ingest, ingestRequest(request), {
          event,
          data: request.body,
        });
        return answerIngest(reply, outcome);
      },
    );
  }

  app.post(
    ANALYTICS_API.censusOverlay,
    {
      ...options,
      schema: { summary: 'Census: an overlay event', body: censusOverlayRequestSchema, response: accepted },
    },
    async (request, reply) =>
      answerIngest(
        reply,
        await recordLegacyEvent(ingest, ingestRequest(request), {
          event: ANALYTICS_EVENTS.censusOverlay,
          data: request.body,
        }),
      ),
  );

  app.post(
    ANALYTICS_API.censusQuickViewPattern,
    {
      ...options,
      schema: {
        summary: "Census: a product's quick view was opened",
        params: censusQuickViewParams,
        body: legacyEventDataSchema.optional(),
        response: accepted,
      },
    },
    async (request, reply) =>
      answerIngest(
        reply,
        await recordLegacyEvent(ingest, ingestRequest(request), {
          event: ANALYTICS_EVENTS.quickView,
          data: request.body ?? {},
          itemId: request.params.itemId,
        }),
      ),
  );
};
