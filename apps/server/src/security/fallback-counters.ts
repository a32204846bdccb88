import type { AccountAttemptCounter } from './sign-in-backoff';
import type { SignInCounter } from './sign-in-limiter';

/**
 * Counters in Redis that fall back to this process's memory while Redis does not answer (security
 * review L-C): a limit is then counted per process instead of across processes, never turned off, and
 * sign-ins keep working. Each call tries Redis first, so the shared counts resume by themselves once it
 * answers again (counts made meanwhile stay in memory: for one window a client may get a second
 * allowance, on one process, which a limit per process accepts). `onFallback` hears each failure (the
 * caller logs it at most so often).
 */
export function signInCounterWithFallback(
  shared: SignInCounter,
  local: SignInCounter,
  onFallback: (error: unknown) => void,
): SignInCounter {
  const either =
    <A extends unknown[], R>(call: (counter: SignInCounter, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(shared, ...args).catch((error: unknown) => {
        onFallback(error);
        return call(local, ...args);
      });
  return {
    reserve: either((counter, key: string) => counter.reserve(key)),
    release: either((counter, key: string) => counter.release(key)),
    clear: either((counter, key: string) => counter.clear(key)),
  };
}

export function attemptCounterWithFallback(
  shared: AccountAttemptCounter,
  local: AccountAttemptCounter,
  onFallback: (error: unknown) => void,
): AccountAttemptCounter {
  return {
    add: (key) =>
      shared.add(key).catch((error: unknown) => {
        onFallback(error);
        return local.add(key);
      }),
    remove: (key) =>
      shared.remove(key).catch((error: unknown) => {
        onFallback(error);
        return local.remove(key);
      }),
  };
}

/** A warning at most every `intervalMs` (an outage must not flood the log): the fallback's listener. */
export function throttledWarning(
  log: { warn(details: object, message: string): void },
  message: string,
  intervalMs = 10_000,
): (error: unknown) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    log.warn({ err: error }, message);
  };
}
