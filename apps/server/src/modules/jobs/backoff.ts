/** How long a failed job waits before its next attempt: doubling from `baseMs`, at most `maxMs`. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60 * 1000 };

/**
 * The wait after failed attempt number `attempt` (1 for the first): base * 2^(attempt-1), capped, of which
 * a random half is taken off ("equal jitter"), so jobs that failed together (an SMTP server that was away)
 * do not all come back in the same second. `random` returns [0, 1).
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
