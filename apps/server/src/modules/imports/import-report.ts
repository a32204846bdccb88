import { IMPORT_LIMITS, type ImportReportEntry } from '@plinth/contracts';

export interface StoredReport {
  entries: ImportReportEntry[];
  leftOut: number;
}

/**
 * The tally of one run: counts of every outcome, and the entries the owner reads, at most
 * IMPORT_LIMITS.reportEntriesMax. Problems matter most: when the list is full, a skipped item or a
 * note takes the place of a success.
 */
export class ImportReport {
  done = 0;
  imported = 0;
  updated = 0;
  skipped = 0;
  readonly entries: ImportReportEntry[] = [];
  leftOut = 0;

  /** An item finished (counted in `done`) with this outcome. */
  item(entry: ImportReportEntry): void {
    this.done += 1;
    if (entry.outcome === 'imported') this.imported += 1;
    else if (entry.outcome === 'updated') this.updated += 1;
    else if (entry.outcome === 'skipped') this.skipped += 1;
    this.keep(entry);
  }

  /** Something to know that is not an item of its own (an image left out, a tag too long). */
  note(entry: Omit<ImportReportEntry, 'outcome'>): void {
    this.keep({ ...entry, outcome: 'note' });
  }

  private keep(entry: ImportReportEntry): void {
    if (this.entries.length < IMPORT_LIMITS.reportEntriesMax) {
      this.entries.push(entry);
      return;
    }
    this.leftOut += 1;
    if (entry.outcome !== 'skipped' && entry.outcome !== 'note') return;
    const success = this.entries.findLastIndex((e) => e.outcome === 'imported' || e.outcome === 'updated');
    if (success !== -1) this.entries[success] = entry;
  }

  /** Problems first (in file order), then notes, then successes. */
  toStored(): StoredReport {
    const rank = { skipped: 0, note: 1, imported: 2, updated: 2 } as const;
    const entries = this.entries
      .map((entry, i) => ({ entry, i }))
      .sort((a, b) => rank[a.entry.outcome] - rank[b.entry.outcome] || a.i - b.i)
      .map(({ entry }) => entry);
    return { entries, leftOut: this.leftOut };
  }
}
