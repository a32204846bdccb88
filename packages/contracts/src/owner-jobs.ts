import { z } from 'zod';

/**
 * Background jobs as the editor sees them (GET /config/api/jobs, docs/jobs-and-email.md). The payload
 * stays on the server: handlers read it, people read the kind, the state and the last error.
 */

/** queued: waiting for its run_at; running: a worker holds it; done; dead: gave up after its attempts. */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  dedupeKey: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs (next): for a queued job after a failure, the end of its backoff. */
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /config/api/jobs: the newest jobs of the site (at most 100), and how many are in each state. */
export const jobListSchema = z.object({
  jobs: z.array(jobSchema),
  counts: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    dead: z.number().int(),
  }),
});
export type JobList = z.infer<typeof jobListSchema>;

export const jobListQuery = z.object({ state: z.enum(JOB_STATES).optional() });
export const jobParams = z.object({ jobId: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });
