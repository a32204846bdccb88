import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PgBreaker, type BreakerState } from './pg-breaker';
import { DatabaseUnreachableError, databaseUnavailable } from './unavailable';

/** The breaker's logic on fake timers; a real PostgreSQL behind a relay is apps/server/test/postgres-outage.test.ts. */

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const connectTimeout = () => new Error('timeout expired');
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A breaker whose checks answer from a queue of outcomes (pass when the queue is empty). */
function breakerWith(outcomes: (Error | 'pass' | Promise<void>)[] = []) {
  const changes: BreakerState[] = [];
  const probe = vi.fn(async () => {
    const next = outcomes.shift() ?? 'pass';
    if (next instanceof Error) throw next;
    if (next !== 'pass') await next;
  });
  const breaker = new PgBreaker({ probe, onChange: (state) => changes.push(state) });
  return { breaker, probe, changes };
}

/** Settles the promise into a value the test can look at without an unhandled rejection. */
function outcome<T>(promise: Promise<T>): { current: { value?: T; error?: unknown } | undefined } {
  const box: { current: { value?: T; error?: unknown } | undefined } = { current: undefined };
  promise.then(
    (value) => (box.current = { value }),
    (error: unknown) => (box.current = { error }),
  );
  return box;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PgBreaker', () => {
  test('work that finishes within the probe delay never checks the database', async () => {
    const { breaker, probe } = breakerWith();
    await expect(breaker.run(async () => 'rows')).resolves.toBe('rows');
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).not.toHaveBeenCalled();
  });

  test('a slow query on a database that answers its checks is left to finish', async () => {
    const { breaker, probe, changes } = breakerWith();
    const slow = deferred<string>();
    const result = outcome(breaker.run(() => slow.promise));
    await vi.advanceTimersByTimeAsync(1499);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    // While it keeps waiting, the database is checked once a second, not more often.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(11);
    slow.resolve('rows');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.current).toEqual({ value: 'rows' });
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(11);
  });

  test('a failed check rejects the waiting work as unavailable and new work at once', async () => {
    const { breaker, changes } = breakerWith([connectTimeout()]);
    const stuck = outcome(breaker.run(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(1500);
    expect(stuck.current?.error).toBeInstanceOf(DatabaseUnreachableError);
    expect(databaseUnavailable(stuck.current?.error)).toEqual({ reason: 'timeout', retryAfterSeconds: 5 });
    expect(breaker.state).toBe('open');
    expect(changes).toEqual(['open']);

    const start = vi.fn(async () => 'rows');
    await expect(breaker.run(start)).rejects.toBeInstanceOf(DatabaseUnreachableError);
    expect(start).not.toHaveBeenCalled();
  });

  test('a refused check opens the breaker with reason unreachable', async () => {
    const { breaker } = breakerWith([refused()]);
    const stuck = outcome(breaker.run(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(1500);
    expect(databaseUnavailable(stuck.current?.error)?.reason).toBe('unreachable');
    expect((stuck.current?.error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  test("tells onChange the failed check's own error, once per opening", async () => {
    const check = refused();
    const onChange = vi.fn();
    const breaker = new PgBreaker({ probe: () => Promise.reject(check), onChange });
    outcome(breaker.run(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(onChange.mock.calls).toEqual([['open', check]]);
    await breaker.stop();
  });

  test('runs at most one check at a time however many queries wait', async () => {
    const check = deferred<void>();
    const { breaker, probe } = breakerWith([check.promise]);
    const waiting = Array.from({ length: 20 }, () =>
      outcome(breaker.run(() => new Promise<never>(() => undefined))),
    );
    for (let i = 0; i < 40; i++) await vi.advanceTimersByTimeAsync(100);
    expect(probe).toHaveBeenCalledTimes(1);
    check.reject(connectTimeout());
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.every((w) => w.current?.error instanceof DatabaseUnreachableError)).toBe(true);
  });

  test('while open it checks every second, and the first check that passes closes it', async () => {
    const { breaker, probe, changes } = breakerWith([connectTimeout(), refused(), connectTimeout()]);
    outcome(breaker.run(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(1500);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(breaker.state).toBe('open');
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(4);
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
    await expect(breaker.run(async () => 'rows')).resolves.toBe('rows');
    // Closed and idle: no more checks.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  test('a check the database answers with an error (a refused password, too many clients) does not open it', async () => {
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    const badPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const { breaker, probe } = breakerWith([tooMany, badPassword]);
    const slow = deferred<string>();
    const result = outcome(breaker.run(() => slow.promise));
    await vi.advanceTimersByTimeAsync(2500);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(breaker.state).toBe('closed');
    slow.resolve('rows');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.current).toEqual({ value: 'rows' });
  });

  test('a value that arrives after the breaker gave up goes to abandon, a late error goes nowhere', async () => {
    const { breaker } = breakerWith([connectTimeout()]);
    const lateClient = deferred<{ id: number }>();
    const lateError = deferred<never>();
    const abandon = vi.fn();
    const first = outcome(breaker.run(() => lateClient.promise, abandon));
    const second = outcome(breaker.run(() => lateError.promise));
    await vi.advanceTimersByTimeAsync(1500);
    expect(first.current?.error).toBeInstanceOf(DatabaseUnreachableError);
    expect(second.current?.error).toBeInstanceOf(DatabaseUnreachableError);
    lateClient.resolve({ id: 1 });
    lateError.reject(new Error('Connection terminated'));
    await vi.advanceTimersByTimeAsync(0);
    expect(abandon).toHaveBeenCalledWith({ id: 1 });
  });

  test('an error thrown by start rejects its own call', async () => {
    const { breaker } = breakerWith();
    await expect(
      breaker.run(() => {
        throw new Error('not queryable');
      }),
    ).rejects.toThrow('not queryable');
  });

  test('after stop, waiting work still settles, nothing is checked and no timer is left', async () => {
    const { breaker, probe } = breakerWith([connectTimeout()]);
    const slow = deferred<string>();
    const result = outcome(breaker.run(() => slow.promise));
    await breaker.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).not.toHaveBeenCalled();
    slow.resolve('rows');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.current).toEqual({ value: 'rows' });
  });

  test('stop waits for a check under way and ends the retries of an open breaker', async () => {
    const check = deferred<void>();
    const { breaker, probe } = breakerWith([connectTimeout(), check.promise]);
    outcome(breaker.run(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(2500);
    expect(probe).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = breaker.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    check.reject(connectTimeout());
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
