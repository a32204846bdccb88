import { ANALYTICS_TIMEOUT_MS, TRACKER_MESSAGES } from '@plinth/contracts';

/**
 * POSTs `body` as text/plain (no CORS preflight, and what a beacon sends): by navigator.sendBeacon when
 * the browser has it and queues the beacon, so the request survives the page being left; else by fetch
 * with keepalive, given up after ANALYTICS_TIMEOUT_MS. Resolves on 200 or 202 (a queued beacon counts);
 * otherwise warns and rejects with 'Error tracking event: HTTP Status {code}' (seed 001 §8).
 */
export async function postText(url: string, body: string): Promise<void> {
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) return;
  // A string body goes as text/plain;charset=UTF-8, with the page's own cookies (same origin).
  const { status } = await fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
  });
  if (status !== 200 && status !== 202) {
    const message = TRACKER_MESSAGES.httpStatus(status);
    console.warn(message);
    throw new Error(message);
  }
}

/** The newer tracker's request (seed 001 §7): the event as a JSON string, and its schema name. */
export async function sendEvent(
  endpoint: string,
  eventSchemaName: string,
  eventContent: Record<string, unknown> | null | undefined,
): Promise<void> {
  if (!eventContent) throw new Error(TRACKER_MESSAGES.noPayload);
  await postText(endpoint, JSON.stringify({ eventContent: JSON.stringify(eventContent), eventSchemaName }));
}
