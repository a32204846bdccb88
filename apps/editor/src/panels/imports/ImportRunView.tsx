import type { ImportKind, ImportOutcome, ImportRun } from '@plinth/contracts';
import { TableHead } from '../../components/TableParts';

export const KIND_LABEL: Record<ImportKind, string> = {
  'shopify-csv': 'Shopify product CSV',
  wordpress: 'WordPress export',
};

const OUTCOME_LABEL: Record<ImportOutcome, string> = {
  imported: 'Imported',
  updated: 'Updated',
  skipped: 'Skipped',
  note: 'Note',
};

const STATUS_TEXT = {
  queued: 'Waiting to start…',
  running: 'Importing…',
  done: 'Finished',
  failed: 'The file was refused; nothing was imported.',
} as const;

/** One import: a progress bar while it runs (items done of total), then its report. */
export function ImportRunView({ run }: { run: ImportRun }) {
  const ended = run.status === 'done' || run.status === 'failed';
  const percent = run.total > 0 ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <section className="card import-run" aria-labelledby={`import-${run.id}`} aria-busy={!ended}>
      <div className="card__header">
        <div>
          <h2 id={`import-${run.id}`} className="card__title">
            {run.fileName}
          </h2>
          <p className="card__description">
            {KIND_LABEL[run.kind]} · {STATUS_TEXT[run.status]}
          </p>
        </div>
      </div>
      {run.status === 'failed' ? (
        <p className="import-run__error" role="alert">
          {run.error}
        </p>
      ) : (
        <div className="import-run__progress">
          <progress
            className="import-run__bar"
            max={Math.max(run.total, 1)}
            value={run.done}
            aria-label={`Import progress: ${run.done} of ${run.total} items`}
          />
          <p className="import-run__count" aria-live="polite">
            {run.total > 0 ? `${run.done} of ${run.total} items (${percent}%)` : 'Reading the file…'}
          </p>
        </div>
      )}
      {ended && run.status === 'done' ? <ImportReport run={run} /> : null}
    </section>
  );
}

function ImportReport({ run }: { run: ImportRun }) {
  const listed = run.entries.filter((entry) => entry.outcome === 'skipped' || entry.outcome === 'note');
  return (
    <div className="import-report">
      <p className="import-report__summary">
        <strong>{run.imported}</strong> imported · <strong>{run.updated}</strong> updated ·{' '}
        <strong>{run.skipped}</strong> skipped
      </p>
      {listed.length === 0 ? (
        <p className="empty-state">Everything in the file was imported.</p>
      ) : (
        <div className="table-wrap">
          <table className="table import-report__table">
            <caption className="visually-hidden">What was skipped, and notes</caption>
            <TableHead columns={['What', 'Where', 'Result', 'Why']} actions={false} />
            <tbody>
              {listed.map((entry, i) => (
                <tr key={`${entry.where}-${i}`}>
                  <th scope="row">
                    {entry.name || entry.subject}
                    <span className="import-report__subject">{entry.subject}</span>
                  </th>
                  <td data-label="Where">{entry.where}</td>
                  <td data-label="Result">
                    <span className={`badge badge--import-${entry.outcome}`}>
                      {OUTCOME_LABEL[entry.outcome]}
                    </span>
                  </td>
                  <td data-label="Why">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {run.entriesLeftOut > 0 ? (
        <p className="import-report__more">…and {run.entriesLeftOut} more not listed.</p>
      ) : null}
    </div>
  );
}
