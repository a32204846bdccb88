import { PERMISSION } from '@plinth/contracts';
import { jobListQuery, jobListSchema, jobParams, jobSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listJobs, retryJob } from './service';

/** The site's background jobs for the people who manage its settings, and retrying a dead one. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { onRequest: app.requirePermission(PERMISSION.settingsEdit) };

  app.get(
    '/config/api/jobs',
    {
      ...manage,
      schema: {
        summary: "The site's newest background jobs (emails...), with dead ones and counts by state",
        querystring: jobListQuery,
        response: { 200: jobListSchema },
      },
    },
    async (request) => listJobs(app.db, request.owner.site.id, request.query.state),
  );

  app.post(
    '/config/api/jobs/:jobId/retry',
    {
      ...manage,
      schema: {
        summary: 'Put a dead job back in the queue with all its attempts',
        params: jobParams,
        response: { 200: jobSchema },
      },
    },
    async (request) => {
      const job = await retryJob(app.db, request.owner.site.id, request.params.jobId, app.jobs.queue.now());
      app.jobs.wake();
      return job;
    },
  );
};
