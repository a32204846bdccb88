import { siteMessage } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 409: the host name already belongs to a site (this one or another). */
export function hostTaken(host: string): AppError {
  const message = siteMessage('hostTaken', { host });
  return new AppError('conflict', 'SITE_HOST_TAKEN', message, { fieldErrors: { host: message } });
}
