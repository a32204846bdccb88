import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` when the app is ready and then every `intervalMs`, on a timer that does not keep the
 * process alive; one run at a time (a run still going when the timer fires is not doubled); a failure
 * is logged and the next run tries again; closing the app stops the timer and waits for a run in
 * progress. For housekeeping that every process may do at once (each statement is safe to race).
 */
export function schedulePeriodicTask(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = task()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed; retrying later`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}

/** Lets requests in between the batches of a long delete (SQLite runs on the event loop's thread). */
export const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
