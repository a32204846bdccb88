import type { Job, JobList, JobState } from '@plinth/contracts';
import { jobListSchema, jobSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const JOBS = `${EDITOR_BASE}/api/jobs`;

export async function listJobs(state: JobState | null, signal?: AbortSignal): Promise<JobList> {
  const url = state ? `${JOBS}?state=${state}` : JOBS;
  return checkedAnswer(jobListSchema, await ownerFetch<unknown>(url, { signal }), `GET ${JOBS}`);
}

export async function retryJob(jobId: string): Promise<Job> {
  const answer = await ownerFetch<unknown>(`${JOBS}/${encodeURIComponent(jobId)}/retry`, { method: 'POST' });
  return checkedAnswer(jobSchema, answer, `POST ${JOBS}/{jobId}/retry`);
}
