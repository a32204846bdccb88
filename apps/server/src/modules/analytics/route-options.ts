import { ANALYTICS_LIMITS } from '@plinth/contracts';
import { ingestAcceptedSchema, noContentSchema } from '@plinth/contracts/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { analyticsInvalid } from './errors';
import type { IngestOutcome } from './service';

/** 202: stored (committed before this answer). 204: understood and not stored (a bot's). */
export const accepted = {
  202: ingestAcceptedSchema,
  204: noContentSchema,
};

/** ingestAcceptedSchema's one value, written once: the ingest's answers skip the serializer. */
const ACCEPTED_BODY = JSON.stringify({ ok: true } satisfies z.infer<typeof ingestAcceptedSchema>);

export const answerIngest = (reply: FastifyReply, outcome: IngestOutcome) =>
  outcome === 'stored'
    ? reply.status(202).type('application/json; charset=utf-8').send(ACCEPTED_BODY)
    : reply.status(204).send();

/** Options every ingest route shares: body cap, the per-client limit, the one 400. */
export function ingestRouteOptions(app: FastifyInstance) {
  return {
    bodyLimit: ANALYTICS_LIMITS.bodyBytes,
    // The answers are a few bytes and the bodies are never encoded: no compression hooks per event.
    compress: false as const,
    decompress: false as const,
    config: {
      invalidInput: analyticsInvalid,
      rateLimit: {
        max: app.config.analytics.perClientPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request: { ip: string }) => `analytics:${request.ip}`,
      },
    },
  };
}
