import type { Job, JobState } from '@plinth/contracts';
import { JOB_STATES } from '@plinth/contracts/schemas';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { listJobs, retryJob } from '../../api/jobs-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { EDITOR_MESSAGES } from '../../messages';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { formatDateTime } from '../email/email-status';
import { RowButton, TableHead } from '../../components/TableParts';

const STATE_LABEL: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  dead: 'Failed',
};

/** The site's background work (sending emails...), what failed for good, and retrying it. */
export function JobsPanel() {
  const { site } = useSignedIn();
  const [filter, setFilter] = useState<JobState | null>(null);
  const jobs = useFetch((signal) => listJobs(filter, signal), `${site.id}/${filter ?? 'all'}`);
  const [error, setError] = useState<string | null>(null);

  async function retry(job: Job) {
    setError(null);
    try {
      await retryJob(job.id);
      jobs.reload();
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  return (
    <section className="panel">
      <PanelHeader
        title="Background jobs"
        description="Work the site does after a request, such as sending email. A job that fails is tried again later, waiting longer each time; after its last attempt it is marked failed until you retry it."
        actions={
          <button type="button" className="button" onClick={jobs.reload}>
            Refresh
          </button>
        }
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="field jobs-filter">
        <label htmlFor="jobs-filter" className="field__label">
          Show
        </label>
        <select
          id="jobs-filter"
          className="input"
          value={filter ?? ''}
          onChange={(event) => setFilter((event.target.value || null) as JobState | null)}
        >
          <option value="">All jobs</option>
          {JOB_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABEL[state]}
            </option>
          ))}
        </select>
      </div>
      <LoadState state={jobs} skeleton={<SkeletonRows rows={4} />}>
        {(data) => (
          <>
            <p className="jobs-counts" aria-label="Jobs by state">
              {JOB_STATES.map((state) => `${STATE_LABEL[state]}: ${data.counts[state]}`).join(' · ')}
            </p>
            {data.jobs.length === 0 ? (
              <p className="empty-state">No jobs here.</p>
            ) : (
              <div className="table-wrap card">
                <table className="table jobs-table">
                  <caption className="visually-hidden">Background jobs</caption>
                  <TableHead columns={['Job', 'State', 'Attempts', 'Next run or finished', 'Last error']} />
                  <tbody>
                    {data.jobs.map((job) => (
                      <tr key={job.id}>
                        <th scope="row">
                          {job.kind}
                          <span className="jobs-table__key">{job.dedupeKey}</span>
                        </th>
                        <td data-label="State">
                          <span className={`badge badge--job-${job.state}`}>{STATE_LABEL[job.state]}</span>
                        </td>
                        <td data-label="Attempts">
                          {job.attempts} / {job.maxAttempts}
                        </td>
                        <td data-label="Next run or finished">
                          {formatDateTime(job.finishedAt ?? job.runAt)}
                        </td>
                        <td data-label="Last error" className="jobs-table__error">
                          {job.lastError ?? '—'}
                        </td>
                        <td className="table__actions">
                          {job.state === 'dead' ? (
                            <RowButton label="Retry" name={job.kind} onClick={() => void retry(job)} />
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
