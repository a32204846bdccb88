import type { Job, JobList, JobState } from '@plinth/contracts';
import { JOB_STATES } from '@plinth/contracts/schemas';
import type { Db, Executor, JobRow } from '@plinth/db';
import { jobNotDead, jobNotFound } from './errors';
import { countSiteJobsByState, findJob, findJobStates, listSiteJobs, requeueDeadJob } from './queries';

const LIST_LIMIT = 100;

function toJobState(state: string): JobState {
  return (JOB_STATES as readonly string[]).includes(state) ? (state as JobState) : 'queued';
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: toJobState(row.state),
    dedupeKey: row.dedupe_key,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/** The site's newest jobs (optionally in one state) and the number in each state. */
export async function listJobs(db: Db, websiteId: string, state?: JobState): Promise<JobList> {
  const [rows, counted] = await Promise.all([
    listSiteJobs(db.kysely, websiteId, { state, limit: LIST_LIMIT }),
    countSiteJobsByState(db.kysely, websiteId),
  ]);
  const counts = { queued: 0, running: 0, done: 0, dead: 0 };
  for (const { state: s, n } of counted) counts[toJobState(s)] += Number(n);
  return { jobs: rows.map(toJob), counts };
}

/** Puts a dead job of the site back in the queue with all its attempts; the worker takes it next. */
export async function retryJob(db: Db, websiteId: string, jobId: string, nowMs: number): Promise<Job> {
  const changed = await requeueDeadJob(db.kysely, websiteId, jobId, new Date(nowMs).toISOString());
  const row = await findJob(db.kysely, jobId);
  if (!row || row.website_id !== websiteId) throw jobNotFound();
  if (changed === 0) throw jobNotDead();
  return toJob(row);
}

/** The state of each of these jobs, by id (jobs that no longer exist are left out). */
export async function findJobStateMap(executor: Executor, ids: string[]): Promise<Map<string, JobState>> {
  const rows = await findJobStates(executor, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toJobState(r.state)]));
}
