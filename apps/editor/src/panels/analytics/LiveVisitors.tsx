import { useEffect, useState } from 'react';
import { getLive } from './analytics-api';

/** How often the live count is asked for again. */
export const LIVE_POLL_MS = 30_000;

/** "3 visitors now": distinct visitors in the last five minutes, polled while the panel is open. */
export function LiveVisitors({ siteId }: { siteId: string }) {
  const [visitors, setVisitors] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      getLive(controller.signal).then(
        (answer) => setVisitors(answer.visitors),
        () => undefined,
      );
    void load();
    const timer = window.setInterval(() => void load(), LIVE_POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [siteId]);
  return (
    <p className="analytics-live" role="status" aria-live="polite">
      <span className="analytics-live__dot" aria-hidden="true" />
      {visitors === null
        ? 'Counting visitors now…'
        : `${visitors} ${visitors === 1 ? 'visitor' : 'visitors'} now`}
    </p>
  );
}
