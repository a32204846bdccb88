import { TRACKER_BUDGET_GZIP_BYTES } from '@plinth/contracts';
import { buildTrackerBundles } from './bundles.server';
import { checkTrackerBudget } from './size-budget.server';

/**
 * `npm run size --workspace @plinth/tracker`: builds, prints every bundle's gzipped size, and fails
 * when the tracker (loaded on every page) is over TRACKER_BUDGET_GZIP_BYTES. The collector and the
 * banner load later, and only when needed, so they are printed, not budgeted.
 */
const built = await buildTrackerBundles();
for (const bundle of built) console.log(`${bundle.name}: ${bundle.gzipBytes} B gzip (${bundle.bytes} B)`);
const problem = checkTrackerBudget(built);
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log(`tracker within its budget of ${TRACKER_BUDGET_GZIP_BYTES} B gzip`);
