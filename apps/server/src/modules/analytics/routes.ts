import formbody from '@fastify/formbody';
import { ANALYTICS_API, ANALYTICS_LIMITS, SESSION_RECORDING_API } from '@plinth/contracts';
import {
  clankerEventRequestSchema,
  clankerValidateAnswerSchema,
  clankerValidateParams,
  clankerValidateRequestSchema,
  fullstoryIdAnswerSchema,
  performanceRecordsRequestSchema,
  recordEventRequestSchema,
  recordHitRequestSchema,
  sessionRecordingAnswerSchema,
  sessionRecordingQuerySchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schedulePeriodicTask } from '../../periodic-task';
import { censusRoutes } from './census-routes';
import { analyticsInvalid, analyticsSchemaUnknown } from './errors';
import { accepted, answerIngest, ingestRouteOptions } from './route-options';
import { createEventWriter } from './event-writer';
import { recordPerformance } from './performance';
import { ingestRequest, refuseCrossSite, sessionRecordingId } from './request-guard';
import { sessionRecordingAnswer } from './session-recording';
import {
  parseLegacyEvent,
  parseTrackedEvent,
  recordLegacyEvent,
  recordTrackedEvent,
  type AnalyticsIngest,
} from './service';
import { createVisitorKeys } from './visitor-key';

const SALT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * First-party analytics ingest (docs/analytics-ingest.md): the older and newer trackers' events, the
 * census calls, the performance collector and the session recording id. Public endpoints: crumb on the
 * form post that carries one, same-site checks on the beacons, a per-client limit on all.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ingest: AnalyticsIngest = {
    db: app.db,
    writer: createEventWriter(app.db),
    visitorKeys: createVisitorKeys(app.db),
    now: () => Date.now(),
  };
  schedulePeriodicTask(app, 'analytics salt purge', SALT_PURGE_INTERVAL_MS, async () => {
    await ingest.visitorKeys.purgeOldSalts(ingest.now());
  });
  app.addHook('onClose', async () => ingest.writer.drain());

  // Beacons post JSON as text/plain (a simple request, no preflight); forms are url-encoded. Both
  // parsers live in this scope only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(analyticsInvalid({ body: 'is not valid JSON' }), undefined);
    }
  });
  await app.register(formbody, { bodyLimit: ANALYTICS_LIMITS.bodyBytes });
  const options = ingestRouteOptions(app);

  app.post(
    ANALYTICS_API.recordEvent,
    {
      ...options,
      preHandler: app.verifyCrumb,
      schema: {
        summary: 'The older tracker: one event, form-encoded with the crumb (202 stored, 204 ignored)',
        body: recordEventRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      const { event, data } = parseLegacyEvent(request.body.event, request.body.data);
      return answerIngest(reply, await recordLegacyEvent(ingest, ingestRequest(request), { event, data }));
    },
  );

  app.post(
    ANALYTICS_API.censusRecordHit,
    {
      ...options,
      onRequest: refuseCrossSite,
      schema: {
        summary: 'Census hit: event, data (JSON) and ss_cvr, form-encoded (202 stored, 204 ignored)',
        body: recordHitRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      const { event, data } = parseLegacyEvent(request.body.event, request.body.data);
      const outcome = await recordLegacyEvent(ingest, ingestRequest(request), {
        event,
        data,
        visitorCookie: request.body.ss_cvr,
      });
      return answerIngest(reply, outcome);
    },
  );

  app.post(
    ANALYTICS_API.clankerEvents,
    {
      ...options,
      onRequest: refuseCrossSite,
      schema: {
        summary: 'The newer tracker: {eventContent, eventSchemaName}, JSON or a text/plain beacon',
        body: clankerEventRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) =>
      answerIngest(reply, await recordTrackedEvent(ingest, ingestRequest(request), request.body)),
  );

  app.post(
    ANALYTICS_API.clankerValidatePattern,
    {
      ...options,
      onRequest: refuseCrossSite,
      schema: {
        summary: "Checks an event's content against its schema; stores nothing (404 unknown schema)",
        params: clankerValidateParams,
        body: clankerValidateRequestSchema,
        response: { 200: clankerValidateAnswerSchema },
      },
    },
    async (request) => {
      try {
        parseTrackedEvent(request.params.schemaName, request.body.eventContent);
      } catch (error) {
        // The schema name is the path's here: an unknown one is a resource that does not exist.
        const unknown =
          error instanceof Error && 'code' in error && error.code === 'ANALYTICS_SCHEMA_UNKNOWN';
        throw unknown ? analyticsSchemaUnknown('schemaName', 'not_found') : error;
      }
      return { valid: true as const };
    },
  );

  app.post(
    ANALYTICS_API.performanceRecords,
    {
      ...options,
      onRequest: refuseCrossSite,
      schema: {
        summary: 'The performance collector: a JSON array of performance events (text/plain or JSON)',
        body: performanceRecordsRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) =>
      answerIngest(reply, await recordPerformance(ingest, ingestRequest(request), request.body)),
  );

  app.get(
    ANALYTICS_API.fullstoryId,
    {
      schema: {
        summary: "The visitor session's recording id (stable for the session, stores nothing)",
        response: { 200: fullstoryIdAnswerSchema },
      },
    },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(sessionRecordingId(request)),
  );

  app.get(
    SESSION_RECORDING_API,
    {
      ...options,
      onRequest: refuseCrossSite,
      schema: {
        summary:
          "Whether this session is recorded (seed 001's rule); when it is, its id and the owner's recorder script",
        querystring: sessionRecordingQuerySchema,
        response: { 200: sessionRecordingAnswerSchema },
      },
    },
    async (request) => sessionRecordingAnswer(request, request.query),
  );

  await app.register(censusRoutes, { ingest });
};
