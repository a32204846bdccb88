import {
  sessionRecordingRefusal,
  sessionSampleBucket,
  type SessionRecordingAnswer,
  type SessionRecordingBrowserFacts,
} from '@plinth/contracts';
import type { FastifyRequest } from 'fastify';
import { analyticsSettingsOf, sessionRecordingSiteFacts } from '../analytics-settings';
import { ingestRequest, sessionRecordingId } from './request-guard';

/**
 * GET SESSION_RECORDING_API (issue 12 part 7, decision 0046): the seed's eligibility rule, all of it,
 * with the owner's settings, the country from the trusted header (none configured: unknown, so not
 * the US) and the browser's time zone and cores as it reports them. A visitor who lies about those
 * only changes whether they are recorded. Stores nothing.
 */
export function sessionRecordingAnswer(
  request: FastifyRequest,
  browser: SessionRecordingBrowserFacts,
): SessionRecordingAnswer {
  const settings = analyticsSettingsOf(request.site);
  const id = sessionRecordingId(request);
  const reason = sessionRecordingRefusal({
    ...sessionRecordingSiteFacts(settings),
    ...browser,
    country: ingestRequest(request).country,
    sampleBucket: sessionSampleBucket(id),
  });
  return reason === null
    ? { eligible: true, id, scriptUrl: settings.sessionRecordingScriptUrl }
    : { eligible: false, reason };
}
