export { jobsPlugin, type Jobs, type JobsPluginOptions } from './jobs-plugin';
export { jobRoutes } from './routes';
export { JobQueue, enqueueJob, enqueueJobs, type EnqueueInput, type Enqueued } from './queue';
export { JobWorker, type JobHandler } from './worker';
export { retryDelayMs, type Backoff } from './backoff';
export { findJobStateMap } from './service';
export { purgeFinishedJobs, DONE_JOB_RETENTION_DAYS, DEAD_JOB_RETENTION_DAYS } from './job-purge';
