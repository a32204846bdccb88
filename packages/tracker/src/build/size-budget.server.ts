import { TRACKER_BUDGET_GZIP_BYTES } from '@plinth/contracts';
import type { BuiltBundle } from './bundles.server';

/** The size budget's verdict: null when the tracker fits, else the message to fail with. */
export function checkTrackerBudget(built: readonly Pick<BuiltBundle, 'name' | 'gzipBytes'>[]): string | null {
  const tracker = built.find((b) => b.name === 'tracker');
  if (!tracker) return 'The tracker bundle was not built.';
  if (tracker.gzipBytes <= TRACKER_BUDGET_GZIP_BYTES) return null;
  return `The tracker is ${tracker.gzipBytes} B gzipped, over its budget of ${TRACKER_BUDGET_GZIP_BYTES} B.`;
}
