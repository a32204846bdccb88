import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * GET /config/api/instance: this Plinth server's plan and the limits it runs with, read from its
 * configuration (docs/plan-and-limits.md). Never a secret: which services are configured, not their
 * keys, passwords or URLs.
 */
export const instanceInfoSchema = z.object({
  /** A self-hosted install has one plan: open source, every feature on, nothing to pay. */
  plan: z.literal('self-hosted'),
  sites: count.meta({ description: 'Sites on this instance' }),
  database: z.enum(['sqlite', 'postgres']),
  limits: z.object({
    requestBodyBytes: count,
    uploadBytes: z.object({ image: count, video: count, audio: count }),
    writesPerClient: z.object({ max: count, windowMs: count }),
    formSubmissions: z.object({ perClient: count, perForm: count, windowMs: count }),
    analyticsEventsPerClientPerMinute: count,
    requestTimeoutMs: count.meta({ description: '0: no timeout' }),
  }),
  services: z.object({
    email: z.enum(['smtp', 'files']).meta({ description: 'files: emails are written to the data folder' }),
    payments: z.enum(['stripe', 'test']).meta({ description: 'test: the built-in test processor' }),
    redis: z.boolean(),
    captcha: z.enum(['altcha', 'altcha-and-recaptcha-enterprise']),
    backgroundJobs: z.boolean().meta({ description: 'Whether this process runs background jobs' }),
  }),
});
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;
