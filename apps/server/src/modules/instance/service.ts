import { UPLOAD_AUDIO_MAX_BYTES, UPLOAD_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES } from '@plinth/contracts';
import type { InstanceInfo } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import type { Config } from '../../config';
import { countSites } from '../sites';

/**
 * This instance's plan and limits as its configuration says (docs/plan-and-limits.md). Only which
 * services are configured is told, never their keys, passwords or URLs.
 */
export async function getInstanceInfo(
  db: Db,
  config: Config,
  requestBodyBytes: number,
): Promise<InstanceInfo> {
  return {
    plan: 'self-hosted',
    sites: await countSites(db.kysely),
    database: db.engine,
    limits: {
      requestBodyBytes,
      uploadBytes: { image: UPLOAD_MAX_BYTES, video: UPLOAD_VIDEO_MAX_BYTES, audio: UPLOAD_AUDIO_MAX_BYTES },
      writesPerClient: { max: config.rateLimit.max, windowMs: config.rateLimit.windowMs },
      formSubmissions: { ...config.formLimits },
      analyticsEventsPerClientPerMinute: config.analytics.perClientPerMinute,
      requestTimeoutMs: config.requestTimeoutMs,
    },
    services: {
      email: config.mail.smtpUrl ? 'smtp' : 'files',
      payments: config.stripe ? 'stripe' : 'test',
      redis: config.redis !== undefined,
      captcha: config.captcha.recaptcha ? 'altcha-and-recaptcha-enterprise' : 'altcha',
      backgroundJobs: config.jobs.worker,
    },
  };
}
