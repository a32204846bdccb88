import { DatabaseUnreachableError, databaseUnavailable } from './unavailable';

/**
 * A circuit breaker in front of the PostgreSQL pool (decision 0062). A database that accepts
 * connections but never answers would hold each request for the connect and statement timeouts (20 s
 * with the defaults) before its 503. Instead, once a connect or query has waited `probeDelayMs`, the
 * breaker checks the database on a connection of its own (`probe`); when that check fails the breaker
 * opens: the waiting work is rejected with DatabaseUnreachableError and new work at once, and the check
 * repeats every `probeIntervalMs` until one passes. A slow database that answers the check is left
 * alone, however long its queries take.
 */

export interface PgBreakerOptions {
  /**
   * Checks that PostgreSQL answers (`select 1` on a fresh connection). Must settle within its own
   * timeouts; a rejection that databaseUnavailable() calls 'unreachable' or 'timeout' opens the breaker,
   * any other (a refused password, too many connections) means the database answers.
   */
  probe: () => Promise<void>;
  /** How long a connect or query may wait before the database is checked. */
  probeDelayMs?: number;
  /** The least time between two checks; while open, how often to check. */
  probeIntervalMs?: number;
  /** Told when the breaker opens (with the failed check's own error) and when it closes again. */
  onChange?: (state: BreakerState, error?: Error) => void;
}

export type BreakerState = 'closed' | 'open';

export const PG_BREAKER_DEFAULTS = { probeDelayMs: 1500, probeIntervalMs: 1000 } as const;

interface Waiting {
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

export class PgBreaker {
  private readonly probeDelayMs: number;
  private readonly probeIntervalMs: number;
  private readonly waiting = new Set<Waiting>();
  /** The failed check that opened the breaker; undefined while closed. */
  private failure: DatabaseUnreachableError | undefined;
  private probing: Promise<void> | undefined;
  private lastProbeAt = Number.NEGATIVE_INFINITY;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: PgBreakerOptions) {
    this.probeDelayMs = options.probeDelayMs ?? PG_BREAKER_DEFAULTS.probeDelayMs;
    this.probeIntervalMs = options.probeIntervalMs ?? PG_BREAKER_DEFAULTS.probeIntervalMs;
  }

  get state(): BreakerState {
    return this.failure ? 'open' : 'closed';
  }

  /**
   * Runs `start` (a connect or a query) unless the breaker is open, and rejects it early if the breaker
   * opens while it waits. A value that arrives after that goes to `abandon` (a pool client to discard);
   * a late error is dropped. `abandon` must not throw.
   */
  run<T>(start: () => Promise<T>, abandon?: (value: T) => void): Promise<T> {
    if (this.failure) return Promise.reject(this.rejection());
    if (this.stopped) return start();
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = { reject, timer: undefined };
      const settle = (): boolean => {
        clearTimeout(entry.timer);
        return this.waiting.delete(entry);
      };
      this.waiting.add(entry);
      this.watch(entry, this.probeDelayMs);
      let work: Promise<T>;
      try {
        work = start();
      } catch (error) {
        settle();
        throw error;
      }
      void work.then(
        (value) => (settle() ? resolve(value) : abandon?.(value)),
        (error: unknown) => {
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passed on unchanged
          if (settle()) reject(error);
        },
      );
    });
  }

  /** No more checks; work still waiting runs to its own end. Waits for a check under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    for (const entry of this.waiting) clearTimeout(entry.timer);
    await this.probing;
  }

  /** Checks the database once `entry` has waited `afterMs`, and again every interval while it waits. */
  private watch(entry: Waiting, afterMs: number): void {
    entry.timer = setTimeout(() => {
      if (this.stopped || !this.waiting.has(entry)) return;
      this.startProbe();
      this.watch(entry, this.probeIntervalMs);
    }, afterMs);
    // Waiting work keeps the process alive by itself; the breaker's timers never do.
    entry.timer.unref();
  }

  private startProbe(): void {
    if (this.probing || this.stopped || Date.now() - this.lastProbeAt < this.probeIntervalMs) return;
    this.lastProbeAt = Date.now();
    this.probing = this.probe().finally(() => (this.probing = undefined));
  }

  /** Never rejects. */
  private async probe(): Promise<void> {
    let failure: DatabaseUnreachableError | undefined;
    try {
      await this.options.probe();
    } catch (error) {
      const reason = databaseUnavailable(error)?.reason;
      if (reason === 'unreachable' || reason === 'timeout')
        failure = new DatabaseUnreachableError(reason, error);
    }
    if (this.stopped) return;
    if (failure) this.open(failure);
    else if (this.failure) this.close();
  }

  private open(failure: DatabaseUnreachableError): void {
    const opening = !this.failure;
    this.failure = failure;
    for (const entry of this.waiting) {
      clearTimeout(entry.timer);
      entry.reject(this.rejection());
    }
    this.waiting.clear();
    this.retryTimer = setTimeout(() => this.startProbe(), this.probeIntervalMs);
    this.retryTimer.unref();
    const { cause } = failure;
    if (opening) this.options.onChange?.('open', cause instanceof Error ? cause : failure);
  }

  private close(): void {
    this.failure = undefined;
    this.options.onChange?.('closed');
  }

  /** A fresh error per rejection, so each caller's stack is its own. */
  private rejection(): DatabaseUnreachableError {
    const failure = this.failure as DatabaseUnreachableError;
    return new DatabaseUnreachableError(failure.reason, failure.cause);
  }
}
