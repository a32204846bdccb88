import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { analyticsCrossSite } from './errors';
import type { IngestRequest } from './service';

/**
 * The beacons carry no crumb (a text/plain beacon cannot set a header, and the newer tracker sends
 * none), so cross-site abuse is refused by what the browser says about where the request comes from:
 * Sec-Fetch-Site 'cross-site', or an Origin whose host is not the one asked. A request with neither
 * (a server-side client) is let through: it could forge both anyway, and the per-client limit holds it.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw analyticsCrossSite();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw analyticsCrossSite();
  }
  if (host.toLowerCase() !== request.host.toLowerCase()) throw analyticsCrossSite();
}

const COUNTRY = /^[A-Z]{2}$/;

/** What the ingest reads from the request: the site, the address, the agent, the trusted country. */
export function ingestRequest(request: FastifyRequest): IngestRequest {
  const header = request.server.config.analytics.countryHeader;
  const country = header ? String(request.headers[header] ?? '').toUpperCase() : '';
  return {
    site: request.site,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
    host: request.hostname,
    // 'XX' and 'T1' (unknown, Tor) are what Cloudflare sends when it does not know.
    country: COUNTRY.test(country) && country !== 'XX' && country !== 'T1' ? country : '',
  };
}

/**
 * GET /api/commerce/fullstory/getId: the visitor session's recording id, derived from its crumb (a
 * session cookie that sign-in replaces), so it is stable for the session and stores nothing.
 */
export function sessionRecordingId(request: FastifyRequest): string {
  return createHash('sha256').update(`fullstory|${request.crumb}`).digest('hex').slice(0, 32);
}
