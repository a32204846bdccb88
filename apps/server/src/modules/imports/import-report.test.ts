import { IMPORT_LIMITS } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { ImportReport } from './import-report';

const entry = (outcome: 'imported' | 'skipped', n: number) => ({
  outcome,
  subject: 'product',
  name: `p${n}`,
  where: `line ${n}`,
  reason: outcome === 'skipped' ? 'bad' : null,
});

describe('an import report', () => {
  test('counts every outcome and lists problems first, in file order', () => {
    const report = new ImportReport();
    report.item(entry('imported', 2));
    report.item(entry('skipped', 3));
    report.note({ subject: 'image', name: 'p2', where: 'line 2', reason: 'left out' });
    report.item({ ...entry('imported', 4), outcome: 'updated' });
    expect([report.done, report.imported, report.updated, report.skipped]).toEqual([3, 1, 1, 1]);
    expect(report.toStored().entries.map((e) => e.outcome)).toEqual([
      'skipped',
      'note',
      'imported',
      'updated',
    ]);
  });

  test('past its limit it keeps counting, and a problem takes the place of a success', () => {
    const report = new ImportReport();
    for (let n = 0; n < IMPORT_LIMITS.reportEntriesMax; n += 1) report.item(entry('imported', n));
    report.item(entry('skipped', 9999));
    report.item(entry('imported', 10_000));
    const stored = report.toStored();
    expect(stored.entries).toHaveLength(IMPORT_LIMITS.reportEntriesMax);
    expect(stored.entries[0]).toMatchObject({ outcome: 'skipped', where: 'line 9999' });
    expect(stored.leftOut).toBe(2);
    expect(report.done).toBe(IMPORT_LIMITS.reportEntriesMax + 2);
  });
});
