import { TRACKER_BUDGET_GZIP_BYTES } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { checkTrackerBudget } from './size-budget.server';

describe('the tracker size budget', () => {
  test('passes at the budget and fails one byte over it, naming both figures', () => {
    expect(TRACKER_BUDGET_GZIP_BYTES).toBe(2048);
    expect(checkTrackerBudget([{ name: 'tracker', gzipBytes: 2048 }])).toBeNull();
    expect(checkTrackerBudget([{ name: 'tracker', gzipBytes: 2049 }])).toBe(
      'The tracker is 2049 B gzipped, over its budget of 2048 B.',
    );
    // The lazily loaded bundles are not budgeted.
    expect(
      checkTrackerBudget([
        { name: 'tracker', gzipBytes: 1 },
        { name: 'events', gzipBytes: 9999 },
      ]),
    ).toBeNull();
    expect(checkTrackerBudget([])).toBe('The tracker bundle was not built.');
  });
});
