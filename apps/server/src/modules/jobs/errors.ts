import { AppError } from '../../app-error';

export function jobNotFound(): AppError {
  return new AppError('not_found', 'JOBS_NOT_FOUND', 'That job does not exist on this site.');
}

export function jobNotDead(): AppError {
  return new AppError(
    'conflict',
    'JOBS_NOT_DEAD',
    'Only a job that gave up can be retried; this one is still queued, running or done.',
  );
}
