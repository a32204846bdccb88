import { OWNER_ANALYTICS_API, PERMISSION } from '@plinth/contracts';
import {
  analyticsCsvQuerySchema,
  analyticsCsvSchema,
  analyticsLiveSchema,
  analyticsOverviewSchema,
  analyticsRangeQuerySchema,
  webVitalsReportSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSettingsRoutes } from '../analytics-settings';
import { exportAnalyticsCsv } from './csv-export';
import { loadOverview } from './overview';
import { countLiveVisitors } from './queries';
import { rangeOf } from './range';
import { scheduleRollups } from './schedule';
import { iso } from './time';
import { loadVitalsReport } from './vitals-report';

/** Live visitors: distinct visitors with an event this recently. */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;

/**
 * The owner's dashboards (issue 12 part 6) under /config/api/analytics, the analytics settings, and
 * the periodic rollup job. Every time is read from the jobs' clock, which tests move.
 */
export const analyticsDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.jobs.queue.now();
  const view = app.requirePermission(PERMISSION.analyticsView);
  await app.register(analyticsSettingsRoutes);
  scheduleRollups(app);

  app.get(
    OWNER_ANALYTICS_API.overview,
    {
      onRequest: view,
      schema: {
        summary: 'Traffic, top lists, the commerce funnel, products, searches and forms over a range',
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsOverviewSchema },
      },
    },
    async (request) => {
      const range = rangeOf(request.query, now());
      return loadOverview(app.db, request.owner.site, range, request.query.compare !== 'false');
    },
  );

  app.get(
    OWNER_ANALYTICS_API.vitals,
    {
      onRequest: view,
      schema: {
        summary: 'Web vitals at p75 per page and device over a range',
        querystring: analyticsRangeQuerySchema,
        response: { 200: webVitalsReportSchema },
      },
    },
    async (request) => loadVitalsReport(app.db, request.owner.site.id, rangeOf(request.query, now())),
  );

  app.get(
    OWNER_ANALYTICS_API.live,
    {
      onRequest: view,
      schema: { summary: 'Visitors in the last five minutes', response: { 200: analyticsLiveSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        visitors: await countLiveVisitors(app.db.kysely, request.owner.site.id, iso(now() - LIVE_WINDOW_MS)),
      };
    },
  );

  app.get(
    OWNER_ANALYTICS_API.exportCsv,
    {
      onRequest: view,
      schema: {
        summary: 'One analytics report over a range as CSV',
        querystring: analyticsCsvQuerySchema,
        response: { 200: analyticsCsvSchema },
      },
    },
    async (request, reply) => {
      const range = rangeOf(request.query, now());
      const { report } = request.query;
      const csv = await exportAnalyticsCsv(app.db, request.owner.site, range, report);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="analytics-${report}-${range.from}-${range.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
